// Order place extras the checkout page sends (issue 13): prescription images and a partial wallet payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

const PHARMACY = { moduleId: '3', zoneId: '[2,1]' };
const FOOD = { moduleId: '1', zoneId: '[2,1]' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterAll(() => t.dispose());

function form(
  fields: Record<string, string | number>,
  files: Array<{ name: string; bytes: Uint8Array; type: string }>,
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  for (const file of files) f.append('order_attachment[]', new File([file.bytes], file.name, { type: file.type }));
  return f;
}

const takeAway = { order_amount: 0, payment_method: 'cash_on_delivery', order_type: 'take_away', store_id: 10 };

describe('Checkout: order place extras', () => {
  it('core §5: prescription images go as order_attachment (multipart); more than 3 or another format is refused', async () => {
    const cartAdd = () =>
      t.call('POST', '/api/v1/customer/cart/add', {
        token,
        headers: PHARMACY,
        json: { item_id: 202, model: 'Item', price: 1, quantity: 1 },
      });
    expect((await cartAdd()).status).toBe(200);
    const png = { name: 'rx.png', bytes: PNG, type: 'image/png' };
    const four = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: PHARMACY,
      form: form(takeAway, [png, png, png, png]),
    });
    expect(four.status).toBe(403);
    expect(four.body.errors[0]).toEqual({
      code: 'order_attachment',
      message: 'Maximum 3 images can be send at a time.',
    });
    const pdf = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: PHARMACY,
      form: form(takeAway, [{ name: 'rx.pdf', bytes: new Uint8Array([37, 80, 68, 70]), type: 'application/pdf' }]),
    });
    expect(pdf.body.errors[0].message).toBe(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
    const ok = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: PHARMACY,
      form: form(takeAway, [png, png]),
    });
    expect(ok.status).toBe(200);
    const row = t.db.prepare('SELECT data FROM orders WHERE id = ?').get(ok.body.order_id) as { data: string };
    expect(JSON.parse(row.data).order_attachment).toHaveLength(2);
  });

  it('acc §9 partial payment: the wallet pays what it holds, the rest stays to pay', async () => {
    const before = (await t.call('GET', '/api/v1/customer/info', { token, headers: { 'X-localization': 'en' } })).body
      .wallet_balance as number;
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
    // The wallet holds less than the order.
    t.db.prepare('UPDATE users SET wallet_balance = 100 WHERE id = 1').run();
    const r = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: { ...takeAway, store_id: 1, partial_payment: 1 },
    });
    expect(r.status).toBe(200);
    expect(r.body.total_ammount).toBeGreaterThan(100);
    const after = (await t.call('GET', '/api/v1/customer/info', { token, headers: { 'X-localization': 'en' } })).body
      .wallet_balance as number;
    expect(after).toBe(0);
    expect(before).toBeGreaterThan(0);
  });
});
