// @vitest-environment node
/**
 * acc §9 the admin's "free delivery over an amount", by the platform's rule (OrderController::place_order):
 * it reads what the items come to after every discount and the coupon, holds at a self-delivery store too,
 * and the order records who bears the fee (free_delivery_by).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

// Wednesday 15 January 2025, 12:00 local: Pizza Palace (store 2, self-delivery, zone 2) is open. The seed's
// admin rule: free delivery from 500.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
let t: TestApp;
let guest: number;

beforeEach(async () => {
  t = makeApp({ now: () => NOW });
  guest = await t.guest();
});
afterEach(() => t.dispose());

const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
const AT = { latitude: 23.7461, longitude: 90.3742, address: 'Lake Road' };
// Veggie Supreme Pizza, Medium, thin crust: 450 + 150 = 600, 10 % off → 540 of items.
const VEGGIE_MEDIUM = {
  item_id: 3,
  variation: [
    { name: 'Size', values: { label: ['Medium'] } },
    { name: 'Crust', values: { label: ['Thin'] } },
  ],
};
const add = (json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: { guest_id: guest, model: 'Item', add_on_ids: [], add_on_qtys: [], price: 1, quantity: 1, ...json },
  });
const place = (json: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/customer/order/place', {
    headers: FOOD,
    json: {
      guest_id: guest,
      ...CONTACT,
      order_amount: 0.01,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 2,
      distance: 2,
      ...AT,
      ...json,
    },
  });
const track = async (id: number) =>
  (
    await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=${encodeURIComponent(CONTACT.contact_person_number)}`,
    )
  ).body;

describe('acc §9 the admin free delivery over an amount at a self-delivery store', () => {
  it('acc §9 delivery: items over the admin amount at a self-delivery store deliver free, borne by the admin', async () => {
    expect((await add(VEGGIE_MEDIUM)).status).toBe(200);
    const r = await place();
    expect(r.status, r.text).toBe(200);
    expect(await track(r.body.order_id)).toMatchObject({
      delivery_charge: 0,
      free_delivery_by: 'admin',
      store_discount_amount: 60,
    });
  });

  it('acc §9 delivery: a coupon that takes the items under the admin amount brings the delivery fee back', async () => {
    expect((await add(VEGGIE_MEDIUM)).status).toBe(200);
    // 540 − WELCOME10 54 = 486: under 500, so the store's own fee is charged (the platform reads the amount
    // after the coupon; reading it before would have freed the delivery).
    const r = await place({ coupon_code: 'WELCOME10' });
    expect(r.status, r.text).toBe(200);
    const order = await track(r.body.order_id);
    expect(order.coupon_discount_amount).toBe(54);
    expect(order.delivery_charge).toBeGreaterThan(0);
    expect(order.free_delivery_by).toBeNull();
  });

  it('acc §9 delivery: a free_delivery coupon frees it in the name of its creator', async () => {
    expect((await add(VEGGIE_MEDIUM)).status).toBe(200);
    const r = await place({ coupon_code: 'FREESHIP' });
    expect(r.status, r.text).toBe(200);
    expect(await track(r.body.order_id)).toMatchObject({ delivery_charge: 0, free_delivery_by: 'admin' });
  });
});
