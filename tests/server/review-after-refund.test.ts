// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let demo: string;
let delivered: number;
beforeAll(async () => {
  t = makeApp();
  demo = await t.login();
  const orders = await t.call('GET', '/api/v1/customer/order/list?limit=10&offset=1', { token: demo });
  delivered = orders.body.orders.find((o: { order_status: string }) => o.order_status === 'delivered').id;
});
afterAll(() => t.dispose());

describe('Reviews after a refund request', () => {
  it('Reviews: a delivered order stays reviewable once a refund is requested for it', async () => {
    const refund = await t.call('POST', '/api/v1/customer/order/refund-request', {
      token: demo,
      json: { order_id: delivered, customer_reason: 'Arrived cold' },
    });
    expect(refund.status, refund.text).toBe(200);
    const review = await t.call('POST', '/api/v1/items/reviews/submit', {
      token: demo,
      json: { item_id: 5, order_id: delivered, rating: 4, comment: 'Good, but cold' },
    });
    expect(review.status, review.text).toBe(200);
  });
});
