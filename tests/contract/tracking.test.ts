// @vitest-environment node
/** Contract: order/track while the demo courier carries the order (api-more §10): delivery_man with lat/lng/location. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('order track with a courier', () => {
  it('api-more §10 Order track: a picked-up order answers its courier with where it is, in the documented shape', async () => {
    const token = await s.token();
    const headers = { moduleId: String(s.moduleOf('food')), zoneId: s.zoneId };
    // Burger Barn (store 1, always open): a burger with its required size.
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
    const courier = (res.body as { delivery_man: { lat: string; lng: string; location: string } }).delivery_man;
    expect(courier.location).toBe(`${courier.lat},${courier.lng}`);
    expect(Number(courier.lat)).toBeGreaterThan(23.7465);
  });
});
