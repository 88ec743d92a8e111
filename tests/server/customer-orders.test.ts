// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, firstError, makeApp, type TestApp } from './helpers.ts';
import { EN } from './customer.helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

let token: string;

beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});

afterEach(() => t.dispose());

describe('api §3.7 orders', () => {
  const place = (json: Record<string, unknown>, o: { token?: string } = { token }) =>
    t.call('POST', '/api/v1/customer/order/place', {
      ...o,
      headers: FOOD,
      json: {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        distance: 1.5,
        address: 'Road 27',
        latitude: 23.7557,
        longitude: 90.3753,
        ...json,
      },
    });

  it('api §3.7 place from the server cart: total_ammount, cart cleared, list/details/track', async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: {
        item_id: 1,
        model: 'Item',
        price: 250,
        quantity: 2,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
        add_on_ids: [1],
        add_on_qtys: [1],
      },
    });
    const r = await place({ coupon_code: 'BURGER20', dm_tips: 20 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Order placed successfully', status: 'pending', user_id: 1 });
    expect(r.body.total_ammount).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/v1/customer/cart/list', { token, headers: FOOD })).body).toEqual([]);
    const running = await t.call('GET', '/api/v1/customer/order/running-orders?limit=10&offset=1', { token });
    expect(running.body.orders[0]).toMatchObject({
      id: r.body.order_id,
      coupon_code: 'BURGER20',
      order_status: 'pending',
      details_count: 1,
    });
    const past = await t.call('GET', '/api/v1/customer/order/list?limit=10&offset=1', { token });
    expect(past.body.orders.map((o: any) => o.order_status)).toEqual(['canceled', 'delivered']);
    const details = await t.call('GET', `/api/v1/customer/order/details?order_id=${r.body.order_id}`, { token });
    expect(details.body[0]).toMatchObject({ item_id: 1, quantity: 2, is_guest: 0 });
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${r.body.order_id}`, { token });
    expect(track.body).toMatchObject({ id: r.body.order_id, order_status: 'pending', min_delivery_time: 30 });
  });

  it('api §3.7 place errors: empty cart, closed store 406, outside coverage, validation', async () => {
    expect(firstError((await place({})).body)).toEqual({ code: 'cart', message: 'Cart is empty' });
    const closed = await place({ store_id: 3 });
    expect(closed.status).toBe(406);
    expect(firstError((await place({ latitude: 23.62, longitude: 90.5 })).body).code).toBe('coordinates');
    const v = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: { order_type: 'drone' },
    });
    expect(v.body.errors.map((e: any) => e.code)).toEqual(['order_amount', 'payment_method', 'order_type']);
    expect((await place({ store_id: 4242 })).status).toBe(404);
  });

  it('api §3.7 guests: contact required; guest checkout off → 403 is_guest; track needs the phone', async () => {
    const g = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 5, model: 'Item', price: 120, quantity: 1 },
    });
    const noContact = await place({ guest_id: g }, {});
    expect(noContact.body.errors.map((e: any) => e.code)).toEqual(['contact_person_name', 'contact_person_number']);
    const ok = await place({ guest_id: g, contact_person_name: 'Gus', contact_person_number: '8801711112222' }, {});
    expect(ok.status).toBe(200);
    const track = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${ok.body.order_id}&guest_id=${g}&contact_number=8801711112222`,
    );
    expect(track.body.id).toBe(ok.body.order_id);
    const wrong = await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${ok.body.order_id}&guest_id=${g}&contact_number=000`,
    );
    expect(wrong.status).toBe(404);
    const off = makeApp({ config: { guest_checkout_status: 0 } });
    try {
      const g2 = (await off.call('POST', '/api/v1/auth/guest/request')).body.guest_id;
      const r = await off.call('POST', '/api/v1/customer/order/place', {
        headers: FOOD,
        json: {
          guest_id: g2,
          order_amount: 1,
          payment_method: 'cash_on_delivery',
          order_type: 'take_away',
          store_id: 1,
          contact_person_name: 'a',
          contact_person_number: '1',
        },
      });
      expect(firstError(r.body).code).toBe('is_guest');
    } finally {
      off.dispose();
    }
  });

  it('api §3.7 digital payment: /payment-mobile → local payment page → callback with flag and order_id', async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: { item_id: 5, model: 'Item', price: 120, quantity: 1 },
    });
    const r = await place({ payment_method: 'digital_payment', order_type: 'take_away' });
    const cb = encodeURIComponent('http://localhost:5173/order-successful');
    const go = await t.app.request(
      `/payment-mobile?order_id=${r.body.order_id}&customer_id=1&payment_platform=web&callback=${cb}&payment_method=stripe`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(go.status).toBe(302);
    const payUrl = new URL(go.headers.get('location')!, 'http://localhost');
    const form = new FormData();
    form.set('payment_id', payUrl.searchParams.get('payment_id')!);
    form.set('decision', 'success');
    const back = await t.app.request('/payment/pay', { method: 'POST', body: form });
    const to = new URL(back.headers.get('location')!);
    expect(to.searchParams.get('flag')).toBe('success');
    expect(to.searchParams.get('order_id')).toBe(String(r.body.order_id));
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${r.body.order_id}`, { token });
    expect(track.body.payment_status).toBe('paid');
  });

  it('api §3.7 wallet payment debits the wallet; unknown order → framework 404', async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: { item_id: 5, model: 'Item', price: 120, quantity: 1 },
    });
    const r = await place({ payment_method: 'wallet', order_type: 'take_away' });
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body.wallet_balance).toBeCloseTo(1500 - r.body.total_ammount, 2);
    const missing = await t.call('GET', '/api/v1/customer/order/details?order_id=5', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('No query results');
  });
});
