// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, makeApp, secondCustomer, type TestApp } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});
afterEach(() => t.dispose());

const codes = (body: unknown) => (body as { code: string }[]).map((c) => c.code);

describe('acc §9 Coupons: the server decides what is available', () => {
  it('acc §9 Coupons: a once-only coupon the customer has used is not listed as available; a new customer still sees it', async () => {
    const mine = await t.call('GET', '/api/v1/coupon/list', { token, headers: FOOD });
    expect(codes(mine.body)).not.toContain('ONCE');
    expect(codes(mine.body)).toContain('FREESHIP');
    const other = await secondCustomer(t);
    const theirs = await t.call('GET', '/api/v1/coupon/list', { token: other, headers: FOOD });
    expect(codes(theirs.body)).toContain('ONCE');
  });
});

describe("more §8.1 the platform's parcel home sections", () => {
  const PARCEL = { moduleId: '5', zoneId: '[2,1]' };
  it('more §8.1 other-banners/why-choose answers the cards of the parcel home, not 404', async () => {
    const r = await t.call('GET', '/api/v1/other-banners/why-choose', { headers: PARCEL });
    expect(r.status).toBe(200);
    expect(r.body.banners.length).toBeGreaterThan(0);
    expect(r.body.banners[0]).toMatchObject({
      module_id: 5,
      status: 1,
      title: expect.any(String),
      short_description: expect.any(String),
      image_full_url: expect.stringContaining('/storage/'),
    });
    expect((await t.call('GET', '/api/v1/other-banners/why-choose', { headers: FOOD })).body).toEqual({
      banners: [],
      why_choose_url: expect.any(String),
      why_choose_s3_url: expect.any(String),
    });
  });
  it('more §8.1 other-banners/video-content answers its section, with keys only when set', async () => {
    const r = await t.call('GET', '/api/v1/other-banners/video-content', { headers: PARCEL });
    expect(r.status).toBe(200);
    expect(r.body.banner_contents.map((row: { key: string }) => row.key)).toEqual([
      'content1_title',
      'content1_subtitle',
      'content2_title',
      'content2_subtitle',
      'content3_title',
      'content3_subtitle',
    ]);
    expect(r.body.banner_contents[0]).toMatchObject({ key: 'content1_title', value: expect.any(String) });
    expect(r.body).toMatchObject({ banner_type: 'image', banner_image_full_url: expect.stringContaining('/storage/') });
    expect(r.body).not.toHaveProperty('banner_video');
  });
});

describe('more §10 order/track carries its module', () => {
  it("more §10 order/track: the platform's order details read module.module_type", async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: {
        item_id: 1,
        model: 'Item',
        price: 250,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      },
    });
    const placed = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: {
        order_amount: 0,
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: 1,
        distance: 1.5,
        address: 'Road 27',
        latitude: 23.7557,
        longitude: 90.3753,
      },
    });
    expect(placed.status).toBe(200);
    const track = await t.call('GET', `/api/v1/customer/order/track?order_id=${placed.body.order_id}`, {
      token,
      headers: FOOD,
    });
    expect(track.body.module).toMatchObject({ id: 1, module_type: 'food' });
  });
});
