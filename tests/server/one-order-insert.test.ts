// Every order, the parcel included, is inserted by the one order insert (server/services/orders.ts) and
// placed through the one placement (server/services/order-placement.ts): the wallet debit, the stock and
// the emptied cart are written with the order, once, even when the request is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from '../../server/catalog/catalog.ts';
import type { Config } from '../../server/catalog/settings.ts';
import { COD_LIMIT_MESSAGE, insertOrder, type ParcelOrderInput } from '../../server/services/orders.ts';
import { OrderPlacement } from '../../server/services/order-placement.ts';
import { priceParcel } from '../../server/services/parcel-fee.ts';
import { PARCEL, makeApp, parcelOrderBody, type TestApp } from './helpers.ts';

// Wednesday 15 January 2025, 12:00 local: the demo stores are open.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
const PHARMACY = { moduleId: '3', zoneId: '[2,1]' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = makeApp({ now: () => NOW });
  token = await t.login();
});
afterAll(() => t.dispose());

const config = () =>
  JSON.parse(
    (t.db.prepare("SELECT value FROM settings WHERE key = 'config'").get() as { value: string }).value,
  ) as Config;
const balance = () => (t.db.prepare('SELECT wallet_balance AS b FROM users WHERE id = 1').get() as { b: number }).b;
const stockOf = (id: number) =>
  (t.db.prepare("SELECT json_extract(data, '$.stock') AS s FROM items WHERE id = ?").get(id) as { s: number }).s;

function parcelInput(cat: Catalog, extra: Partial<ParcelOrderInput> = {}): ParcelOrderInput {
  const category = cat.parcelCategories.find((p) => p.id === 2)!;
  return {
    ownerId: 1,
    isGuest: false,
    moduleId: category.module_id,
    orderType: 'parcel',
    paymentMethod: 'cash_on_delivery',
    category,
    zone: cat.zoneById.get(2)!,
    km: 3,
    dmTips: 5,
    address: { address: 'Road 27' },
    scheduleAt: null,
    note: null,
    extra: { parcel_category_id: category.id, charge_payer: 'sender' },
    ...extra,
  };
}

describe('One order insert: store orders, prescriptions and parcels', () => {
  it('Parcel: the one order insert prices it from its distance, category and zone, with no store and no lines', () => {
    const cat = new Catalog(t.db);
    const cfg = config();
    const input = parcelInput(cat);
    const placed = insertOrder(t.db, cat, cfg, NOW, input);
    expect(placed.total).toBe(priceParcel(cfg, input.category, input.zone, 3, 5).total);
    const row = t.db.prepare('SELECT store_id, order_amount, data FROM orders WHERE id = ?').get(placed.id) as {
      store_id: number | null;
      order_amount: number;
      data: string;
    };
    expect(row.store_id).toBeNull();
    expect(row.order_amount).toBe(placed.total);
    expect(JSON.parse(row.data)).toMatchObject({
      order_type: 'parcel',
      store_id: null,
      zone_id: 2,
      distance: 3,
      dm_tips: 5,
      order_amount: placed.total,
      charge_payer: 'sender',
    });
    expect(t.count('order_details', 'order_id = ?', placed.id)).toBe(0);
  });

  it("Parcel: cash above the zone's cash-on-delivery limit is refused by the one insert (403 order_amount)", () => {
    const cat = new Catalog(t.db);
    const before = t.count('orders');
    expect(() => insertOrder(t.db, cat, config(), NOW, parcelInput(cat, { dmTips: 6000 }))).toThrow(COD_LIMIT_MESSAGE);
    expect(t.count('orders')).toBe(before);
  });

  it('Wallet: a refusal after the insert (too little balance) leaves no order, the stock untaken and the cart kept', async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: PHARMACY,
      json: { item_id: 202, model: 'Item', price: 1, quantity: 2 },
    });
    const cart = t.count('carts', 'owner_id = 1 AND is_guest = 0');
    const stock = stockOf(202);
    const orders = t.count('orders');
    t.db.prepare('UPDATE users SET wallet_balance = 1 WHERE id = 1').run();
    const cat = new Catalog(t.db);
    const lines = [
      {
        item: cat.itemById.get(202)!,
        campaign: false,
        quantity: 2,
        unitPrice: cat.itemById.get(202)!.price,
        unitDiscount: 0,
        variation: [],
        addOns: [],
      },
    ];
    const order = {
      ownerId: 1,
      isGuest: false,
      store: cat.storeById.get(10)!,
      zone: cat.zoneById.get(2),
      moduleId: 3,
      lines,
      coupon: null,
      orderType: 'take_away',
      paymentMethod: 'wallet',
      km: 0,
      dmTips: 0,
      address: null,
      scheduleAt: null,
      note: null,
      extra: {},
    };
    const placement = new OrderPlacement(t.db, cat);
    const place = t.db.transaction(() =>
      placement.place(config(), NOW, order, { stockTracked: true, cartModuleId: 3, partial: false }),
    );
    expect(() => place()).toThrow('Insufficient wallet balance');
    expect([t.count('orders'), stockOf(202), t.count('carts', 'owner_id = 1 AND is_guest = 0'), balance()]).toEqual([
      orders,
      stock,
      cart,
      1,
    ]);
  });

  it('Pharmacy order from the cart paid from the wallet, retried with the same Idempotency-Key: one order, one debit, the stock taken once', async () => {
    t.db.prepare('UPDATE users SET wallet_balance = 5000 WHERE id = 1').run();
    t.db.prepare('DELETE FROM carts').run();
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: PHARMACY,
      json: { item_id: 202, model: 'Item', price: 1, quantity: 2 },
    });
    const stock = stockOf(202);
    const json = { order_amount: 1, payment_method: 'wallet', order_type: 'take_away', store_id: 10 };
    const send = () =>
      t.call('POST', '/api/v1/customer/order/place', {
        token,
        headers: { ...PHARMACY, 'Idempotency-Key': 'rx-wallet-1' },
        json,
      });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    const again = await send();
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(t.count('orders', "json_extract(data, '$.store_id') = 10 AND payment_method = 'wallet'")).toBe(1);
    expect(balance()).toBeCloseTo(5000 - first.body.total_ammount, 2);
    expect(stockOf(202)).toBe(stock - 2);
    expect(t.count('carts', 'owner_id = 1 AND is_guest = 0')).toBe(0);
  });

  it('Parcel paid from the wallet, retried with the same Idempotency-Key: one order and one debit', async () => {
    t.db.prepare('UPDATE users SET wallet_balance = 500 WHERE id = 1').run();
    const send = () =>
      t.call('POST', '/api/v1/customer/order/place', {
        token,
        headers: { ...PARCEL, 'Idempotency-Key': 'parcel-wallet-1' },
        json: parcelOrderBody({ payment_method: 'wallet' }),
      });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    const again = await send();
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(
      t.count('wallet_transactions', "reference = ? AND transaction_type = 'order_place'", String(first.body.order_id)),
    ).toBe(1);
    expect(t.count('orders', "json_extract(data, '$.order_type') = 'parcel' AND payment_method = 'wallet'")).toBe(1);
    expect(balance()).toBeCloseTo(500 - first.body.total_ammount, 2);
  });
});
