// @vitest-environment node
/** Contract: order place, list, details and track; account removal with ongoing orders (api §3.4, §3.7; api2 §10). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCodes,
  expectContract,
  freshCustomer,
  session,
  startServer,
  type Server,
  type Session,
} from './server.ts';

let server: Server;
let s: Session;
type ItemRow = {
  id: number;
  price: number;
  store_id: number;
  food_variations?: unknown;
  variations?: unknown[];
  stock?: number | null;
  available_time_starts?: string;
  available_time_ends?: string;
};
let item: ItemRow;

const CONTACT = {
  contact_person_name: 'Guest Person',
  contact_person_number: '+8801711111111',
  contact_person_email: 'guest.person@example.com',
};

beforeAll(async () => {
  // Orders need an open store: run the server clock at lunch time whatever the hour of the test run.
  server = await startServer({ clockAt: '13:00' });
  s = await session(server);
  const stores = await server.call('GET', '/api/v1/stores/latest', {
    headers: s.h('food'),
    query: { limit: 50, offset: 1 },
  });
  const open = (stores.body as { stores: { id: number; open?: number; active?: boolean }[] }).stores.filter(
    (st) => st.open === 1 && st.active !== false,
  );
  for (const st of open) {
    const res = await server.call('GET', '/api/v1/items/latest', {
      headers: s.h('food'),
      query: { store_id: st.id, category_id: 0, limit: 50, offset: 1 },
    });
    const found = (res.body as { products: ItemRow[] }).products.find(
      (i) =>
        (i.food_variations === '' || (Array.isArray(i.food_variations) && i.food_variations.length === 0)) &&
        (i.variations ?? []).length === 0 &&
        (i.stock ?? 10) > 3 &&
        // orderable now: its available window holds 13:00 (core §4)
        String(i.available_time_starts ?? '00:00:00') <= '13:00:00' &&
        '13:00:00' <= String(i.available_time_ends ?? '23:59:59'),
    );
    if (found) {
      item = found;
      break;
    }
  }
  if (!item) throw new Error('no open food store with a simple item in the demo data at 13:00');
});
afterAll(async () => server?.close());

const mh = () => ({ moduleId: String(s.moduleOf('food')), zoneId: s.zoneId });

async function fillCart(auth: { token?: string; guest_id?: number }) {
  const res = await server.call('POST', '/api/v1/customer/cart/add', {
    headers: mh(),
    token: auth.token,
    json: {
      item_id: item.id,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      ...(auth.guest_id ? { guest_id: auth.guest_id } : {}),
    },
  });
  expect(res.status, res.text).toBe(200);
}

const takeAway = (extra: Record<string, unknown> = {}) => ({
  order_amount: item.price,
  payment_method: 'cash_on_delivery',
  order_type: 'take_away',
  store_id: item.store_id,
  ...extra,
});

describe('order place', () => {
  it('api §1.4 customer/order/place: 401 {errors:"Unauthorized"} with neither token nor guest_id', async () => {
    const res = await server.op('post', '/api/v1/customer/order/place', { headers: mh(), json: takeAway() });
    expectContract(res, 401);
    expect(res.body).toEqual({ errors: 'Unauthorized' });
  });

  it('api §3.7 customer/order/place: 403 validation without order_amount', async () => {
    const token = await s.token();
    const { order_amount: _a, ...body } = takeAway();
    const res = await server.op('post', '/api/v1/customer/order/place', { headers: mh(), token, json: body });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('order_amount');
  });

  it('api §3.7 customer/order/place: 200 for a guest from the server cart (note total_ammount)', async () => {
    const guest = await s.guestId();
    await fillCart({ guest_id: guest });
    const res = await server.op('post', '/api/v1/customer/order/place', {
      headers: mh(),
      json: takeAway({ guest_id: guest, ...CONTACT }),
    });
    expectContract(res, 200);
    expect(res.body).toHaveProperty('total_ammount');
    const cart = await server.call('GET', '/api/v1/customer/cart/list', { headers: mh(), query: { guest_id: guest } });
    expect(cart.body).toEqual([]);
  });

  it('api §3.7 customer/order/place: 404 when the store does not exist', async () => {
    const token = await s.token();
    await fillCart({ token });
    const res = await server.op('post', '/api/v1/customer/order/place', {
      headers: mh(),
      token,
      json: takeAway({ store_id: 987654 }),
    });
    expectContract(res, 404);
    await server.call('DELETE', '/api/v1/customer/cart/remove', { headers: mh(), token });
  });

  it('api §3.7 customer/order/place: 406 for a schedule time in the past', async () => {
    const token = await s.token();
    await fillCart({ token });
    const res = await server.op('post', '/api/v1/customer/order/place', {
      headers: mh(),
      token,
      json: takeAway({ schedule_at: '2020-01-01 10:00:00' }),
    });
    expectContract(res, 406);
    await server.call('DELETE', '/api/v1/customer/cart/remove', { headers: mh(), token });
  });
});

describe('orders of a customer', () => {
  let user: { token: string };
  let orderId: number;

  beforeAll(async () => {
    user = await freshCustomer(server, 'orders');
    await fillCart({ token: user.token });
    const placed = await server.call('POST', '/api/v1/customer/order/place', {
      headers: mh(),
      token: user.token,
      json: takeAway(),
    });
    expect(placed.status, placed.text).toBe(200);
    orderId = (placed.body as { order_id: number }).order_id;
  });

  it('api2 §10 customer/order/list: 200 order page (past orders)', async () => {
    const res = await server.op('get', '/api/v1/customer/order/list', {
      token: await s.token(),
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 200);
  });

  it('api2 §10 customer/order/list: 403 validation without limit/offset', async () => {
    const res = await server.op('get', '/api/v1/customer/order/list', { token: user.token });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(expect.arrayContaining(['limit']));
  });

  it('api2 §10 customer/order/list: 401 with neither token nor guest_id', async () => {
    expectContract(await server.op('get', '/api/v1/customer/order/list', { query: { limit: 10, offset: 1 } }), 401);
  });

  it('api2 §10 customer/order/details: 200 bare array of order lines', async () => {
    const res = await server.op('get', '/api/v1/customer/order/details', {
      token: user.token,
      query: { order_id: orderId },
    });
    expectContract(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
    expect((res.body as { item_id: number }[])[0]!.item_id).toBe(item.id);
  });

  it('api2 §10 customer/order/details: 404 for an unknown order', async () => {
    const res = await server.op('get', '/api/v1/customer/order/details', {
      token: user.token,
      query: { order_id: 987654 },
    });
    expectContract(res, 404);
  });

  it('api2 §10 customer/order/details: 403 validation without order_id', async () => {
    const res = await server.op('get', '/api/v1/customer/order/details', { token: user.token });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('order_id');
  });

  it('api2 §10 customer/order/track: 200 the Order with payments and delivery times', async () => {
    const res = await server.op('get', '/api/v1/customer/order/track', {
      token: user.token,
      query: { order_id: orderId },
    });
    expectContract(res, 200);
    expect((res.body as { id: number }).id).toBe(orderId);
  });

  it('api2 §10 customer/order/track: 404 code order for an unknown order', async () => {
    const res = await server.op('get', '/api/v1/customer/order/track', {
      token: user.token,
      query: { order_id: 987654 },
    });
    expectContract(res, 404);
    expect(res.body).toEqual({ errors: [{ code: 'order', message: 'Not found' }] });
  });

  it('api §3.4 customer/remove-account: 203 on-going while an order is pending', async () => {
    const res = await server.op('delete', '/api/v1/customer/remove-account', { token: user.token });
    expectContract(res, 203);
    expect(errorCodes(res.body)).toEqual(['on-going']);
  });
});

describe('guest tracking', () => {
  it('api2 §10 customer/order/track: a guest tracks with guest_id and the contact number (403 without it)', async () => {
    const guest = (await server.call('POST', '/api/v1/auth/guest/request')).body as { guest_id: number };
    await fillCart({ guest_id: guest.guest_id });
    const placed = await server.call('POST', '/api/v1/customer/order/place', {
      headers: mh(),
      json: takeAway({ guest_id: guest.guest_id, ...CONTACT }),
    });
    expect(placed.status, placed.text).toBe(200);
    const orderId = (placed.body as { order_id: number }).order_id;
    const ok = await server.op('get', '/api/v1/customer/order/track', {
      query: { order_id: orderId, guest_id: guest.guest_id, contact_number: CONTACT.contact_person_number },
    });
    expectContract(ok, 200);
    const missing = await server.op('get', '/api/v1/customer/order/track', {
      query: { order_id: orderId, guest_id: guest.guest_id },
    });
    expectContract(missing, 403);
    expect(errorCodes(missing.body)).toContain('contact_number');
    const list = await server.op('get', '/api/v1/customer/order/list', {
      query: { guest_id: guest.guest_id, limit: 10, offset: 1 },
    });
    expectContract(list, 200);
  });
});

describe('order actions', () => {
  it('api2 §10 running-orders, cancel, payment-method, reasons and refund-request answer as documented', async () => {
    const guest = await s.guestId();
    await fillCart({ guest_id: guest });
    const placed = await server.op('post', '/api/v1/customer/order/place', {
      headers: mh(),
      json: takeAway({ guest_id: guest, ...CONTACT }),
    });
    expectContract(placed, 200);
    const orderId = (placed.body as { order_id: number }).order_id;

    const running = await server.op('get', '/api/v1/customer/order/running-orders', {
      query: { guest_id: guest, limit: 10, offset: 1 },
    });
    expectContract(running, 200);
    expect((running.body as { orders: { id: number }[] }).orders.map((o) => o.id)).toContain(orderId);

    const reasons = await server.op('get', '/api/v1/customer/order/cancellation-reasons', {
      query: { limit: 10, offset: 1, type: 'customer' },
    });
    expectContract(reasons, 200);
    expectContract(await server.op('get', '/api/v1/customer/order/refund-reasons'), 200);

    const cancel = await server.op('put', '/api/v1/customer/order/cancel', {
      query: { guest_id: guest },
      json: { order_id: orderId, reason: 'Ordered by mistake', guest_id: guest },
    });
    expectContract(cancel, 200);
    const tracked = await server.call('GET', '/api/v1/customer/order/track', {
      query: { order_id: orderId, guest_id: guest, contact_number: CONTACT.contact_person_number },
    });
    expect((tracked.body as { order_status: string }).order_status).toBe('canceled');

    // Someone else's order: neither a payment switch nor a refund reaches it.
    const other = ((await server.call('POST', '/api/v1/auth/guest/request')).body as { guest_id: number }).guest_id;
    expect(other).not.toBe(guest);
    const switchOther = await server.op('put', '/api/v1/customer/order/payment-method', {
      query: { guest_id: other },
      json: { order_id: orderId, guest_id: other },
    });
    expectContract(switchOther);
    expect(switchOther.status).toBeGreaterThanOrEqual(400);
    const refund = await server.op('post', '/api/v1/customer/order/refund-request', {
      token: await s.token(),
      json: { order_id: orderId, customer_reason: 'Wrong item', customer_note: '' },
    });
    expectContract(refund);
    expect(refund.status).toBeGreaterThanOrEqual(400);
  });
});
