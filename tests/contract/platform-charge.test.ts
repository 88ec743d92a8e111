// @vitest-environment node
/**
 * Where acc §9 is silent the server charges as the platform does (OrderController place,
 * Helpers::product_discount_calculate): a store discount comes off the item's (variation) price, never its
 * add-ons; each line records its discount_on_item; the order carries every column the platform returns.
 * The page's bill (src/domain/bill.ts, from the same API answers) shows the same total.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, type TestApp } from '../server/helpers.ts';
import { computeBill } from '../../src/domain/bill';
import { billInputFrom } from '../../src/domain/billInput';

vi.setConfig({ testTimeout: 30_000 });

// Wednesday 15 January 2025, 12:00 local. Burger Barn (store 1): free delivery, tax 5 %, a running 10 %
// store discount (min_purchase 300, max_discount 100); the config's service charge is 10.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
const AT = { lat: 23.7557, lng: 90.3753 };
// Classic Beef Burger 250, Large +50 → 300; Extra Cheese (add-on 1) 30 × 1.
const BURGER = {
  item_id: 1,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_on_ids: [1],
  add_on_qtys: [1],
  quantity: 1,
};

let t: TestApp;
let guest: number;
let placed: { status: number; body: any; text: string };
beforeAll(async () => {
  t = makeApp({ now: () => NOW });
  guest = await t.guest();
  const add = await t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: { guest_id: guest, model: 'Item', price: 1, ...BURGER },
  });
  expect(add.status, add.text).toBe(200);
});
afterAll(() => t?.dispose());

const track = async (id: number) =>
  (
    await t.call(
      'GET',
      `/api/v1/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=${encodeURIComponent(CONTACT.contact_person_number)}`,
    )
  ).body;

describe('the platform’s charge where acc §9 is silent', () => {
  it('Burger Barn, Large + Extra Cheese with the store’s 10 %: the page’s bill shows 325.00 and the server charges 325.00', async () => {
    const headers = { ...FOOD, latitude: String(AT.lat), longitude: String(AT.lng) };
    const [config, store, cartLines, zone, distance] = await Promise.all([
      t.call('GET', '/api/v1/config'),
      t.call('GET', '/api/v1/stores/details/1', { headers }),
      t.call('GET', `/api/v1/customer/cart/list?guest_id=${guest}`, { headers }),
      t.call('GET', `/api/v1/config/get-zone-id?lat=${AT.lat}&lng=${AT.lng}`),
      t.call(
        'GET',
        `/api/v1/config/distance-api?origin_lat=${AT.lat}&origin_lng=${AT.lng}&destination_lat=${AT.lat}&destination_lng=${AT.lng}`,
      ),
    ]);
    const bill = computeBill(
      billInputFrom({
        config: config.body,
        store: store.body,
        cartLines: cartLines.body,
        zoneData: zone.body.zone_data,
        zoneIds: [2],
        coupon: null,
        orderType: 'delivery',
        distanceMeters: distance.body.distanceMeters,
        address: AT,
        now: NOW,
      }),
    );
    // 300 + 30 = 330; the store's 10 % of the burger's 300 only = 30 → 300; tax 5 % = 15; free delivery; service 10.
    expect(bill).toMatchObject({
      subtotal: 330,
      itemDiscount: 0,
      storeDiscount: 30,
      tax: 15,
      deliveryFee: 0,
      additionalCharge: 10,
      total: 325,
    });

    placed = await t.call('POST', '/api/v1/customer/order/place', {
      headers: FOOD,
      json: {
        guest_id: guest,
        ...CONTACT,
        order_amount: bill.total,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        distance: bill.distanceKm,
        address: 'Road 27',
        latitude: AT.lat,
        longitude: AT.lng,
      },
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.total_ammount).toBe(325);
  });

  it('the order records the store discount on the line (discount_on_item per unit) and the platform’s columns', async () => {
    const id = placed.body.order_id as number;
    const order = await track(id);
    expect(order).toMatchObject({
      order_amount: 325,
      store_discount_amount: 30,
      total_tax_amount: 15,
      flash_admin_discount_amount: 0,
      flash_store_discount_amount: 0,
      processing_time: null,
      module: { id: 1, module_type: 'food' },
    });
    const details = await t.call('GET', `/api/v1/customer/order/details?order_id=${id}&guest_id=${guest}`);
    expect(details.body[0]).toMatchObject({
      price: 300,
      discount_on_item: 30,
      discount_type: 'store_discount',
      total_add_on_price: 30,
      quantity: 1,
    });
    const running = await t.call('GET', `/api/v1/customer/order/running-orders?guest_id=${guest}&limit=10&offset=1`);
    expect(running.body.orders[0]).toMatchObject({
      flash_admin_discount_amount: 0,
      flash_store_discount_amount: 0,
      processing_time: null,
      module: { module_type: 'food' },
    });
  });
});
