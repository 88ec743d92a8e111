// @vitest-environment node
/** The reference server's demo courier: a running order moves on its own, in the platform's shapes (api-more §10). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, type TestApp } from './helpers.ts';
import { tickCouriers } from '../../server/services/courier.ts';
import { Catalog } from '../../server/catalog/catalog.ts';

vi.setConfig({ testTimeout: 30_000 });

const START = new Date(2025, 0, 15, 12, 0, 0);
let clock = START;
let t: TestApp;
let guest: number;
const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
const AT = { latitude: 23.7557, longitude: 90.3753, address: 'Road 27' };

beforeEach(async () => {
  clock = START;
  t = makeApp({ now: () => clock, testHooks: true });
  guest = await t.guest();
});
afterEach(() => t.dispose());

async function placeOrder(): Promise<number> {
  const added = await t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: {
      guest_id: guest,
      model: 'Item',
      item_id: 10,
      price: 380,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Small'] } }],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(added.status, added.text).toBe(200);
  const r = await t.call('POST', '/api/v1/customer/order/place', {
    headers: FOOD,
    json: {
      guest_id: guest,
      ...CONTACT,
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 2,
      distance: 2,
      ...AT,
    },
  });
  expect(r.status, r.text).toBe(200);
  return r.body.order_id as number;
}
const track = async (id: number) =>
  (
    await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=${encodeURIComponent(CONTACT.contact_person_number)}`,
    )
  ).body;
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('api-more §10 Order track: the demo courier', () => {
  it('api-more §10 Order track: a demo order is assigned, picked up and delivered, the courier moving toward the address', async () => {
    const id = await placeOrder();
    expect(await track(id)).toMatchObject({ order_status: 'pending', delivery_man: null });
    const cat = new Catalog(t.db);
    tickCouriers(t.db, cat, at(30), 180);
    const assigned = await track(id);
    expect(assigned.order_status).toBe('confirmed');
    expect(assigned.accepted).toBeTruthy();
    expect(assigned.delivery_man).toMatchObject({
      f_name: expect.any(String),
      lat: expect.any(String),
      lng: expect.any(String),
    });
    tickCouriers(t.db, cat, at(100), 180);
    const early = await track(id);
    tickCouriers(t.db, cat, at(150), 180);
    const later = await track(id);
    expect(early.order_status).toBe('picked_up');
    const left = (o: { delivery_man: { lat: string; lng: string } }) =>
      Math.hypot(Number(o.delivery_man.lat) - AT.latitude, Number(o.delivery_man.lng) - AT.longitude);
    expect(left(later)).toBeLessThan(left(early));
    tickCouriers(t.db, cat, at(181), 180);
    expect(await track(id)).toMatchObject({
      order_status: 'delivered',
      payment_status: 'paid',
      delivered: expect.any(String),
    });
    // never backwards, and a delivered order stays delivered
    tickCouriers(t.db, cat, at(10), 180);
    expect((await track(id)).order_status).toBe('delivered');
  });

  it('api-more §10 Order track: the test hook puts an order in a stage; an unknown stage is refused in the platform shape', async () => {
    const id = await placeOrder();
    const r = await t.call('POST', '/__test/order-state', { json: { order_id: id, status: 'picked_up' } });
    expect(r.status, r.text).toBe(200);
    expect(await track(id)).toMatchObject({
      order_status: 'picked_up',
      picked_up: expect.any(String),
      handover: expect.any(String),
      delivery_man: { lat: expect.any(String) },
    });
    const bad = await t.call('POST', '/__test/order-state', { json: { order_id: id, status: 'teleported' } });
    expect(bad.status).toBe(403);
    expect(bad.body.errors[0].code).toBe('status');
  });

  it('api-more §10 Order track: without test hooks there is no order-state route', async () => {
    const plain = makeApp({ now: () => clock });
    try {
      expect(
        (await plain.call('POST', '/__test/order-state', { json: { order_id: 1, status: 'delivered' } })).status,
      ).toBe(404);
    } finally {
      plain.dispose();
    }
  });
});
