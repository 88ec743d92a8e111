// Money on orders (accounts-and-money: wallet, partial payment, refunds, cash on delivery; core §5 cart
// limits): a partial payment is recorded, a cancelled paid order gives the money back, a cancelled order
// stays cancelled, and buying now obeys the cart's limits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstError, makeApp, type TestApp } from './helpers.ts';

const FOOD = { moduleId: '1', zoneId: '[2,1]' };
const GROCERY = { moduleId: '2', zoneId: '[2,1]' };
const BURGER = [{ item_id: 1, quantity: 2, variation: [{ name: 'Size', values: { label: ['Regular'] } }] }];
const CHICKEN = (quantity: number) => [{ item_id: 106, quantity }];

let t: TestApp;
let token: string;
const setup = async (config?: Record<string, unknown>) => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0), ...(config ? { config } : {}) });
  token = await t.login();
};
afterEach(() => t.dispose());

const wallet = () => (t.db.prepare('SELECT wallet_balance AS w FROM users WHERE id = 1').get() as { w: number }).w;
const stockOf = (id: number) => {
  const n = (t.db.prepare('SELECT stock FROM items WHERE id = ?').get(id) as { stock: number }).stock;
  expect(n).toBeGreaterThan(0);
  return n;
};
const buyNow = (headers: Record<string, string>, store: number, cart: unknown[], extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/customer/order/place', {
    token,
    headers,
    json: {
      order_amount: 0,
      payment_method: 'digital_payment',
      order_type: 'take_away',
      store_id: store,
      is_buy_now: 1,
      cart: JSON.stringify(cart),
      ...extra,
    },
  });
const orderOf = async (id: number) => {
  const r = await t.call('GET', `/api/v1/customer/order/track?order_id=${id}`, { token });
  expect(r.status).toBe(200);
  return r.body;
};
const cancel = (id: number) =>
  t.call('PUT', '/api/v1/customer/order/cancel', { token, json: { order_id: id, reason: 'Changed my mind' } });
const toCash = (id: number) =>
  t.call('PUT', '/api/v1/customer/order/payment-method', { token, json: { order_id: id } });

describe('partial payments and refunds', () => {
  beforeEach(() => setup());

  it('acc §9 partial payment: the wallet part is recorded on the order, which asks only the rest', async () => {
    t.db.prepare('UPDATE users SET wallet_balance = 100 WHERE id = 1').run();
    const r = await buyNow(FOOD, 1, BURGER, { payment_method: 'cash_on_delivery', partial_payment: 1 });
    expect(r.status).toBe(200);
    const o = await orderOf(r.body.order_id);
    expect(o.payment_status).toBe('partially_paid');
    expect(o.partially_paid_amount).toBe(100);
    expect(o.payments).toEqual([
      expect.objectContaining({ amount: 100, payment_status: 'paid', payment_method: 'wallet' }),
      expect.objectContaining({
        amount: Math.round((o.order_amount - 100) * 100) / 100,
        payment_status: 'unpaid',
        payment_method: 'cash_on_delivery',
      }),
    ]);
    expect(wallet()).toBe(0);
  });

  it('acc §Refunds: cancelling a partly paid order puts the wallet part back and the order says so', async () => {
    t.db.prepare('UPDATE users SET wallet_balance = 100 WHERE id = 1').run();
    const r = await buyNow(FOOD, 1, BURGER, { payment_method: 'cash_on_delivery', partial_payment: 1 });
    expect((await cancel(r.body.order_id)).status).toBe(200);
    expect(wallet()).toBe(100);
    const o = await orderOf(r.body.order_id);
    expect(o.payment_status).toBe('refunded');
    expect(o.refund).toMatchObject({ refund_amount: 100, refund_method: 'wallet', refund_status: 'refunded' });
    // Cancelling again gives nothing more.
    await cancel(r.body.order_id);
    expect(wallet()).toBe(100);
  });

  it('acc §Refunds: cancelling a wallet-paid order puts the whole amount back in the wallet', async () => {
    const before = wallet();
    const r = await buyNow(FOOD, 1, BURGER, { payment_method: 'wallet' });
    expect(r.status).toBe(200);
    expect(wallet()).toBe(Math.round((before - r.body.total_ammount) * 100) / 100);
    await cancel(r.body.order_id);
    expect(wallet()).toBe(before);
    expect(
      t.count(
        'wallet_transactions',
        "user_id = 1 AND transaction_type = 'order_refund' AND reference = ?",
        String(r.body.order_id),
      ),
    ).toBe(1);
  });

  it('acc §Cash on delivery: a cancelled order cannot be revived by switching it to cash, nor give its stock back twice', async () => {
    const start = stockOf(106);
    const r = await buyNow(GROCERY, 6, CHICKEN(10));
    expect(r.status).toBe(200);
    for (let round = 0; round < 3; round++) {
      expect((await cancel(r.body.order_id)).status).toBe(200);
      const sw = await toCash(r.body.order_id);
      expect(sw.status).toBe(403);
      expect(firstError(sw.body).code).toBe('order');
    }
    expect(stockOf(106)).toBe(start);
    expect((await orderOf(r.body.order_id)).order_status).toBe('canceled');
  });

  it('acc §Cash on delivery: a failed digital order over the zone limit cannot switch to cash; under it, it can', async () => {
    const big = await buyNow(FOOD, 1, [{ ...BURGER[0], quantity: 30 }]);
    expect(big.status).toBe(200);
    expect(big.body.total_ammount).toBeGreaterThan(5000);
    t.db.prepare("UPDATE orders SET order_status = 'failed' WHERE id = ?").run(big.body.order_id);
    const refused = await toCash(big.body.order_id);
    expect(refused.status).toBe(403);
    expect(firstError(refused.body).code).toBe('order_amount');
    const small = await buyNow(FOOD, 1, BURGER);
    t.db.prepare("UPDATE orders SET order_status = 'failed' WHERE id = ?").run(small.body.order_id);
    expect((await toCash(small.body.order_id)).status).toBe(200);
    const o = await orderOf(small.body.order_id);
    expect([o.order_status, o.payment_method]).toEqual(['pending', 'cash_on_delivery']);
  });
});

describe('refund without the wallet setting', () => {
  beforeEach(() => setup({ wallet_add_refund: 0 }));

  it('acc §Refunds: with refunds to wallet off, a cancelled wallet-paid order opens a refund request instead', async () => {
    const before = wallet();
    const r = await buyNow(FOOD, 1, BURGER, { payment_method: 'wallet' });
    await cancel(r.body.order_id);
    expect(wallet()).toBe(Math.round((before - r.body.total_ammount) * 100) / 100);
    const o = await orderOf(r.body.order_id);
    expect(o.payment_status).toBe('paid');
    expect(o.refund).toMatchObject({
      refund_amount: r.body.total_ammount,
      refund_method: 'manual',
      refund_status: 'pending',
    });
  });
});

describe('buy now obeys the cart limits', () => {
  beforeEach(() => setup());

  it('core §5 Cart: buying now more than the maximum cart quantity, or an absurd quantity, is refused', async () => {
    const lassi = await buyNow(FOOD, 1, [{ item_id: 5, quantity: 50 }]);
    expect(lassi.status).toBe(403);
    expect(firstError(lassi.body).code).toBe('cart_item_limit');
    const split = await buyNow(FOOD, 1, [
      { item_id: 5, quantity: 2 },
      { item_id: 5, quantity: 2 },
    ]);
    expect(firstError(split.body).code).toBe('cart_item_limit');
    const huge = await buyNow(GROCERY, 6, CHICKEN(1e15));
    expect(huge.status).toBe(403);
    expect(t.count('orders', 'owner_id = 1 AND order_amount > 1000000')).toBe(0);
  });

  it('core §5 Cart: two lines of one item together may not take more than its stock', async () => {
    const stock = stockOf(106);
    const r = await buyNow(GROCERY, 6, [...CHICKEN(stock), ...CHICKEN(stock)]);
    expect(r.status).toBe(403);
    expect(firstError(r.body).code).toBe('cart_item');
    expect(stockOf(106)).toBe(stock);
  });
});
