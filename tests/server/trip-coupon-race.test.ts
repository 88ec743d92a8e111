// Rental trip payments and coupon uses under concurrent requests (more §11 Trips; acc §9 Coupons): a trip
// is paid once, never after it is cancelled, and a cancelled paid trip gives the money back; a coupon
// limited to one use is used once however many orders are sent together.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstError, makeApp, secondCustomer, type TestApp } from './helpers.ts';

const RENTAL = { moduleId: '6', zoneId: '[2,1]' };
const FOOD = { moduleId: '1', zoneId: '[2,1]' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const wallet = () => (t.db.prepare('SELECT wallet_balance AS w FROM users WHERE id = 1').get() as { w: number }).w;
async function bookTrip(): Promise<{ id: number; amount: number }> {
  await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
    token,
    headers: RENTAL,
    json: { vehicle_id: 1, rental_type: 'hourly', estimated_hours: 2, pickup_location: { lat: 23.7557, lng: 90.3753 } },
  });
  const booked = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
    token,
    headers: RENTAL,
    json: { trip_amount: 945, trip_type: 'hourly', provider_id: 18 },
  });
  expect(booked.status).toBe(200);
  const trip = await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}`, {
    token,
    headers: RENTAL,
  });
  return { id: booked.body as number, amount: trip.body.trip_amount as number };
}
const pay = (id: number, method = 'wallet') =>
  t.call('POST', '/api/v1/rental/user/trip/payment', {
    token,
    headers: RENTAL,
    json: { trip_id: id, payment_method: method },
  });
const cancelTrip = (id: number) =>
  t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', {
    token,
    headers: RENTAL,
    json: { trip_id: id, cancellation_reason: 'Plans changed' },
  });

describe('trip payments', () => {
  it('more §11 Trips: 50 wallet payments of one trip sent together charge it once', async () => {
    const trip = await bookTrip();
    const before = wallet();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(trip.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(wallet()).toBe(Math.round((before - trip.amount) * 100) / 100);
    const again = await pay(trip.id);
    expect(again.status).toBe(403);
    expect(firstError(again.body).code).toBe('trip');
  });

  it('more §11 Trips: a cancelled trip can no longer be charged, by wallet or by a payment page', async () => {
    const trip = await bookTrip();
    expect((await cancelTrip(trip.id)).status).toBe(200);
    const before = wallet();
    for (const method of ['wallet', 'digital_payment']) {
      const r = await pay(trip.id, method);
      expect(r.status).toBe(403);
      expect(firstError(r.body).code).toBe('trip');
    }
    expect(wallet()).toBe(before);
  });

  it('acc §Refunds: cancelling a wallet-paid trip puts its amount back in the wallet and the trip says so', async () => {
    const trip = await bookTrip();
    const before = wallet();
    expect((await pay(trip.id)).status).toBe(200);
    expect((await cancelTrip(trip.id)).status).toBe(200);
    expect(wallet()).toBe(before);
    const details = await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${trip.id}`, {
      token,
      headers: RENTAL,
    });
    expect(details.body.payment_status).toBe('refunded');
    expect(details.body.refund).toMatchObject({
      refund_amount: trip.amount,
      refund_method: 'wallet',
      refund_status: 'refunded',
    });
  });

  it('more §11 Trips: 50 wallet payments of different trips never take the wallet below zero', async () => {
    const trips: Array<Awaited<ReturnType<typeof bookTrip>>> = [];
    for (let i = 0; i < 4; i++) trips.push(await bookTrip());
    t.db.prepare('UPDATE users SET wallet_balance = ? WHERE id = 1').run(trips[0]!.amount * 2);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(trips[i % 4]!.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(wallet()).toBe(0);
  });
});

describe('coupon uses', () => {
  it('acc §9 Coupons: 50 orders sent together with a once-only coupon use it once', async () => {
    // A new customer: the demo customer has used ONCE already.
    const other = await secondCustomer(t);
    const id = (t.db.prepare("SELECT id FROM users WHERE email = 'other@example.com'").get() as { id: number }).id;
    const form = () => {
      const f = new FormData();
      const fields = {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: 1,
        coupon_code: 'ONCE',
        is_buy_now: 1,
        cart: JSON.stringify([
          { item_id: 1, quantity: 2, variation: [{ name: 'Size', values: { label: ['Regular'] } }] },
        ]),
      };
      for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
      // An attachment makes the order wait on its image check before it writes, as a slow upload would.
      f.append('order_attachment[]', new File([PNG], 'rx.png', { type: 'image/png' }));
      return f;
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/v1/customer/order/place', { token: other, headers: FOOD, form: form() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(t.count('orders', "owner_id = ? AND is_guest = 0 AND coupon_code = 'ONCE'", id)).toBe(1);
    const refused = answers.find((a) => a.status !== 200)!;
    expect(refused.status).toBe(406);
  });
});
