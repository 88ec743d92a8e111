// @vitest-environment node
/**
 * acc §9 and core §4, attacked at order/place: the cash-on-delivery limit counts the tip, a flash sale
 * counts what it sold, an item campaign's stock falls and is never oversold, an item is ordered only
 * inside its available window, a scheduled order falls on the days the storefront offers (today and
 * tomorrow), and a money field is a whole number of minor units (a tip of 1e-9 never makes a NaN total).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, GROCERY, PARCEL, SHOP, firstError, makeApp, parcelOrderBody, type TestApp } from '../helpers.ts';

vi.setConfig({ testTimeout: 60_000 });

const GUS = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };

let t: TestApp;
let token: string;
beforeEach(async () => {
  // Wednesday 15 January 2025, 12:00 local: the stores used here are open.
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

/** A buy-now take-away order of `cart` (cash unless said otherwise). */
const buyNow = (
  headers: Record<string, string>,
  storeId: number,
  cart: unknown[],
  extra: Record<string, unknown> = {},
) =>
  t.call('POST', '/api/v1/customer/order/place', {
    token,
    headers,
    json: {
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: storeId,
      is_buy_now: 1,
      cart: JSON.stringify(cart),
      ...GUS,
      ...extra,
    },
  });

const placeParcel = (json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/customer/order/place', {
    token,
    headers: PARCEL,
    json: parcelOrderBody(json),
  });

describe('acc §9 limits at order/place', () => {
  it("a parcel's cash on delivery counts the tip: a 99,000 tip does not pass the zone's 5,000 limit", async () => {
    const r = await placeParcel({ dm_tips: 99000 });
    expect(r.status).toBe(403);
    expect(firstError(r.body)).toMatchObject({
      code: 'order_amount',
      message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method.',
    });
    expect(t.count('orders', "json_extract(data, '$.order_type') = 'parcel'")).toBe(0);
    expect((await placeParcel({ dm_tips: 20 })).status).toBe(200);
  });

  it('a tip of 1e-9 (or any finer than the currency) is refused in words, never a NaN total; a tip in whole cents is charged', async () => {
    const lassi = [{ item_id: 5, model: 'Item', quantity: 1 }];
    const delivery = {
      order_type: 'delivery',
      address: 'Lake Road',
      latitude: 23.7461,
      longitude: 90.3742,
      distance: 1,
    };
    for (const tip of [1e-9, '1e-9', 0.001, 'NaN', 100001]) {
      const r = await buyNow(FOOD, 1, lassi, { ...delivery, dm_tips: tip });
      expect(r.status, String(tip)).toBe(403);
      expect(firstError(r.body).code).toBe('dm_tips');
    }
    const ok = await buyNow(FOOD, 1, lassi, { ...delivery, dm_tips: 12.5 });
    expect(ok.status, ok.text).toBe(200);
    expect(Number.isFinite(ok.body.total_ammount)).toBe(true);
    const row = t.db.prepare('SELECT order_amount, data FROM orders WHERE id = ?').get(ok.body.order_id) as {
      order_amount: number;
      data: string;
    };
    expect(JSON.parse(row.data).dm_tips).toBe(12.5);
    const fund = await t.call('POST', '/api/v1/customer/wallet/add-fund', {
      token,
      json: { amount: 10.005, payment_method: 'stripe' },
    });
    expect(fund.status).toBe(403);
    expect(firstError(fund.body).code).toBe('amount');
  });

  it("a flash sale's sold count rises with each order of its item", async () => {
    const sold = () =>
      (
        JSON.parse((t.db.prepare('SELECT data FROM flash_sales WHERE id = 1').get() as { data: string }).data)
          .entries as Array<{ item_id: number; sold: number; available_stock: number }>
      ).find((e) => e.item_id === 303)!;
    expect(sold()).toMatchObject({ sold: 2, available_stock: 8 });
    expect((await t.call('GET', '/api/v1/flash-sales', { headers: SHOP })).status).toBe(200);
    const r = await buyNow(SHOP, 15, [{ item_id: 303, model: 'Item', quantity: 3 }], {
      payment_method: 'digital_payment',
    });
    expect(r.status, r.text).toBe(200);
    expect(sold()).toMatchObject({ sold: 5, available_stock: 5 });
    // the sale the storefront reads shows it too (no stale cached answer)
    const shown = await t.call('GET', '/api/v1/flash-sales', { headers: SHOP });
    expect(shown.body.active_products.find((e: { item_id: number }) => e.item_id === 303)).toMatchObject({
      sold: 5,
      available_stock: 5,
    });
  });

  it("an item campaign's stock falls with each order and is never oversold (50 in stock, 60 asked)", async () => {
    const basket = [{ item_id: 2, model: 'ItemCampaign', quantity: 2 }];
    const answers = await Promise.all(Array.from({ length: 30 }, () => buyNow(GROCERY, 6, basket)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(25);
    const refused = answers.find((a) => a.status !== 200)!;
    expect(firstError(refused.body)).toMatchObject({
      code: 'cart_item',
      message: 'Fresh Fruit Basket is out of stock',
    });
    const stock = JSON.parse(
      (t.db.prepare('SELECT data FROM item_campaigns WHERE id = 2').get() as { data: string }).data,
    ).stock;
    expect(stock).toBe(0);
    // a cancelled order gives its two back
    const first = answers.find((a) => a.status === 200)!;
    await t.call('PUT', '/api/v1/customer/order/cancel', {
      token,
      json: { order_id: first.body.order_id, reason: 'Changed my mind' },
    });
    expect((await buyNow(GROCERY, 6, basket)).status).toBe(200);
  });

  it('core §4 an item is ordered only inside its available window (Chocolate Lava Cake, 03:00–04:00, at noon)', async () => {
    const r = await buyNow(FOOD, 2, [{ item_id: 4, model: 'Item', quantity: 1 }]);
    expect(r.status).toBe(403);
    expect(firstError(r.body)).toMatchObject({
      code: 'cart_item',
      message: 'Chocolate Lava Cake is not available now',
    });
    expect(t.count('orders', 'store_id = 2')).toBe(0);
  });

  it('a scheduled order falls on today or tomorrow, as the storefront offers: 2099 is refused', async () => {
    const lassi = [{ item_id: 5, model: 'Item', quantity: 1 }];
    const far = await buyNow(FOOD, 1, lassi, { schedule_at: '2099-01-14 12:00:00' });
    expect(far.status).toBe(406);
    expect(firstError(far.body)).toMatchObject({
      code: 'order_time',
      message: 'You can schedule an order for today or tomorrow only',
    });
    expect((await buyNow(FOOD, 1, lassi, { schedule_at: '2025-01-17 12:00:00' })).status).toBe(406);
    const tomorrow = await buyNow(FOOD, 1, lassi, { schedule_at: '2025-01-16 20:00:00' });
    expect(tomorrow.status, tomorrow.text).toBe(200);
  });
});
