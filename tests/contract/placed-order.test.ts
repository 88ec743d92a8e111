// @vitest-environment node
/**
 * Contract: the reference server's order/track answer (api-more §10), read by the app's one reshaper: every
 * amount the server decided arrives unchanged, and ids, coordinates and times arrive as numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrderOf } from '../../src/api/reshape/placedOrder';
import type { components } from '../../src/api/schema.gen';
import { expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  // The order-state hook is a test hook; the server reads the switch when it starts.
  const before = process.env.STOREFRONT_TEST_HOOKS;
  process.env.STOREFRONT_TEST_HOOKS = '1';
  server = await startServer({ clockAt: '13:00' });
  if (before === undefined) delete process.env.STOREFRONT_TEST_HOOKS;
  else process.env.STOREFRONT_TEST_HOOKS = before;
  s = await session(server);
});
afterAll(async () => server?.close());

const AMOUNTS = [
  'order_amount',
  'delivery_charge',
  'total_tax_amount',
  'coupon_discount_amount',
  'store_discount_amount',
  'dm_tips',
  'additional_charge',
  'extra_packaging_amount',
] as const;

describe('the placed order as the app reads it', () => {
  it('api-more §10 Order track: the order page shows the amounts the server decided, and the courier and places as numbers', async () => {
    const token = await s.token();
    const headers = { moduleId: String(s.moduleOf('food')), zoneId: s.zoneId };
    const add = await server.call('POST', '/api/v1/customer/cart/add', {
      headers,
      token,
      json: {
        item_id: 1,
        model: 'Item',
        price: 250,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    expect(add.status, add.text).toBe(200);
    const placed = await server.call('POST', '/api/v1/customer/order/place', {
      headers,
      token,
      json: {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        distance: 1.5,
        address: 'House 5, Road 2, Dhanmondi',
        latitude: 23.7465,
        longitude: 90.385,
      },
    });
    expect(placed.status, placed.text).toBe(200);
    const orderId = (placed.body as { order_id: number }).order_id;
    const moved = await server.call('POST', '/__test/order-state', {
      json: { order_id: orderId, status: 'picked_up', share: 0.7 },
    });
    expect(moved.status, moved.text).toBe(200);
    const res = await server.op('get', '/api/v1/customer/order/track', { token, query: { order_id: orderId } });
    expectContract(res, 200);
    const raw = res.body as components['schemas']['OrderTrack'];
    const order = placedOrderOf(raw);
    expect(order.id).toBe(orderId);
    expect(order.order_amount).toBeGreaterThan(0);
    for (const k of AMOUNTS) expect(order[k], k).toBe(raw[k] === undefined || raw[k] === null ? null : Number(raw[k]));
    expect(typeof order.delivery_man?.lat).toBe('number');
    expect(order.delivery_man?.lat).toBe(Number(raw.delivery_man?.lat));
    expect(order.delivery_address).toMatchObject({ latitude: 23.7465, longitude: 90.385 });
    expect(typeof order.store?.latitude).toBe('number');
    expect(order.order_status).toBe('picked_up');
  });
});
