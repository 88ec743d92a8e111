// @vitest-environment node
/**
 * Contract: a category's stores (turn4 §1.4–1.5), pharmacy's common conditions (§2.6), a basic campaign's
 * details (§3.2) and the flash sale's limited stock (§3.5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

const without = (type: string, header: 'zoneId' | 'moduleId') => {
  const h = { ...s.h(type) };
  delete h[header];
  return h;
};
type StorePage = {
  total_size: number;
  limit: number;
  offset: number;
  stores: { id: number; module_id: number; category_ids: number[]; discount_status: boolean }[];
};

describe('categories/stores', () => {
  it('turn4 §1.4 categories/stores/list: the module stores selling in the categories, with category_ids', async () => {
    const cats = (await server.call('GET', '/api/v1/categories', { headers: s.h('pharmacy') })).body as {
      id: number;
    }[];
    const res = await server.op('get', '/api/v1/categories/stores/list', {
      headers: s.h('pharmacy'),
      query: { limit: 10, offset: 1, category_ids: JSON.stringify(cats.map((c) => c.id)) },
    });
    expectContract(res, 200);
    const page = res.body as StorePage;
    expect(page.limit).toBe(10);
    expect(page.offset).toBe(1);
    expect(page.stores.length).toBeGreaterThan(0);
    for (const st of page.stores) {
      expect(st.module_id).toBe(s.moduleOf('pharmacy'));
      expect(st.discount_status).toBe(true);
    }
  });

  it('turn4 §1.4 categories/stores/list: 403 without category_ids, limit or offset; invalid JSON gives no stores', async () => {
    const missing = await server.op('get', '/api/v1/categories/stores/list', {
      headers: s.h('food'),
      query: { limit: 10 },
    });
    expectContract(missing, 403);
    expect(errorCodes(missing.body)).toEqual(expect.arrayContaining(['offset', 'category_ids']));
    const bad = await server.op('get', '/api/v1/categories/stores/list', {
      headers: s.h('food'),
      query: { limit: 10, offset: 1, category_ids: 'not json' },
    });
    expectContract(bad, 200);
    expect((bad.body as StorePage).stores).toEqual([]);
  });

  it('turn4 §1.5 categories/stores/{category_id}: by id or slug, in the zones; paging bounded at 100', async () => {
    const cats = (await server.call('GET', '/api/v1/categories', { headers: s.h('food') })).body as {
      id: number;
      slug: string;
      products_count: number;
    }[];
    const cat = cats.find((c) => c.products_count > 0)!;
    const byId = await server.op('get', '/api/v1/categories/stores/{category_id}', {
      headers: s.h('food'),
      params: { category_id: String(cat.id) },
      query: { limit: 5, offset: 1 },
    });
    expectContract(byId, 200);
    expect((byId.body as StorePage).stores.length).toBeGreaterThan(0);
    const bySlug = await server.call('GET', `/api/v1/categories/stores/${cat.slug}`, {
      headers: s.h('food'),
      query: { limit: 5, offset: 1 },
    });
    expect((bySlug.body as StorePage).stores.map((x) => x.id)).toEqual(
      (byId.body as StorePage).stores.map((x) => x.id),
    );
    // A sub-category (Fruits, 11) finds the stores whose items sit in it.
    const fruits = (
      await server.call('GET', '/api/v1/categories/stores/11', {
        headers: s.h('grocery'),
        query: { limit: 5, offset: 1 },
      })
    ).body as StorePage;
    expect(fruits.stores.map((x) => x.id)).toContain(6);
    const huge = await server.op('get', '/api/v1/categories/stores/{category_id}', {
      headers: s.h('food'),
      params: { category_id: String(cat.id) },
      query: { limit: 100000, offset: 1 },
    });
    expectContract(huge, 403);
    expect(errorCodes(huge.body)).toEqual(['limit']);
    const noZone = await server.op('get', '/api/v1/categories/stores/{category_id}', {
      headers: without('food', 'zoneId'),
      params: { category_id: String(cat.id) },
      query: { limit: 5, offset: 1 },
    });
    expectContract(noZone, 403);
    expect(errorCodes(noZone.body)).toEqual(['zoneId']);
  });
});

describe('common conditions', () => {
  it('turn4 §2.6 common-condition: the active conditions with item counts, names in the request language', async () => {
    const res = await server.op('get', '/api/v1/common-condition', { headers: s.h('pharmacy') });
    expectContract(res, 200);
    const list = res.body as { id: number; name: string; items_count: number }[];
    expect(list.map((c) => c.name)).toEqual(['Fever and pain', 'Cough and cold', 'Acidity', 'Low immunity']);
    expect(list.every((c) => c.items_count > 0)).toBe(true);
    const ar = await server.call('GET', '/api/v1/common-condition', {
      headers: { ...s.h('pharmacy'), 'X-localization': 'ar' },
    });
    expect((ar.body as { name: string }[])[0]!.name).toBe('الحمى والألم');
    const names = await server.op('get', '/api/v1/common-condition/list', { headers: s.h('pharmacy') });
    expectContract(names, 200);
    const noModule = await server.op('get', '/api/v1/common-condition', { headers: without('pharmacy', 'moduleId') });
    expectContract(noModule, 403);
    expect(errorCodes(noModule.body)).toEqual(['moduleId']);
  });

  it('turn4 §2.6 common-condition/items/{id}: the medicines for the condition, by id or slug; 403 on bad paging', async () => {
    const res = await server.op('get', '/api/v1/common-condition/items/{condition_id}', {
      headers: s.h('pharmacy'),
      params: { condition_id: '1' },
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 200);
    const page = res.body as { total_size: number; products: { name: string; common_condition_id: number }[] };
    expect(page.products.every((p) => p.common_condition_id === 1)).toBe(true);
    const bySlug = await server.call('GET', '/api/v1/common-condition/items/fever-and-pain', {
      headers: s.h('pharmacy'),
      query: { limit: 10, offset: 1 },
    });
    expect((bySlug.body as typeof page).total_size).toBe(page.total_size);
    const unknown = await server.op('get', '/api/v1/common-condition/items/{condition_id}', {
      headers: s.h('pharmacy'),
      params: { condition_id: '999' },
      query: { limit: 10, offset: 1 },
    });
    expectContract(unknown, 200);
    expect((unknown.body as typeof page).products).toEqual([]);
    for (const query of [{}, { limit: 0, offset: 1 }, { limit: 101, offset: 1 }, { limit: 'x', offset: 1 }]) {
      const bad = await server.op('get', '/api/v1/common-condition/items/{condition_id}', {
        headers: s.h('pharmacy'),
        params: { condition_id: '1' },
        query,
      });
      expectContract(bad, 403);
      expect(Array.isArray((bad.body as { errors: unknown[] }).errors)).toBe(true);
    }
  });
});

describe('basic campaign details', () => {
  it('turn4 §3.2 campaigns/basic-campaign-details: a running campaign of each store module with its stores', async () => {
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
      const list = (await server.call('GET', '/api/v1/campaigns/basic', { headers: s.h(type) })).body as {
        id: number;
      }[];
      expect(list.length, `${type} runs a campaign`).toBeGreaterThan(0);
      const res = await server.op('get', '/api/v1/campaigns/basic-campaign-details', {
        headers: s.h(type),
        query: { basic_campaign_id: list[0]!.id },
      });
      expectContract(res, 200);
      const body = res.body as {
        title: string;
        description: string;
        available_date_ends: string;
        stores: { module_id: number }[];
      };
      expect(body.stores.length).toBeGreaterThan(0);
      expect(body.stores.every((st) => st.module_id === s.moduleOf(type))).toBe(true);
    }
  });

  it('turn4 §3.2 campaigns/basic-campaign-details: unknown or ended → 200 []; no id → 403; no zone → 200 errors', async () => {
    for (const id of [999, 3]) {
      const res = await server.op('get', '/api/v1/campaigns/basic-campaign-details', {
        headers: s.h('food'),
        query: { basic_campaign_id: id },
      });
      expectContract(res, 200);
      expect(res.body).toEqual([]);
    }
    const noId = await server.op('get', '/api/v1/campaigns/basic-campaign-details', { headers: s.h('food') });
    expectContract(noId, 403);
    expect(errorCodes(noId.body)).toEqual(['basic_campaign_id']);
    const noZone = await server.op('get', '/api/v1/campaigns/basic-campaign-details', {
      headers: without('food', 'zoneId'),
      query: { basic_campaign_id: 1 },
    });
    expectContract(noZone, 200);
    expect(errorCodes(noZone.body)).toEqual(['zoneId']);
  });
});

describe('flash sale stock', () => {
  it('turn4 §3.5 flash-sales: limited stock per entry; a sold-out entry is not listed and its item sells at its own price', async () => {
    const sale = (await server.call('GET', '/api/v1/flash-sales', { headers: s.h('ecommerce') })).body as {
      end_date: string;
      active_products: { item_id: number; stock: number; sold: number; available_stock: number }[];
    };
    expect(Date.parse(sale.end_date)).toBeGreaterThan(Date.now());
    expect(sale.active_products.every((e) => e.available_stock === e.stock - e.sold && e.available_stock > 0)).toBe(
      true,
    );
    expect(sale.active_products.map((e) => e.item_id)).not.toContain(307);
    const jacket = (await server.call('GET', '/api/v1/items/details/307', { headers: s.h('ecommerce') })).body as {
      discount: number;
      discount_type: string;
      flash_sale: number;
    };
    expect(jacket).toMatchObject({ discount: 15, flash_sale: 0 });
  });
});
