// Wallet and loyalty balances under concurrent requests (accounts-and-money: wallet, loyalty points):
// many requests sent together never mint wallet money nor overdraw a balance.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstError, makeApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const balances = () =>
  t.db.prepare('SELECT wallet_balance AS wallet, loyalty_point AS points FROM users WHERE id = 1').get() as {
    wallet: number;
    points: number;
  };
const FOOD = { moduleId: '1', zoneId: '[2,1]' };

describe('wallet and loyalty points under concurrent requests', () => {
  it('acc §Loyalty points: 50 transfers of all 250 points sent together move them once (+25 in the wallet, never below zero)', async () => {
    const before = balances();
    expect(before.points).toBe(250);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/v1/customer/loyalty-point/point-transfer', { token, json: { point: 250 } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(403);
      expect(firstError(a.body).code).toBe('point');
    }
    const after = balances();
    expect(after.points).toBe(0);
    expect(after.wallet).toBe(before.wallet + 25);
    expect(t.count('wallet_transactions', "user_id = 1 AND transaction_type = 'loyalty_point'")).toBe(2);
  });

  it('acc §Wallet: 50 wallet-paid orders sent together never take the wallet below zero', async () => {
    const add = await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: {
        item_id: 1,
        model: 'Item',
        price: 250,
        quantity: 2,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      },
    });
    expect(add.status).toBe(200);
    // Fill the cart of each request by buying now, so every request carries its own lines.
    const one = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: { order_amount: 0, payment_method: 'wallet', order_type: 'take_away', store_id: 1 },
    });
    expect(one.status).toBe(200);
    const price = one.body.total_ammount as number;
    t.db.prepare('UPDATE users SET wallet_balance = ? WHERE id = 1').run(price * 3);
    const buyNow = {
      order_amount: 0,
      payment_method: 'wallet',
      order_type: 'take_away',
      store_id: 1,
      is_buy_now: 1,
      cart: JSON.stringify([
        { item_id: 1, quantity: 2, variation: [{ name: 'Size', values: { label: ['Regular'] } }] },
      ]),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/v1/customer/order/place', { token, headers: FOOD, json: buyNow }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(balances().wallet).toBe(0);
    const ledger = t.db.prepare('SELECT MIN(balance) AS low FROM wallet_transactions WHERE user_id = 1').get() as {
      low: number;
    };
    expect(ledger.low).toBeGreaterThanOrEqual(0);
  });
});
