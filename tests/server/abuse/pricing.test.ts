// @vitest-environment node
/** issue 11 item 1: the server prices every cart line and order from its own catalogue, never from a posted price. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD, makeApp, SHOP, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(() => {
  t = makeApp();
});
afterAll(() => t.dispose());

const regular = [{ name: 'Size', values: { label: ['Regular'] } }];
const takeAway = (guest: number, extra: Record<string, unknown> = {}, headers = FOOD) =>
  t.call('POST', '/api/v1/customer/order/place', {
    headers,
    json: {
      guest_id: guest,
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: 1,
      contact_person_name: 'Gus',
      contact_person_number: '8801711112222',
      ...extra,
    },
  });

describe('Hardening: price tampering', () => {
  it('Hardening: cart/add with price 0 stores the catalogue price; the order totals the same as an honest one', async () => {
    const cheat = await t.guest();
    const honest = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: cheat, item_id: 1, model: 'Item', price: 0, quantity: 10, variation: regular },
    });
    expect(added.status).toBe(200);
    expect(added.body[0]).toMatchObject({ item_id: 1, quantity: 10, price: 250 });
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: honest, item_id: 1, model: 'Item', price: 250, quantity: 10, variation: regular },
    });

    const cheatOrder = await takeAway(cheat);
    const honestOrder = await takeAway(honest);
    expect(cheatOrder.status).toBe(200);
    expect(cheatOrder.body.total_ammount).toBe(honestOrder.body.total_ammount);
    expect(cheatOrder.body.total_ammount).toBeGreaterThanOrEqual(2000); // ten burgers, not the delivery charge alone
    const lines = await t.call(
      'GET',
      `/api/v1/customer/order/details?order_id=${cheatOrder.body.order_id}&guest_id=${cheat}`,
    );
    expect(lines.body[0]).toMatchObject({ price: 250, quantity: 10 });
  });

  it('Hardening: cart/update with a made-up price keeps the catalogue price of the chosen variation', async () => {
    const g = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 1, model: 'Item', price: 250, quantity: 1, variation: regular },
    });
    const id = added.body[0].id;
    const up = await t.call('POST', '/api/v1/customer/cart/update', {
      headers: FOOD,
      json: {
        guest_id: g,
        cart_id: id,
        price: 1,
        quantity: 2,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
      },
    });
    expect(up.status).toBe(200);
    expect(up.body[0]).toMatchObject({ id, quantity: 2, price: 300 }); // 250 + the Large option's 50
  });

  it('Hardening: buy-now with a posted price of 0 is priced from the catalogue too', async () => {
    const g = await t.guest();
    const honest = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: honest, item_id: 1, model: 'Item', price: 250, quantity: 3, variation: regular },
    });
    const viaCart = await takeAway(honest);
    const buyNow = await takeAway(g, {
      is_buy_now: 1,
      cart: [{ item_id: 1, model: 'Item', price: 0, quantity: 3, variation: regular }],
    });
    expect(buyNow.status).toBe(200);
    expect(buyNow.body.total_ammount).toBe(viaCart.body.total_ammount);
  });

  it('Hardening: a running flash sale sets the line discount, whatever the client posts', async () => {
    const g = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: SHOP,
      json: { guest_id: g, item_id: 303, model: 'Item', price: 1, quantity: 1 },
    });
    expect(added.body[0].price).toBe(3500);
    const placed = await takeAway(g, { store_id: 15 }, SHOP);
    expect(placed.status).toBe(200);
    const lines = await t.call('GET', `/api/v1/customer/order/details?order_id=${placed.body.order_id}&guest_id=${g}`);
    // Headphones: 3500 with the Gadget Flash Sale's 15 % (525), not the item's own 10 % and not a posted 1.
    expect(lines.body[0]).toMatchObject({ price: 3500, discount_on_item: 525 });
    expect(placed.body.total_ammount).toBeGreaterThan(2900);
  });

  it('Hardening: a campaign item is priced from the campaign, not from the post', async () => {
    const g = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 1, model: 'ItemCampaign', price: 0.01, quantity: 1 },
    });
    expect(added.status).toBe(200);
    expect(added.body[0].price).toBe(650);
  });
});
