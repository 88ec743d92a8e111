// @vitest-environment node
/**
 * acc §9 Coupons, attacked through payments: a use counts from placement until the order is cancelled or
 * finally failed, so failing digital payments and then switching to cash (or paying again) never carries a
 * coupon past its limit; a switch or a new payment checks the limit again. A first-order coupon is the
 * customer's and the contact number's first order, not every new guest id's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, firstError, makeApp, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  // Wednesday 15 January 2025, 12:00 local: the food stores are open.
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

/** Three Mango Lassi (360) from Burger Barn, taken away, paid digitally with `coupon`. */
async function placeDigital(
  coupon: string,
  who: { token?: string; guest?: number } = { token },
  contact = '+8801711112222',
) {
  const guest = who.guest ? { guest_id: who.guest } : {};
  await t.call('POST', '/api/v1/customer/cart/add', {
    token: who.token,
    headers: FOOD,
    json: { item_id: 5, model: 'Item', price: 120, quantity: 3, ...guest },
  });
  return t.call('POST', '/api/v1/customer/order/place', {
    token: who.token,
    headers: FOOD,
    json: {
      order_amount: 0,
      payment_method: 'digital_payment',
      order_type: 'take_away',
      store_id: 1,
      coupon_code: coupon,
      contact_person_name: 'Gus',
      contact_person_number: contact,
      ...guest,
    },
  });
}

/** Opens the order's payment page with its reference and decides; answers the payment page's answer. */
async function pay(orderId: number, reference: string, decision: 'success' | 'fail') {
  const page = await t.app.request(
    `http://localhost/payment-mobile?order_id=${orderId}&payment_reference=${reference}&payment_method=stripe`,
  );
  expect(page.status).toBe(302);
  const form = new FormData();
  form.set('payment_id', new URL(page.headers.get('location')!, 'http://localhost').searchParams.get('payment_id')!);
  form.set('decision', decision);
  return t.app.request('http://localhost/payment/pay', { method: 'POST', body: form });
}

const toCash = (orderId: number) =>
  t.call('PUT', '/api/v1/customer/order/payment-method', { token, json: { order_id: orderId } });
const usesOf = (code: string) => t.count('orders', "coupon_code = ? AND order_status <> 'canceled'", code);

describe('acc §9 Coupons: usage limits hold through failed payments', () => {
  it('WELCOME10 (limit 5): five orders whose payments failed still hold their uses; the sixth is refused, and switching the five to cash keeps five', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await placeDigital('WELCOME10');
      expect(r.status, r.text).toBe(200);
      await pay(r.body.order_id, r.body.payment_reference, 'fail');
      ids.push(r.body.order_id);
    }
    const sixth = await placeDigital('WELCOME10');
    expect(sixth.status).toBe(406);
    expect(firstError(sixth.body)).toMatchObject({ code: 'coupon', message: 'Coupon usage limit over' });
    for (const id of ids) expect((await toCash(id)).status).toBe(200);
    expect(usesOf('WELCOME10')).toBe(5);
    // a cancelled order gives its use back
    await t.call('PUT', '/api/v1/customer/order/cancel', {
      token,
      json: { order_id: ids[0], reason: 'Changed my mind' },
    });
    expect((await placeDigital('WELCOME10')).status).toBe(200);
  });

  it('a switch to cash and a new payment check the limit again, with the write; the earlier order keeps its use', async () => {
    const a = await placeDigital('WELCOME10');
    const b = await placeDigital('WELCOME10');
    await pay(b.body.order_id, b.body.payment_reference, 'fail');
    // The admin lowers the limit to one: the first order placed holds it, so the second may not switch to cash.
    t.db.prepare("UPDATE coupons SET data = json_set(data, '$.limit', 1) WHERE code = 'WELCOME10'").run();
    t.reopen();
    const switched = await toCash(b.body.order_id);
    expect(switched.status).toBe(406);
    expect(firstError(switched.body)).toMatchObject({ code: 'coupon' });
    expect((await pay(a.body.order_id, a.body.payment_reference, 'success')).status).toBe(200);
    // paying the second again (the owner's token opens its page) is refused too
    const again = await t.app.request(
      `http://localhost/payment-mobile?order_id=${b.body.order_id}&payment_method=stripe`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const form = new FormData();
    form.set('payment_id', new URL(again.headers.get('location')!, 'http://localhost').searchParams.get('payment_id')!);
    form.set('decision', 'success');
    const refused = await t.app.request('http://localhost/payment/pay', { method: 'POST', body: form });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Coupon usage limit over');
    const order = (id: number) =>
      t.db.prepare('SELECT payment_method, payment_status FROM orders WHERE id = ?').get(id);
    expect(order(a.body.order_id)).toMatchObject({ payment_status: 'paid' });
    expect(order(b.body.order_id)).toMatchObject({ payment_method: 'digital_payment', payment_status: 'unpaid' });
  });
});

describe('acc §9 Coupons: a first order is per customer and per contact number', () => {
  it('FIRST100 is refused to a new guest id with a contact number that already ordered, and to the demo customer as a guest', async () => {
    const first = await t.guest();
    const placed = await placeFirst(first, '+8801755556666');
    expect(placed.status, placed.text).toBe(200);
    const again = await placeFirst(await t.guest(), '+8801755556666');
    expect(again.status).toBe(403);
    expect(firstError(again.body)).toMatchObject({ code: 'coupon', message: 'This coupon is not valid for you' });
    // the demo customer (phone +8801700000001) has orders: as a fresh guest with that number it is not a first order
    expect((await placeFirst(await t.guest(), '+8801700000001')).status).toBe(403);
    // a new guest with a new number is a first order
    expect((await placeFirst(await t.guest(), '+8801799990000')).status).toBe(200);
  });
});

/** Two regular Classic Beef Burgers (500) from Burger Barn, taken away by a guest with FIRST100 (minimum 500). */
async function placeFirst(guest: number, contact: string) {
  const regular = [{ name: 'Size', values: { label: ['Regular'] } }];
  await t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: {
      guest_id: guest,
      item_id: 1,
      model: 'Item',
      price: 250,
      quantity: 2,
      variation: regular,
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  return t.call('POST', '/api/v1/customer/order/place', {
    headers: FOOD,
    json: {
      guest_id: guest,
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: 1,
      coupon_code: 'FIRST100',
      contact_person_name: 'Gus',
      contact_person_number: contact,
    },
  });
}
