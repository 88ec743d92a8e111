// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOOD, GROCERY, SHOP, firstError, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

beforeAll(() => {
  // Wednesday 12:00 local time: daytime stores open, the 03:00–04:00 item closed.
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});

afterAll(() => t.dispose());

describe('items', () => {
  it('api §3.2 items/latest needs store_id, category_id, limit, offset', async () => {
    const r = await t.call('GET', '/api/v1/items/latest', { headers: FOOD });
    expect(r.status).toBe(403);
    expect(r.body.errors.map((e: any) => e.code)).toEqual(['store_id', 'category_id', 'limit', 'offset']);
  });

  it('api §3.2 items/latest filters by store and category and returns categories', async () => {
    const r = await t.call('GET', '/api/v1/items/latest?store_id=2&category_id=0&limit=10&offset=1', { headers: FOOD });
    expect(r.body.products.every((p: any) => p.store_id === 2)).toBe(true);
    expect(r.body.categories.length).toBeGreaterThan(0);
    const cat = await t.call('GET', '/api/v1/items/latest?store_id=0&category_id=5&limit=10&offset=1', {
      headers: FOOD,
    });
    expect(cat.body.products.map((p: any) => p.name).sort()).toEqual(['Margherita Pizza', 'Veggie Supreme Pizza']);
  });

  it('api §5.1 item shape: food variations, add-ons, category ids as strings, availability window', async () => {
    const r = await t.call('GET', '/api/v1/items/details/3', { headers: FOOD });
    expect(r.status).toBe(200);
    expect(r.body.food_variations[1]).toMatchObject({ name: 'Crust', type: 'multi', min: 1, max: 2, required: 'on' });
    expect(r.body.food_variations[0].values[1]).toEqual({ label: 'Medium', optionPrice: '150' });
    expect(r.body.add_ons.map((a: any) => a.name)).toContain('Olives');
    expect(r.body.category_ids[0]).toEqual({ id: '4', position: 1, name: 'Pizza' });
    expect(r.body.description).toContain('<script>'); // stored as given: clients sanitize
    expect(r.body.store_details.id).toBe(2);
    expect(r.body.variations).toEqual([]);
    const cake = await t.call('GET', '/api/v1/items/details/chocolate-lava-cake', { headers: FOOD });
    expect(cake.body.available_time_starts).toBe('03:00:00');
    const biryani = await t.call('GET', '/api/v1/items/details/6', { headers: FOOD });
    expect(biryani.body.food_variations).toBe('');
  });

  it('api §5.1 non-food items: choice options and per-variation stock', async () => {
    const r = await t.call('GET', '/api/v1/items/details/301', { headers: SHOP });
    expect(r.body.choice_options).toEqual([
      { name: 'choice_1', title: 'Color', options: ['Red', 'Blue'] },
      { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
    ]);
    expect(r.body.variations.find((v: any) => v.type === 'Red-L').stock).toBe(0);
    const milk = await t.call('GET', '/api/v1/items/details/103', { headers: GROCERY });
    expect(milk.body.stock).toBe(0);
  });

  it('api §3.2 items/details: unknown id or other module → 404 object error', async () => {
    const r = await t.call('GET', '/api/v1/items/details/424242', { headers: FOOD });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: { code: 'product-001', message: 'Not found' } });
    const wrongModule = await t.call('GET', '/api/v1/items/details/101', { headers: FOOD });
    expect(wrongModule.status).toBe(404);
  });

  it('api §3.2 items/popular without limit/offset: top 50 with null limit/offset', async () => {
    const r = await t.call('GET', '/api/v1/items/popular', { headers: FOOD });
    expect(r.body.limit).toBeNull();
    expect(r.body.products[0].order_count).toBeGreaterThanOrEqual(r.body.products[1].order_count);
  });

  it('more §8.3 flash sale items report flash_sale 1 everywhere', async () => {
    const r = await t.call('GET', '/api/v1/items/details/303', { headers: SHOP });
    expect(r.body.flash_sale).toBe(1);
    expect(r.body.discount).toBe(15);
    const items = await t.call('GET', '/api/v1/flash-sales/items?flash_sale_id=1', { headers: SHOP });
    expect(items.body.flash_sale.title).toBe('Gadget Flash Sale');
    expect(items.body.products[0].item.id).toBe(303);
    const noId = await t.call('GET', '/api/v1/flash-sales/items', { headers: SHOP });
    expect(firstError(noId.body).code).toBe('flash_sale_id');
    const none = await t.call('GET', '/api/v1/flash-sales/items?flash_sale_id=1', {
      headers: { moduleId: '3', zoneId: '[1]' },
    });
    expect(none.status).toBe(403);
    expect(firstError(none.body)).toEqual({ code: 'flash_sale', message: 'Not found' });
  });

  it('more §8.4 items/discounted: biggest discount first', async () => {
    const r = await t.call('GET', '/api/v1/items/discounted?limit=10&offset=1', { headers: GROCERY });
    expect(r.body.products.length).toBeGreaterThan(0);
    expect(r.body.products.every((p: any) => p.discount > 0)).toBe(true);
  });

  it('more §8.1–8.2 banners and campaigns', async () => {
    const b = await t.call('GET', '/api/v1/banners', { headers: FOOD });
    expect(b.body.banners.map((x: any) => x.type)).not.toContain('item_wise');
    expect(b.body.banners.find((x: any) => x.type === 'store_wise').store.id).toBe(1);
    const noZone = await t.call('GET', '/api/v1/campaigns/basic', { headers: { moduleId: '1' } });
    expect(noZone.status).toBe(200);
    expect(firstError(noZone.body).code).toBe('zoneId');
    const basic = await t.call('GET', '/api/v1/campaigns/basic', { headers: FOOD });
    expect(basic.body.map((c: any) => c.title)).toEqual(['Eid Feast']);
    const items = await t.call('GET', '/api/v1/campaigns/item', { headers: FOOD });
    expect(items.body[0]).toMatchObject({
      name: 'Eid Special Platter',
      available_date_starts: '2024-01-01',
      available_time_starts: '00:00',
    });
  });

  it('api §3.1 categories: top level with childes; childes/{id} needs moduleId', async () => {
    const r = await t.call('GET', '/api/v1/categories', { headers: { moduleId: '1' } });
    expect(r.body.every((c: any) => c.position === 0 && c.module_id === 1)).toBe(true);
    expect(r.body.find((c: any) => c.id === 1).childes.map((c: any) => c.name)).toEqual([
      'Beef Burgers',
      'Chicken Burgers',
    ]);
    const kids = await t.call('GET', '/api/v1/categories/childes/1');
    expect(firstError(kids.body).code).toBe('moduleId');
    const ok = await t.call('GET', '/api/v1/categories/childes/1', { headers: { moduleId: '1' } });
    expect(ok.body[0].parent.id).toBe(1);
  });
});
