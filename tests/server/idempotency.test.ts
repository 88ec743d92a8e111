// @vitest-environment node
/**
 * One order per intent: an `Idempotency-Key` on order placement, trip booking and wallet top-up makes a
 * retried or repeated request return the first answer instead of acting again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, RENTAL, firstError, makeApp, type TestApp } from './helpers.ts';
import { IdempotencyKeys } from '../../server/services/idempotency-keys.ts';

vi.setConfig({ testTimeout: 60_000 });

// Wednesday 15 January 2025, 12:00 local: Pizza Palace is open.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
let now = NOW;
const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
const AT = { latitude: 23.7461, longitude: 90.3742, address: 'Lake Road', distance: 1 };
const MARGHERITA = { item_id: 10, variation: [{ name: 'Size', values: { label: ['Small'] } }] };

let t: TestApp;
let guest: number;
beforeEach(async () => {
  now = NOW;
  t = makeApp({ now: () => now });
  guest = await t.guest();
  await t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: { guest_id: guest, model: 'Item', ...MARGHERITA, add_on_ids: [], add_on_qtys: [], quantity: 1, price: 1 },
  });
});
afterEach(() => t.dispose());

const body = (extra: Record<string, unknown> = {}) => ({
  guest_id: guest,
  ...CONTACT,
  ...AT,
  order_amount: 1,
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  store_id: 2,
  ...extra,
});
const place = (key: string | null, json: Record<string, unknown> = body()) =>
  t.call('POST', '/api/v1/customer/order/place', {
    headers: { ...FOOD, ...(key === null ? {} : { 'Idempotency-Key': key }) },
    json,
  });

describe('Idempotency-Key: one order per intent', () => {
  it('order place: 20 concurrent requests with one key make one order and 20 equal answers', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => place('tap-1')));
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(1);
    for (const a of answers) {
      expect(a.status, a.text).toBe(200);
      expect(a.body).toEqual(answers[0]!.body);
    }
    // One ran, the others were given its answer.
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
  });

  it('order place: a retry after a lost answer gets the first answer, marked as a replay, and no second order', async () => {
    const first = await place('retry-1');
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    // The cart is gone: without the key the retry would be refused, with it the customer sees the order.
    const again = await place('retry-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(1);
  });

  it('order place: the same key with another body is refused with a clear message (422 idempotency_key)', async () => {
    expect((await place('reuse-1')).status).toBe(200);
    const other = await place('reuse-1', body({ order_note: 'Ring twice' }));
    expect(other.status).toBe(422);
    expect(firstError(other.body)).toMatchObject({ code: 'idempotency_key' });
    expect(firstError(other.body).message).toMatch(/different request/);
  });

  it('order place: a refusal is not kept, so the customer can fix the cause and retry with the same key', async () => {
    const refused = await place('fix-1', body({ store_id: 999 }));
    expect(refused.status).toBe(404);
    // Another body under the same key is fine: nothing was stored for the refusal.
    const ok = await place('fix-1');
    expect(ok.status, ok.text).toBe(200);
  });

  it('order place: keys are per caller; without the header nothing changes', async () => {
    const other = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: other, model: 'Item', ...MARGHERITA, add_on_ids: [], add_on_qtys: [], quantity: 1, price: 1 },
    });
    expect((await place('shared-1')).status).toBe(200);
    const theirs = await place('shared-1', body({ guest_id: other }));
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    // No key: the second submit of an emptied cart is refused as before.
    const plain = await place(null);
    expect(plain.status).toBe(403);
  });

  it('order place: a malformed key is refused in the platform shape (403 idempotency_key)', async () => {
    const r = await place('bad key with spaces');
    expect(r.status).toBe(403);
    expect(firstError(r.body).code).toBe('idempotency_key');
  });

  it('wallet add-fund: the same key twice opens one payment', async () => {
    const token = await t.login();
    const fund = () =>
      t.call('POST', '/api/v1/customer/wallet/add-fund', {
        token,
        headers: { 'Idempotency-Key': 'fund-1' },
        json: {
          amount: 100,
          payment_method: 'ssl_commerz',
          payment_platform: 'web',
          callback: 'http://localhost:5173/wallet',
        },
      });
    const before = t.count('payment_requests');
    const [a, b] = await Promise.all([fund(), fund()]);
    expect(a.status, a.text).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(t.count('payment_requests')).toBe(before + 1);
  });

  it('order place: after 24 hours a key is forgotten and acts again', async () => {
    expect((await place('day-1')).status).toBe(200);
    now = new Date(NOW.getTime() + 23 * 3600_000);
    expect((await place('day-1')).headers.get('Idempotent-Replayed')).toBe('true');
    now = new Date(NOW.getTime() + 24 * 3600_000 + 60_000);
    // Forgotten: the request runs again (the cart is empty now, so it is refused as any new order would be).
    const later = await place('day-1');
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(later.status).toBe(403);
  });

  it('trip booking: a double tap with one key books one trip and answers the same trip id twice', async () => {
    const pickup = { lat: 23.75, lng: 90.375, location_name: 'Dhanmondi' };
    const add = await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL,
      json: {
        vehicle_id: 4,
        rental_type: 'hourly',
        estimated_hours: 2,
        quantity: 1,
        pickup_location: pickup,
        guest_id: guest,
      },
    });
    expect(add.status, add.text).toBe(200);
    const book = () =>
      t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
        headers: { ...RENTAL, 'Idempotency-Key': 'trip-1' },
        json: {
          trip_amount: 1,
          trip_type: 'hourly',
          provider_id: 19,
          contact_person_name: 'Guest',
          contact_person_number: '+8801700000099',
          guest_id: guest,
        },
      });
    const [a, b] = await Promise.all([book(), book()]);
    expect(a.status, a.text).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(t.count('trips', 'owner_id = ? AND is_guest = 1', guest)).toBe(1);
  });

  it('order place: the order and its stored answer are one write: dying before the answer leaves no order, and the retry places it', async () => {
    // The process dies at the moment the answer is stored: nothing after that line runs.
    const save = vi.spyOn(IdempotencyKeys.prototype, 'save').mockImplementationOnce(() => {
      throw new Error('process killed');
    });
    const lost = await place('crash-1');
    expect(lost.status).not.toBe(200);
    save.mockRestore();
    t.reopen();
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(0);
    const retry = await place('crash-1');
    expect(retry.status, retry.text).toBe(200);
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(1);
    const again = await place('crash-1');
    expect(again.body).toEqual(retry.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});
