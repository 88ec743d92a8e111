// @vitest-environment node
/**
 * issue 13 item 7 and 10: the server charges from its own catalogue and cart, by the rules of acc §9, and
 * refuses by the codes of api §3.7 / §3.6.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, firstError, makeApp, type TestApp } from './helpers.ts';
import { Catalog } from '../../server/catalog/catalog.ts';
import { insertOrder, orderOut, priceOrder, type OrderInput } from '../../server/services/orders.ts';
import type { Config } from '../../server/catalog/settings.ts';
import { url } from '../../server/http/respond.ts';

vi.setConfig({ testTimeout: 30_000 });

// Wednesday 15 January 2025, 12:00 local: Pizza Palace (09:00–23:00, self-delivery, zone 2 +10%) is open.
const NOW = new Date(2025, 0, 15, 12, 0, 0);
const NO_ADMIN_FREE = { admin_free_delivery: { status: false, type: null, free_delivery_over: null } };
let t: TestApp;
let guest: number;

beforeEach(async () => {
  t = makeApp({ now: () => NOW, config: NO_ADMIN_FREE as never });
  guest = await t.guest();
});
afterEach(() => t.dispose());

const CONTACT = { contact_person_name: 'Gus', contact_person_number: '+8801711112222' };
// Pizza Palace (store 2) sits in zone 2 (Dhanmondi).
const AT = { latitude: 23.7461, longitude: 90.3742, address: 'Lake Road' };

// Veggie Supreme Pizza, 450 (Small, Thin crust add nothing), 10% off; Margherita 380 (Small).
const VEGGIE = {
  item_id: 3,
  variation: [
    { name: 'Size', values: { label: ['Small'] } },
    { name: 'Crust', values: { label: ['Thin'] } },
  ],
};
const MARGHERITA = { item_id: 10, variation: [{ name: 'Size', values: { label: ['Small'] } }] };
const add = (json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/customer/cart/add', {
    headers: FOOD,
    json: { guest_id: guest, model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [], ...json },
  });
const place = (json: Record<string, unknown>, headers: Record<string, string> = FOOD) =>
  t.call('POST', '/api/v1/customer/order/place', {
    headers,
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

describe('acc §9 the server charge', () => {
  it('acc §9 charge: priced from the catalogue whatever price and order_amount are posted; every rule adds up', async () => {
    // Veggie Supreme Pizza: 450, 10% off. Posted at 0.01.
    expect((await add({ ...VEGGIE, price: 0.01, quantity: 2 })).status).toBe(200);
    const r = await place({ coupon_code: 'WELCOME10', dm_tips: 20, extra_packaging_amount: 999 });
    expect(r.status, r.text).toBe(200);
    // 900 − 90 item discount = 810; WELCOME10 10% = 81 → 729; tax 5% added 36.45; self-delivery 2 km × 12
    // below its minimum 30, +10% zone increase 3 → 33; tip 20; service charge 10; packaging at the
    // store's own 10 (not the posted 999).
    expect(r.body.total_ammount).toBe(838.45);
    expect(await track(r.body.order_id)).toMatchObject({
      order_amount: 838.45,
      coupon_discount_amount: 81,
      store_discount_amount: 90,
      total_tax_amount: 36.45,
      delivery_charge: 33,
      dm_tips: 20,
      additional_charge: 10,
      extra_packaging_amount: 10,
    });
  });

  it('acc §9 charge: tax included is not added; take-away pays no delivery and no tip', async () => {
    const incl = makeApp({
      now: () => NOW,
      config: { ...NO_ADMIN_FREE, tax_included: 1, additional_charge_status: 0 } as never,
    });
    try {
      const g = await incl.guest();
      await incl.call('POST', '/api/v1/customer/cart/add', {
        headers: FOOD,
        json: { guest_id: g, model: 'Item', ...VEGGIE, price: 1, quantity: 1 },
      });
      const r = await incl.call('POST', '/api/v1/customer/order/place', {
        headers: FOOD,
        json: {
          guest_id: g,
          ...CONTACT,
          order_amount: 1,
          payment_method: 'cash_on_delivery',
          order_type: 'take_away',
          store_id: 2,
          dm_tips: 50,
        },
      });
      expect(r.status, r.text).toBe(200);
      // 450 − 45 = 405, tax inside: 405 × 5 / 105 = 19.29
      expect(r.body.total_ammount).toBe(405);
      const o = (
        await incl.call(
          'GET',
          `/api/v1/customer/order/track?order_id=${r.body.order_id}&guest_id=${g}&contact_number=${encodeURIComponent(CONTACT.contact_person_number)}`,
        )
      ).body;
      expect(o).toMatchObject({ total_tax_amount: 19.29, delivery_charge: 0, dm_tips: 0 });
    } finally {
      incl.dispose();
    }
  });

  it('acc §9 charge: a free_delivery coupon frees the delivery and takes no money', async () => {
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    const r = await place({ coupon_code: 'FREESHIP' });
    expect(await track(r.body.order_id)).toMatchObject({ delivery_charge: 0, coupon_discount_amount: 0 });
    // 405 + 20.25 tax + 10 service charge
    expect(r.body.total_ammount).toBe(435.25);
  });

  it('acc §9 charge: a coupon below its minimum purchase gives nothing; at the minimum it applies', async () => {
    // Burger Barn (store 1, free delivery): Mango Lassi 120; WELCOME10 needs 200.
    const burgerBarn = { store_id: 1, latitude: 23.7557, longitude: 90.3753 };
    await add({ item_id: 5, price: 1, quantity: 1 });
    const below = await place({ ...burgerBarn, coupon_code: 'WELCOME10' });
    expect(below.status, below.text).toBe(200);
    expect((await track(below.body.order_id)).coupon_discount_amount).toBe(0);
    await add({ item_id: 5, price: 1, quantity: 2 });
    const at = await place({ ...burgerBarn, coupon_code: 'WELCOME10' });
    expect((await track(at.body.order_id)).coupon_discount_amount).toBe(24);
  });

  it('acc §9 charge: a zone_wise coupon applies in its zone', async () => {
    await add({ ...MARGHERITA, price: 1, quantity: 1 });
    const r = await place({ coupon_code: 'ZONE50' });
    expect((await track(r.body.order_id)).coupon_discount_amount).toBe(50);
  });
});

describe('api §3.7 refusals at order place', () => {
  it('api §3.6 coupon at order place: 404 unknown, 407 expired, 406 used up, 403 other store; the cart stays', async () => {
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    const codes = async (code: string) => {
      const r = await place({ coupon_code: code });
      return [r.status, firstError(r.body).code];
    };
    expect(await codes('NOPE')).toEqual([404, 'coupon']);
    expect(await codes('OLD2020')).toEqual([407, 'coupon']);
    expect(await codes('BURGER20')).toEqual([403, 'coupon']);
    expect((await place({ coupon_code: 'ONCE' })).status).toBe(200);
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    expect(await codes('ONCE')).toEqual([406, 'coupon']);
    const cart = await t.call('GET', `/api/v1/customer/cart/list?guest_id=${guest}`, { headers: FOOD });
    expect(cart.body).toHaveLength(1);
  });

  it('api §3.7 schedule: a slot at the opening time is taken; past 406; closed hours 406; scheduling off 403 schedule_at', async () => {
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    const tomorrow = (hm: string) => `2025-01-16 ${hm}:00`;
    expect(firstError((await place({ schedule_at: '2025-01-15 10:00:00' })).body)).toMatchObject({
      code: 'order_time',
    });
    const closedHours = await place({ schedule_at: tomorrow('23:30') });
    expect([closedHours.status, firstError(closedHours.body).code]).toEqual([406, 'order_time']);
    const off = makeApp({ now: () => NOW, config: { schedule_order: false } as never });
    try {
      const g = await off.guest();
      await off.call('POST', '/api/v1/customer/cart/add', {
        headers: FOOD,
        json: { guest_id: g, model: 'Item', ...VEGGIE, price: 1, quantity: 1 },
      });
      const r = await off.call('POST', '/api/v1/customer/order/place', {
        headers: FOOD,
        json: {
          guest_id: g,
          ...CONTACT,
          order_amount: 1,
          payment_method: 'cash_on_delivery',
          order_type: 'take_away',
          store_id: 2,
          schedule_at: tomorrow('12:00'),
        },
      });
      expect([r.status, firstError(r.body).code]).toEqual([403, 'schedule_at']);
    } finally {
      off.dispose();
    }
    const opening = await place({ schedule_at: tomorrow('09:00') });
    expect(opening.status, opening.text).toBe(200);
    expect(await track(opening.body.order_id)).toMatchObject({ scheduled: 1 });
  });

  it('api §3.7 stock: more than the stock → 403 cart_item, nothing ordered', async () => {
    // Grocery keeps stock: Fresh Mart item with stock, asked for beyond it by buy-now.
    const GROCERY = { moduleId: '2', zoneId: '[2,1]' };
    const item = t.db
      .prepare('SELECT id, stock FROM items WHERE store_id = 6 AND stock > 0 ORDER BY id LIMIT 1')
      .get() as { id: number; stock: number };
    const r = await place(
      {
        store_id: 6,
        is_buy_now: 1,
        cart: JSON.stringify([
          { item_id: item.id, model: 'Item', quantity: item.stock + 1, variation: [], add_on_ids: [], add_on_qtys: [] },
        ]),
        latitude: 23.7563,
        longitude: 90.3662,
      },
      GROCERY,
    );
    expect([r.status, firstError(r.body).code]).toEqual([403, 'cart_item']);
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(0);
  });

  it('Checkout: the cash-on-delivery limit refuses cash above it (403 order_amount) and takes a digital payment', async () => {
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    // 12 pizzas: 12 × 405 = 4860 + tax 243 > 5000
    t.db.prepare('UPDATE carts SET quantity = 12').run();
    const cod = await place({});
    expect(cod.status).toBe(403);
    expect(firstError(cod.body)).toEqual({
      code: 'order_amount',
      message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method.',
    });
    expect((await place({ payment_method: 'digital_payment' })).status).toBe(200);
  });

  it('Checkout: a second submit of the same cart makes no second order (the cart is gone: 403 cart)', async () => {
    await add({ ...VEGGIE, price: 1, quantity: 1 });
    const [a, b] = await Promise.all([place({}), place({})]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(firstError((a.status === 403 ? a : b).body)).toEqual({ code: 'cart', message: 'Cart is empty' });
    expect(t.count('orders', 'owner_id = ? AND is_guest = 1', guest)).toBe(1);
  });
});

describe('Checkout: order records (checkout-needs)', () => {
  const setup = () => {
    const cat = new Catalog(t.db);
    const cfg = JSON.parse(
      (t.db.prepare("SELECT value FROM settings WHERE key = 'config'").get() as { value: string }).value,
    ) as Config;
    const store = cat.storeById.get(2)!;
    const item = cat.itemById.get(10)!;
    const o: OrderInput = {
      ownerId: guest,
      isGuest: true,
      store,
      zone: cat.zoneById.get(2),
      moduleId: 1,
      lines: [{ item, campaign: false, quantity: 1, unitPrice: 380, unitDiscount: 0, variation: [], addOns: [] }],
      coupon: null,
      orderType: 'take_away',
      paymentMethod: 'cash_on_delivery',
      km: 0,
      dmTips: 0,
      address: null,
      scheduleAt: null,
      note: null,
      extra: {},
    };
    return { cat, cfg, o };
  };

  it('Checkout: partial payment: the order records min(wallet balance, total) as partially paid', () => {
    const { cat, cfg, o } = setup();
    const total = priceOrder(cat, cfg, NOW, o).total;
    const some = insertOrder(t.db, cat, cfg, NOW, { ...o, partialWallet: 100.5 });
    expect(some.partiallyPaid).toBe(100.5);
    const row = JSON.parse(
      (t.db.prepare('SELECT data FROM orders WHERE id = ?').get(some.id) as { data: string }).data,
    );
    expect(row.partially_paid_amount).toBe(100.5);
    expect(insertOrder(t.db, cat, cfg, NOW, { ...o, partialWallet: 99999 }).partiallyPaid).toBe(total);
    expect(insertOrder(t.db, cat, cfg, NOW, o).partiallyPaid).toBe(0);
  });

  it('Checkout prescription: order_attachment names become absolute order_attachment_full_url', () => {
    const { cat } = setup();
    const out = orderOut(cat, { store_id: 2, module_id: 3, order_attachment: ['rx 1.png'] }, () => null);
    // url() marks the origin, which the response writer replaces with the host the client reached.
    expect(out.order_attachment_full_url).toEqual([url('/storage/profile/rx%201.png')]);
    expect(orderOut(cat, { store_id: 2, module_id: 3 }, () => null).order_attachment_full_url).toEqual([]);
  });
});
