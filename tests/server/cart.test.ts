// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, GROCERY, SHOP, firstError, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

beforeEach(() => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});

afterEach(() => t.dispose());

const burger = (extra: Record<string, unknown> = {}) => ({
  item_id: 1,
  model: 'Item',
  price: 250,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [1],
  add_on_qtys: [1],
  ...extra,
});

describe('core §4 Adding to the cart', () => {
  it('api §2.2 cart without token or guest_id → 401 {"errors":"Unauthorized"}', async () => {
    const r = await t.call('GET', '/api/v1/customer/cart/list', { headers: FOOD });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: 'Unauthorized' });
    const add = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger() });
    expect(add.body).toEqual({ errors: 'Unauthorized' });
  });

  it('api §6.15 cart with an invalid token falls back to guest rules → 403 guest_id', async () => {
    const r = await t.call('GET', '/api/v1/customer/cart/list', {
      headers: { ...FOOD, Authorization: 'Bearer deadbeef' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [{ code: 'guest_id', message: 'The guest id field is required.' }] });
    const nul = await t.call('GET', '/api/v1/customer/cart/list', {
      headers: { ...FOOD, Authorization: 'Bearer null' },
    });
    expect(nul.status).toBe(401);
  });

  it('api §5.8 add returns the full list with addons (isChecked) and food values (isSelected)', async () => {
    const g = await t.guest();
    const r = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const line = r.body[0];
    expect(line).toMatchObject({
      user_id: g,
      module_id: 1,
      item_id: 1,
      is_guest: true,
      item_type: 'App\\Models\\Item',
      price: 250,
      quantity: 1,
      add_on_ids: [1],
      add_on_qtys: [1],
    });
    expect(line.variation).toEqual([{ name: 'Size', values: { label: ['Regular'] } }]);
    expect(line.item.addons.find((a: any) => a.id === 1)).toMatchObject({ isChecked: true, quantity: 1 });
    expect(line.item.addons.find((a: any) => a.id === 2)).toMatchObject({ isChecked: false });
    expect(line.item.food_variations[0].values.map((v: any) => v.isSelected)).toEqual([true, false]);
  });

  it('core §4 Adding to the cart: two identical adds make one line', async () => {
    const g = await t.guest();
    const [a, b] = await Promise.all([
      t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) }),
      t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const refused = a.status === 403 ? a : b;
    expect(refused.body).toEqual({ errors: [{ code: 'cart_item', message: 'Item already exists' }] });
    expect(t.count('carts', 'owner_id = ? AND is_guest = 1', g)).toBe(1);
    // a different variation is a different line
    const large = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: burger({ guest_id: g, variation: [{ name: 'Size', values: { label: ['Large'] } }] }),
    });
    expect(large.body).toHaveLength(2);
  });

  it('api §6.5 carts are per module: omitting moduleId shows a different cart', async () => {
    const token = await t.login();
    await t.call('POST', '/api/v1/customer/cart/add', { token, headers: FOOD, json: burger() });
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: GROCERY,
      json: { item_id: 101, model: 'Item', price: 80, quantity: 2 },
    });
    expect(
      (await t.call('GET', '/api/v1/customer/cart/list', { token, headers: FOOD })).body.map((l: any) => l.item_id),
    ).toEqual([1]);
    expect(
      (await t.call('GET', '/api/v1/customer/cart/list', { token, headers: GROCERY })).body.map((l: any) => l.item_id),
    ).toEqual([101]);
    expect((await t.call('GET', '/api/v1/customer/cart/list', { token })).body).toEqual([]);
  });

  it('api §1.5 the guest cart moves to the user on login with guest_id', async () => {
    const g = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    const token = await t.login('demo@example.com', '12345678', { guest_id: g });
    const cart = await t.call('GET', '/api/v1/customer/cart/list', { token, headers: FOOD });
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]).toMatchObject({ user_id: 1, is_guest: false });
    expect(t.count('carts', 'owner_id = ? AND is_guest = 1', g)).toBe(0);
  });

  it('core §5 food variations: required group, multi min/max, unknown labels', async () => {
    const g = await t.guest();
    const add = (variation: unknown, item_id = 3) =>
      t.call('POST', '/api/v1/customer/cart/add', {
        headers: FOOD,
        json: { guest_id: g, item_id, model: 'Item', price: 450, quantity: 1, variation },
      });
    expect(firstError((await add([{ name: 'Crust', values: { label: ['Thin'] } }])).body)).toEqual({
      code: 'variation',
      message: 'Variation Size can not remain without selection.',
    });
    expect(
      firstError(
        (
          await add([
            { name: 'Size', values: { label: ['Small'] } },
            { name: 'Crust', values: { label: ['Thin', 'Stuffed', 'Cheese Burst'] } },
          ])
        ).body,
      ).message,
    ).toBe('Selected variation named Crust must be in between Minimum 1 and Maximum 2');
    expect(firstError((await add([{ name: 'Size', values: { label: ['Huge'] } }])).body)).toEqual({
      code: 'variation',
      message: 'The selected variation is invalid.',
    });
    expect(firstError((await add('not json')).body).code).toBe('variation');
    expect(
      (
        await add([
          { name: 'Size', values: { label: ['Small'] } },
          { name: 'Crust', values: { label: ['Thin'] } },
        ])
      ).status,
    ).toBe(200);
  });

  it('core §5 maximum_cart_quantity → 403 cart_item_limit; stock 0 → 403 cart_item', async () => {
    const g = await t.guest();
    const lassi = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 5, model: 'Item', price: 120, quantity: 4 },
    });
    expect(lassi.body).toEqual({ errors: [{ code: 'cart_item_limit', message: 'Maximum cart quantity exceeded' }] });
    const milk = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: GROCERY,
      json: { guest_id: g, item_id: 103, model: 'Item', price: 95, quantity: 1 },
    });
    expect(milk.body).toEqual({ errors: [{ code: 'cart_item', message: 'Item is out of stock' }] });
    const redL = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: SHOP,
      json: {
        guest_id: g,
        item_id: 301,
        model: 'Item',
        price: 520,
        quantity: 1,
        variation: [{ type: 'Red-L', price: 520, stock: 0 }],
      },
    });
    expect(firstError(redL.body)).toEqual({
      code: 'cart_item',
      message: 'This variation is out of stock. Choose another variation to proceed further.',
    });
    const blueM = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: SHOP,
      json: {
        guest_id: g,
        item_id: 301,
        model: 'Item',
        price: 500,
        quantity: 1,
        variation: [{ type: 'Blue-M', price: 500, stock: 5 }],
      },
    });
    expect(blueM.status).toBe(200);
    expect(t.count('carts')).toBe(1);
  });

  it('api §3.5 wrong module, unknown item, unknown add-on → 403, nothing written', async () => {
    const g = await t.guest();
    const wrongModule = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 101, model: 'Item', price: 80, quantity: 1 },
    });
    expect(firstError(wrongModule.body).code).toBe('item_id');
    const unknown = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 9999, model: 'Item', price: 1, quantity: 1 },
    });
    expect(firstError(unknown.body)).toEqual({ code: 'item_id', message: 'The selected item id is invalid.' });
    const addOn = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: burger({ guest_id: g, add_on_ids: [4], add_on_qtys: [1] }),
    });
    expect(firstError(addOn.body).code).toBe('add_on_ids');
    const badGuest = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: burger({ guest_id: 987654 }),
    });
    expect(firstError(badGuest.body)).toEqual({ code: 'guest_id', message: 'The selected guest id is invalid.' });
    expect(t.count('carts')).toBe(0);
  });

  it('api §3.5 update (POST), remove-item and remove clear lines and return the list', async () => {
    const g = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    const id = added.body[0].id;
    const up = await t.call('POST', '/api/v1/customer/cart/update', {
      headers: FOOD,
      json: {
        guest_id: g,
        cart_id: id,
        price: 300,
        quantity: 3,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
      },
    });
    expect(up.body[0]).toMatchObject({ id, quantity: 3, price: 300 });
    expect(up.body[0].variation[0].values.label).toEqual(['Large']);
    const missing = await t.call('POST', '/api/v1/customer/cart/update', {
      headers: FOOD,
      json: { guest_id: g, cart_id: 99999, price: 1, quantity: 1 },
    });
    expect(firstError(missing.body).code).toBe('cart_id');
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: {
        guest_id: g,
        item_id: 9,
        model: 'Item',
        price: 100,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      },
    });
    const rm = await t.call('DELETE', `/api/v1/customer/cart/remove-item?cart_id=${id}&guest_id=${g}`, {
      headers: FOOD,
    });
    expect(rm.body.map((l: any) => l.item_id)).toEqual([9]);
    const clear = await t.call('DELETE', `/api/v1/customer/cart/remove?guest_id=${g}`, { headers: FOOD });
    expect(clear.body).toEqual([]);
  });

  it('more §8.2 campaign items go into the cart with model ItemCampaign', async () => {
    const g = await t.guest();
    const r = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 1, model: 'ItemCampaign', price: 552.5, quantity: 1 },
    });
    expect(r.body[0]).toMatchObject({ item_type: 'App\\Models\\ItemCampaign', item: { name: 'Eid Special Platter' } });
  });
});
