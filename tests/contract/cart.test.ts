// @vitest-environment node
/** Contract: the server cart, token-or-guest and per module (api §1.4, §1.5, §3.5, §5.8, §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
type ItemRow = {
  id: number;
  price: number;
  stock?: number | null;
  maximum_cart_quantity?: number | null;
  food_variations?: unknown;
  variations?: unknown[];
};
let plain: ItemRow;
let limited: ItemRow;

const simple = (i: ItemRow) =>
  (i.food_variations === '' ||
    (Array.isArray(i.food_variations) && i.food_variations.length === 0) ||
    i.food_variations === undefined) &&
  (!i.variations || i.variations.length === 0) &&
  (i.stock === undefined || i.stock === null || i.stock > 5);

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  const food = await server.call('GET', '/api/v1/items/popular', { headers: s.h('food') });
  const foodItems = (food.body as { products: ItemRow[] }).products;
  plain = foodItems.find((i) => simple(i) && !i.maximum_cart_quantity) ?? foodItems[0]!;
  limited =
    foodItems.find((i) => simple(i) && i.maximum_cart_quantity) ?? foodItems.find((i) => i.maximum_cart_quantity)!;
});
afterAll(async () => server?.close());

const addBody = (i: ItemRow, extra: Record<string, unknown> = {}) => ({
  item_id: i.id,
  model: 'Item',
  price: i.price,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  ...extra,
});

describe('access', () => {
  it('api §1.4 cart/list: 401 {errors:"Unauthorized"} with neither token nor guest_id', async () => {
    const res = await server.op('get', '/api/v1/customer/cart/list', {
      headers: { moduleId: String(s.moduleOf('food')) },
    });
    expectContract(res, 401);
    expect(res.body).toEqual({ errors: 'Unauthorized' });
  });

  it('api §1.4 cart/list: "Bearer null" counts as no token (401)', async () => {
    const res = await server.op('get', '/api/v1/customer/cart/list', {
      headers: { moduleId: String(s.moduleOf('food')), Authorization: 'Bearer null' },
    });
    expectContract(res, 401);
  });

  it('api §6.15 cart/list: an invalid token passes the gate and answers 403 guest_id required', async () => {
    const res = await server.op('get', '/api/v1/customer/cart/list', {
      headers: { moduleId: String(s.moduleOf('food')) },
      token: 'not-a-real-token',
    });
    expectContract(res, 403);
    expect(res.body).toEqual({ errors: [{ code: 'guest_id', message: 'The guest id field is required.' }] });
  });

  it('api §1.4 cart/add: 401 with neither token nor guest_id', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/add', {
      headers: { moduleId: String(s.moduleOf('food')) },
      json: addBody(plain),
    });
    expectContract(res, 401);
  });
});

describe('guest cart', () => {
  let guest: number;
  let lineId: number;
  const mh = () => ({ moduleId: String(s.moduleOf('food')) });

  beforeAll(async () => {
    guest = await s.guestId();
  });

  it('api §3.5 cart/list: 200 bare array (empty for a new guest)', async () => {
    const res = await server.op('get', '/api/v1/customer/cart/list', { headers: mh(), query: { guest_id: guest } });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
  });

  it('api §3.5 cart/add: 200 the full cart, item_type App\\Models\\Item', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(plain, { guest_id: guest }),
    });
    expectContract(res, 200);
    const lines = res.body as { id: number; item_id: number; item_type: string }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.item_id).toBe(plain.id);
    expect(lines[0]!.item_type).toBe('App\\Models\\Item');
    lineId = lines[0]!.id;
  });

  it('api §3.5 cart/add: 403 cart_item when the same item and variation are already in the cart', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(plain, { guest_id: guest }),
    });
    expectContract(res, 403);
    expect(res.body).toEqual({ errors: [{ code: 'cart_item', message: 'Item already exists' }] });
  });

  it('api §3.5 cart/add: 403 cart_item_limit above maximum_cart_quantity', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(limited, { guest_id: guest, quantity: (limited.maximum_cart_quantity ?? 1) + 1 }),
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['cart_item_limit']);
  });

  it('api §2.1 cart/add: 403 validation for a missing item_id, a wrong-typed quantity and malformed JSON', async () => {
    const missing = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: { model: 'Item', price: 10, quantity: 1, guest_id: guest },
    });
    expectContract(missing, 403);
    expect(errorCodes(missing.body)).toContain('item_id');
    const wrong = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(plain, { guest_id: guest, quantity: 'many' }),
    });
    expectContract(wrong, 403);
    expect(errorCodes(wrong.body)).toContain('quantity');
    const malformed = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      query: { guest_id: guest },
      raw: '{"item_id": 1,',
    });
    expectContract(malformed, 403);
  });

  it('api §3.5 cart/list: the cart is partitioned by moduleId', async () => {
    const other = Object.entries(s.modules).find(([t]) => t !== 'food' && t !== 'rental' && t !== 'parcel');
    if (!other) return;
    const res = await server.op('get', '/api/v1/customer/cart/list', {
      headers: { moduleId: String(other[1]) },
      query: { guest_id: guest },
    });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
  });

  it('api §3.5 cart/update: 200 (POST) the full cart with the new quantity', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/update', {
      headers: mh(),
      json: {
        cart_id: lineId,
        price: plain.price,
        quantity: 2,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
        guest_id: guest,
      },
    });
    expectContract(res, 200);
    expect((res.body as { id: number; quantity: number }[]).find((l) => l.id === lineId)?.quantity).toBe(2);
  });

  it('api §3.5 cart/update: 403 validation without cart_id', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/update', {
      headers: mh(),
      json: { quantity: 2, guest_id: guest },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('cart_id');
  });

  it('api §2.1 cart/update: 403 validation (cart_id) for an unknown cart line', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/update', {
      headers: mh(),
      json: { cart_id: 987654, quantity: 1, price: 1, guest_id: guest },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['cart_id']);
  });

  it('api §2.1 cart/add: 403 validation (item_id) for an unknown item', async () => {
    const res = await server.op('post', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(plain, { item_id: 987654, guest_id: guest }),
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['item_id']);
  });

  it('api §3.5 cart/remove-item: 200 the remaining cart (DELETE with query cart_id, guest_id)', async () => {
    const res = await server.op('delete', '/api/v1/customer/cart/remove-item', {
      headers: mh(),
      query: { cart_id: lineId, guest_id: guest },
    });
    expectContract(res, 200);
    expect((res.body as { id: number }[]).some((l) => l.id === lineId)).toBe(false);
  });

  it('api §3.5 cart/remove-item: 403 validation without cart_id', async () => {
    const res = await server.op('delete', '/api/v1/customer/cart/remove-item', {
      headers: mh(),
      query: { guest_id: guest },
    });
    expectContract(res, 403);
  });

  it('api §3.5 cart/remove: 200 [] clears the module cart', async () => {
    await server.call('POST', '/api/v1/customer/cart/add', {
      headers: mh(),
      json: addBody(plain, { guest_id: guest }),
    });
    const res = await server.op('delete', '/api/v1/customer/cart/remove', {
      headers: mh(),
      query: { guest_id: guest },
    });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
  });

  it('api §3.5 cart/remove: 401 with neither token nor guest_id', async () => {
    const res = await server.op('delete', '/api/v1/customer/cart/remove', { headers: mh() });
    expectContract(res, 401);
  });
});

describe('user cart', () => {
  it('api §3.5 cart/add and cart/list: 200 with a bearer token (no guest_id)', async () => {
    const token = await s.token();
    const mh = { moduleId: String(s.moduleOf('food')) };
    await server.call('DELETE', '/api/v1/customer/cart/remove', { headers: mh, token });
    const add = await server.op('post', '/api/v1/customer/cart/add', { headers: mh, token, json: addBody(plain) });
    expectContract(add, 200);
    const list = await server.op('get', '/api/v1/customer/cart/list', { headers: mh, token });
    expectContract(list, 200);
    expect((list.body as unknown[]).length).toBe(1);
    const noModule = await server.op('get', '/api/v1/customer/cart/list', { token });
    expectContract(noModule, 200);
    expect(noModule.body, 'without moduleId the platform shows another (empty) cart').toEqual([]);
    const clear = await server.op('delete', '/api/v1/customer/cart/remove', { headers: mh, token });
    expectContract(clear, 200);
  });

  it('api §3.5 cart/remove: the rental single-item form (vehicle_id, quantity, pickup_time, rental_type) answers the cart', async () => {
    const token = await s.token();
    const res = await server.op('delete', '/api/v1/customer/cart/remove', {
      headers: { moduleId: String(s.moduleOf('food')) },
      token,
      query: { vehicle_id: 1, quantity: 1, pickup_time: '2030-01-01 10:00:00', rental_type: 'hourly' },
    });
    expectContract(res, 200);
  });
});
