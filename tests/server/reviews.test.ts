// @vitest-environment node
/** issue 18: reviews after delivery (items/reviews/submit, delivery-man/reviews/submit): own delivered order only, once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, secondCustomer, type TestApp } from './helpers.ts';

let t: TestApp;
let demo: string;
let other: string;
let delivered: number;
let canceled: number;

beforeAll(async () => {
  t = makeApp();
  demo = await t.login();
  other = await secondCustomer(t);
  const orders = await t.call('GET', '/api/v1/customer/order/list?limit=10&offset=1', { token: demo });
  delivered = orders.body.orders.find((o: { order_status: string }) => o.order_status === 'delivered').id;
  canceled = orders.body.orders.find((o: { order_status: string }) => o.order_status === 'canceled').id;
});
afterAll(() => t.dispose());

const item = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/items/reviews/submit', { token, json: body });
const courier = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/delivery-man/reviews/submit', { token, json: body });

describe('item reviews', () => {
  it('Reviews: a review needs a token', async () => {
    const r = await t.call('POST', '/api/v1/items/reviews/submit', {
      json: { item_id: 5, order_id: delivered, rating: 4, comment: 'x' },
    });
    expect(r.status).toBe(401);
  });

  it("Reviews: another customer cannot review the demo customer's order", async () => {
    const r = await item(other, { item_id: 5, order_id: delivered, rating: 4, comment: 'Not mine' });
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('order_id');
  });

  it('Reviews: only a delivered order, and only its items, can be reviewed', async () => {
    expect((await item(demo, { item_id: 101, order_id: canceled, rating: 4, comment: 'x' })).status).toBe(403);
    const notInOrder = await item(demo, { item_id: 3, order_id: delivered, rating: 4, comment: 'x' });
    expect(notInOrder.status).toBe(403);
    expect(notInOrder.body.errors[0].code).toBe('item_id');
  });

  it('core §9 rating precision 0.5: 4.5 is accepted, 4.3 and 6 are not', async () => {
    expect((await item(demo, { item_id: 5, order_id: delivered, rating: 4.3, comment: 'x' })).status).toBe(403);
    expect((await item(demo, { item_id: 5, order_id: delivered, rating: 6, comment: 'x' })).status).toBe(403);
    const before = await t.call('GET', '/api/v1/items/details/5', { headers: { moduleId: '1' } });
    const ok = await item(demo, { item_id: 5, order_id: delivered, rating: 4.5, comment: 'Crispy and hot' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ message: 'Review submitted successfully' });
    const list = await t.call('GET', '/api/v1/items/reviews/5', { headers: { moduleId: '1' } });
    expect(list.body.reviews.find((r: { order_id: number }) => r.order_id === delivered)).toMatchObject({
      rating: 4.5,
      comment: 'Crispy and hot',
      customer: { f_name: 'Demo' },
    });
    const after = await t.call('GET', '/api/v1/items/details/5', { headers: { moduleId: '1' } });
    expect(after.body.rating_count).toBe(before.body.rating_count + 1);
    const store = await t.call('GET', `/api/v1/stores/reviews?store_id=${after.body.store_id}`, {
      headers: { moduleId: '1' },
    });
    expect(store.body[0]).toMatchObject({ item_id: 5, comment: 'Crispy and hot', item_name: after.body.name });
  });

  it('core §4 product page reviews: newest first, in pages of ten, so the review just written heads the first page', async () => {
    const page = await t.call('GET', '/api/v1/items/reviews/5?limit=10&offset=1', { headers: { moduleId: '1' } });
    expect(page.body).toMatchObject({ limit: '10', offset: '1' });
    expect(page.body.reviews[0]).toMatchObject({ order_id: delivered, comment: 'Crispy and hot' });
    // The burger's seeded reviews, written on different days: the newest comes first.
    const burger = await t.call('GET', '/api/v1/items/reviews/1?limit=10&offset=1', { headers: { moduleId: '1' } });
    const stamps = (burger.body.reviews as { created_at: string }[]).map((r) => r.created_at);
    expect(new Set(stamps).size).toBeGreaterThan(1);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('Reviews: an item of an order is reviewed once', async () => {
    const again = await item(demo, { item_id: 5, order_id: delivered, rating: 3, comment: 'Changed my mind' });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe('review');
  });

  it('Reviews: the review reminder stops once the order is reviewed', async () => {
    const r = await t.call('GET', '/api/v1/customer/review-reminder', { token: demo });
    expect(r.body.order_id).toBeNull();
  });
});

describe('courier reviews', () => {
  it('Reviews: only the courier who delivered the order, on the customer’s own order', async () => {
    expect((await courier(other, { delivery_man_id: 1, order_id: delivered, rating: 5, comment: 'x' })).status).toBe(
      403,
    );
    const wrong = await courier(demo, { delivery_man_id: 2, order_id: delivered, rating: 5, comment: 'x' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0].code).toBe('delivery_man_id');
  });

  it('Reviews: the courier review is kept once and shows in the courier’s reviews', async () => {
    const ok = await courier(demo, {
      delivery_man_id: 1,
      order_id: delivered,
      rating: 5,
      comment: 'Fast and friendly',
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await courier(demo, { delivery_man_id: 1, order_id: delivered, rating: 4, comment: 'again' })).status).toBe(
      403,
    );
    const list = await t.call('GET', '/api/v1/delivery-man/reviews/1', { token: demo });
    expect(list.body.delivery_man).toMatchObject({ id: 1, f_name: 'Rahim', rating_count: 1, avg_rating: 5 });
    expect(list.body.reviews[0]).toMatchObject({
      order_id: delivered,
      comment: 'Fast and friendly',
      customer: { f_name: 'Demo' },
    });
  });

  it('Reviews: the courier on the order answer carries the rating the reviews make (not a fixed 0)', async () => {
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${delivered}`, { token: demo });
    expect(track.body.delivery_man).toMatchObject({ id: 1, rating_count: 1, avg_rating: 5 });
    const orders = await t.call('GET', '/api/v1/customer/order/list?limit=10&offset=1', { token: demo });
    expect(orders.body.orders.find((o: { id: number }) => o.id === delivered).delivery_man).toMatchObject({
      rating_count: 1,
      avg_rating: 5,
    });
  });

  it('Reviews: reviews survive a restart', async () => {
    t.reopen();
    const list = await t.call('GET', '/api/v1/delivery-man/reviews/1', { token: demo });
    expect(list.body.reviews).toHaveLength(1);
    const items = await t.call('GET', '/api/v1/items/reviews/5', { headers: { moduleId: '1' } });
    expect(items.body.reviews.some((r: { order_id: number }) => r.order_id === delivered)).toBe(true);
  });
});
