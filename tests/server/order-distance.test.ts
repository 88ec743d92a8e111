// @vitest-environment node
/**
 * acc §9 Delivery fee: the server measures the distance itself (the distance service's figure from the
 * store to the address); a client-sent `distance` is accepted but never lowers the fee.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, type TestApp } from './helpers.ts';
import { drivingMetres } from '../../server/catalog/geo.ts';

vi.setConfig({ testTimeout: 30_000 });

// Wednesday 15 January 2025, 12:00 local: Pizza Palace (self-delivery, 12 per km, minimum 30) is open.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
const NO_ADMIN_FREE = { admin_free_delivery: { status: false, type: null, free_delivery_over: null } };
const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
const PIZZA_PALACE = { lat: 23.7461, lng: 90.3742 };
// Mohammadpur, at the far corner of zone 2 from the store.
const FAR = { latitude: 23.7635, longitude: 90.3565, address: 'Mohammadpur' };
const MARGHERITA = { item_id: 10, variation: [{ name: 'Size', values: { label: ['Small'] } }] };

let t: TestApp;
beforeEach(() => {
  t = makeApp({ now: () => NOW, config: NO_ADMIN_FREE as never });
});
afterEach(() => t.dispose());

async function placeWith(distance: number) {
  const guest = await t.guest();
  await t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: { guest_id: guest, model: 'Item', ...MARGHERITA, add_on_ids: [], add_on_qtys: [], quantity: 1, price: 1 },
  });
  const r = await t.call('POST', '/api/v1/customer/order/place', {
    headers: FOOD,
    json: {
      guest_id: guest,
      ...CONTACT,
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 2,
      ...FAR,
      distance,
    },
  });
  expect(r.status, r.text).toBe(200);
  const o = await t.call(
    'GET',
    `/api/v1/customer/order/track?order_id=${r.body.order_id}&guest_id=${guest}&contact_number=${encodeURIComponent(CONTACT.contact_person_number)}`,
  );
  return { total: r.body.total_ammount as number, order: o.body };
}

describe('acc §9 Delivery fee: the distance is the server’s', () => {
  it('acc §9 Delivery fee: a tampered distance 0 for a far address pays the same fee as the honest one', async () => {
    const km = drivingMetres(PIZZA_PALACE, { lat: FAR.latitude, lng: FAR.longitude }) / 1000;
    // Far enough that the per-km fee is above the store's minimum: a lower distance would lower it.
    expect(km * 12).toBeGreaterThan(30);
    const honest = await placeWith(km);
    const tampered = await placeWith(0);
    // 12 per km, + the zone's 10 % increased fee, rounded on its own.
    const base = Math.round(km * 12 * 100) / 100;
    const fee = Math.round((base + Math.round(base * 10) / 100) * 100) / 100;
    expect(honest.order.delivery_charge).toBe(fee);
    expect(tampered.order.delivery_charge).toBe(fee);
    expect(tampered.total).toBe(honest.total);
    expect(tampered.order.distance).toBe(km);
  });

  it('acc §9 Delivery fee: the distance service answers the metres the order is charged by', async () => {
    const q = `origin_lat=${PIZZA_PALACE.lat}&origin_lng=${PIZZA_PALACE.lng}&destination_lat=${FAR.latitude}&destination_lng=${FAR.longitude}`;
    const r = await t.call('GET', `/api/v1/config/distance-api?${q}`);
    expect(r.body.distanceMeters).toBe(drivingMetres(PIZZA_PALACE, { lat: FAR.latitude, lng: FAR.longitude }));
    const placed = await placeWith(r.body.distanceMeters / 1000);
    expect(placed.order.distance).toBe(r.body.distanceMeters / 1000);
  });

  it('acc §9 Delivery fee: a longer client distance (a real road) is honoured, not cut', async () => {
    const placed = await placeWith(9);
    expect(placed.order.distance).toBe(9);
  });
});
