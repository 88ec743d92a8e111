// @vitest-environment node
/**
 * acc §Payment page: only an order's owner opens its payment page (the random, single-use payment reference
 * order/place gave it, the token, or a guest's own id); a stranger holding a sequential order id and the
 * customer's phone cannot pay or fail it; a paid or cancelled order cannot be paid again; the page never
 * sends the customer to a foreign callback.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOOD, makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ origins: ['https://shop.example'] });
  token = await t.login();
});
afterEach(() => t.dispose());

const PHONE = '+8801711112222';
async function placeDigital(o: { token?: string; guest?: number } = {}): Promise<number> {
  return (await placeDigitalWithReference(o)).id;
}
async function placeDigitalWithReference(
  o: { token?: string; guest?: number } = {},
): Promise<{ id: number; reference: string }> {
  await t.call('POST', '/api/v1/customer/cart/add', {
    token: o.token,
    headers: FOOD,
    json: { item_id: 5, model: 'Item', price: 120, quantity: 1, ...(o.guest ? { guest_id: o.guest } : {}) },
  });
  const r = await t.call('POST', '/api/v1/customer/order/place', {
    token: o.token,
    headers: FOOD,
    json: {
      order_amount: 0,
      payment_method: 'digital_payment',
      order_type: 'take_away',
      store_id: 1,
      contact_person_name: 'Gus',
      contact_person_number: PHONE,
      ...(o.guest ? { guest_id: o.guest } : {}),
    },
  });
  expect(r.status, r.text).toBe(200);
  return { id: r.body.order_id as number, reference: r.body.payment_reference as string };
}
const mobile = (q: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://localhost/payment-mobile?${q}`, { headers });
async function decide(location: string, decision: 'success' | 'fail') {
  const form = new FormData();
  form.set('payment_id', new URL(location, 'http://localhost').searchParams.get('payment_id')!);
  form.set('decision', decision);
  return t.app.request('http://localhost/payment/pay', { method: 'POST', body: form });
}
const order = (id: number) =>
  t.db.prepare('SELECT order_status, payment_status FROM orders WHERE id = ?').get(id) as {
    order_status: string;
    payment_status: string;
  };

describe('acc §Payment page', () => {
  it("a stranger with a customer's order id and customer id cannot open its payment page, so cannot fail it", async () => {
    const id = await placeDigital({ token });
    const r = await mobile(`order_id=${id}&customer_id=1&payment_method=stripe`);
    expect(r.status).toBe(404);
    expect(t.count('payment_requests', "status != 'issued'")).toBe(0);
    expect(order(id)).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
  });

  it("a stranger with a customer's phone and the sequential order id cannot open its payment page", async () => {
    const { id } = await placeDigitalWithReference({ token });
    const phone = encodeURIComponent('+8801700000001');
    // a take-away order keeps no address: the account's phone is what a stranger would try
    expect((await mobile(`order_id=${id}&customer_id=&contact_number=${phone}&payment_method=stripe`)).status).toBe(
      404,
    );
    expect(
      (await mobile(`order_id=${id}&customer_id=1&contact_number=${encodeURIComponent(PHONE)}&payment_method=stripe`))
        .status,
    ).toBe(404);
    expect((await mobile(`order_id=${id}&contact_number=${phone}&payment_reference=${'A'.repeat(32)}`)).status).toBe(
      404,
    );
    expect(t.count('payment_requests', "status != 'issued'")).toBe(0);
  });

  it('the owner opens the page once with the payment reference order/place gave it; the reference is spent', async () => {
    const { id, reference } = await placeDigitalWithReference({ token });
    expect(reference).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await placeDigitalWithReference({ token });
    // a reference opens its own order only
    expect((await mobile(`order_id=${other.id}&payment_reference=${reference}`)).status).toBe(404);
    const cb = encodeURIComponent('https://shop.example/order-placed?order_id=' + id);
    const first = await mobile(
      `order_id=${id}&customer_id=&payment_reference=${reference}&payment_method=stripe&callback=${cb}`,
    );
    expect(first.status).toBe(302);
    // an issued reference is not a payment page by itself, and a spent one does not open the page again
    expect((await t.app.request(`http://localhost/payment/pay?payment_id=${other.reference}`)).status).toBe(404);
    expect((await mobile(`order_id=${id}&payment_reference=${reference}&payment_method=stripe`)).status).toBe(404);
    // a failed payment comes back with a fresh reference, which opens the page again (try again)
    const back = await decide(first.headers.get('location')!, 'fail');
    const retry = new URL(back.headers.get('location')!).searchParams.get('payment_reference');
    expect(retry).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(retry).not.toBe(reference);
    const again = await mobile(`order_id=${id}&payment_reference=${retry}&payment_method=stripe`);
    expect(again.status).toBe(302);
    await decide(again.headers.get('location')!, 'success');
    expect(order(id)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
  });

  it("a guest's reference works without the guest id; a cash order gets none", async () => {
    const guest = await t.guest();
    const { id, reference } = await placeDigitalWithReference({ guest });
    expect(
      (await mobile(`order_id=${id}&payment_reference=${reference}&contact_number=${encodeURIComponent(PHONE)}`))
        .status,
    ).toBe(302);
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: { item_id: 5, model: 'Item', price: 120, quantity: 1 },
    });
    const cash = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: { order_amount: 0, payment_method: 'cash_on_delivery', order_type: 'take_away', store_id: 1 },
    });
    expect(cash.status).toBe(200);
    expect(cash.body.payment_reference).toBeUndefined();
  });

  it("a stranger cannot open a guest's payment page without the guest id, nor with a wrong contact number", async () => {
    const guest = await t.guest();
    const id = await placeDigital({ guest });
    expect((await mobile(`order_id=${id}&customer_id=&payment_method=stripe`)).status).toBe(404);
    expect((await mobile(`order_id=${id}&customer_id=${guest}&contact_number=%2B8801700000000`)).status).toBe(404);
    const owner = await mobile(
      `order_id=${id}&customer_id=${guest}&contact_number=${encodeURIComponent(PHONE)}&payment_method=stripe`,
    );
    expect(owner.status).toBe(302);
    const platformClient = await mobile(`order_id=${id}&customer_id=${guest}&payment_method=stripe`);
    expect(platformClient.status).toBe(302);
  });

  it('the owner pays through the page and comes back to the storefront; a foreign callback is not followed', async () => {
    const id = await placeDigital({ token });
    const evil = await mobile(
      `order_id=${id}&payment_method=stripe&callback=${encodeURIComponent('https://evil.example/steal')}`,
      { Authorization: `Bearer ${token}` },
    );
    expect(evil.status).toBe(302);
    const done = await decide(evil.headers.get('location')!, 'success');
    expect(done.headers.get('location') ?? '').not.toContain('evil.example');
    expect(order(id).payment_status).toBe('paid');

    const id2 = await placeDigital({ token });
    const own = await mobile(
      `order_id=${id2}&payment_method=stripe&callback=${encodeURIComponent('https://shop.example/order-placed')}`,
      { Authorization: `Bearer ${token}` },
    );
    const back = await decide(own.headers.get('location')!, 'fail');
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!).origin).toBe('https://shop.example');
  });

  it('a cancelled order cannot be paid from a payment page opened before the cancel', async () => {
    const id = await placeDigital({ token });
    const page = await mobile(`order_id=${id}&payment_method=stripe`, { Authorization: `Bearer ${token}` });
    await t.call('PUT', '/api/v1/customer/order/cancel', { token, json: { order_id: id, reason: 'Changed my mind' } });
    expect(order(id).order_status).toBe('canceled');
    const paid = await decide(page.headers.get('location')!, 'success');
    expect(paid.status).toBe(403);
    expect(order(id)).toMatchObject({ order_status: 'canceled', payment_status: 'unpaid' });
    expect((await mobile(`order_id=${id}&payment_method=stripe`, { Authorization: `Bearer ${token}` })).status).toBe(
      403,
    );
  });

  it('a paid order is not failed by a second payment page cancelled afterwards', async () => {
    const id = await placeDigital({ token });
    const a = await mobile(`order_id=${id}&payment_method=stripe`, { Authorization: `Bearer ${token}` });
    const b = await mobile(`order_id=${id}&payment_method=stripe`, { Authorization: `Bearer ${token}` });
    await decide(a.headers.get('location')!, 'success');
    await decide(b.headers.get('location')!, 'fail');
    expect(order(id)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
  });
});
