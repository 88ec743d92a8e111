// @vitest-environment node
/** Contract: categories, stores and items (api §1.4, §1.6, §3.1, §3.2, §5; api2 §8.4, §8.8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
let store: { id: number; slug: string | null };
let item: { id: number; slug: string | null };
let category: { id: number };

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  const stores = await server.call('GET', '/api/v1/stores/latest', {
    headers: s.h('food'),
    query: { limit: 10, offset: 1 },
  });
  store = (stores.body as { stores: { id: number; slug: string | null }[] }).stores[0]!;
  const items = await server.call('GET', '/api/v1/items/latest', {
    headers: s.h('food'),
    query: { store_id: store.id, category_id: 0, limit: 10, offset: 1 },
  });
  item = (items.body as { products: { id: number; slug: string | null }[] }).products[0]!;
  const cats = await server.call('GET', '/api/v1/categories', { headers: s.h('food') });
  category = (cats.body as { id: number }[])[0]!;
});
afterAll(async () => server?.close());

const MODULE_REQUIRED = { errors: [{ code: 'moduleId', message: 'Module id required' }] };
const ZONE_REQUIRED = { errors: [{ code: 'zoneId', message: 'Zone id required' }] };

describe('categories', () => {
  it('api §3.1 categories: 200 bare array with childes[], moduleId optional', async () => {
    expectContract(await server.op('get', '/api/v1/categories', { headers: s.h('food') }), 200);
    expectContract(await server.op('get', '/api/v1/categories'), 200);
  });

  it('api §1.4 categories: 403 moduleId "Not found" when a sent moduleId is unknown', async () => {
    const res = await server.op('get', '/api/v1/categories', { headers: { moduleId: '99999' } });
    expectContract(res, 403);
    expect(res.body).toEqual({ errors: [{ code: 'moduleId', message: 'Not found' }] });
  });

  it('api §3.1 categories/childes: 200 bare array of sub-categories', async () => {
    const res = await server.op('get', '/api/v1/categories/childes/{category_id}', {
      params: { category_id: category.id },
      headers: s.h('food'),
    });
    expectContract(res, 200);
  });

  it('api §1.4 categories/childes: 403 moduleId required', async () => {
    const res = await server.op('get', '/api/v1/categories/childes/{category_id}', {
      params: { category_id: category.id },
    });
    expectContract(res, 403);
    expect(res.body).toEqual(MODULE_REQUIRED);
  });
});

describe('categories/items/list', () => {
  type Page = {
    total_size: number;
    limit: unknown;
    offset: unknown;
    products: { id: number; category_id: number; temp_available: number }[];
    categories: { id: number }[];
  };
  const list = (category_ids: string, headers = s.h('food')) =>
    server.op('get', '/api/v1/categories/items/list', {
      headers,
      query: { limit: 50, offset: 1, type: 'all', category_ids },
    });

  it('turn4 categories/items/list: the platform client\'s category page gets the category\'s items, not "0 Items Found"', async () => {
    const res = await list(JSON.stringify([category.id]));
    expectContract(res, 200);
    const b = res.body as Page;
    expect(b.total_size).toBeGreaterThan(0);
    expect(b.products.length).toBe(b.total_size);
    expect(b.limit).toBe(50);
    expect(b.offset).toBe(1);
    expect(b.categories.map((c) => c.id)).toEqual([category.id]);
    expect(b.products.every((p) => p.temp_available === 0 || p.temp_available === 1)).toBe(true);
  });

  it('turn4 categories/items/list: each requested category adds its items; [] lists every item of the module', async () => {
    const cats = (await server.call('GET', '/api/v1/categories', { headers: s.h('food') })).body as { id: number }[];
    const one = (await list(JSON.stringify([cats[0]!.id]))).body as Page;
    const two = (await list(JSON.stringify([cats[0]!.id, cats[1]!.id]))).body as Page;
    const all = (await list('[]')).body as Page;
    expect(two.total_size).toBeGreaterThan(one.total_size);
    expect(all.total_size).toBeGreaterThanOrEqual(two.total_size);
  });

  it('turn4 categories/items/list: "undefined" (what the 2.x client\'s category page sends) filters nothing, as the platform\'s json_decode gives none', async () => {
    const res = await list('undefined');
    expectContract(res, 200);
    expect((res.body as Page).total_size).toBeGreaterThan(0);
    expect((res.body as Page).total_size).toBe(((await list('[]')).body as Page).total_size);
  });

  it('turn4 categories/items/list: 403 validation without category_ids, zoneId required', async () => {
    const res = await server.op('get', '/api/v1/categories/items/list', {
      headers: s.h('food'),
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['category_ids']);
    const { zoneId: _z, ...noZone } = s.h('food');
    const nz = await list('[1]', noZone);
    expectContract(nz, 403);
    expect(nz.body).toEqual(ZONE_REQUIRED);
  });
});

describe('stores', () => {
  it('api §3.2 stores/latest: 200 store page, limit/offset echoed', async () => {
    const res = await server.op('get', '/api/v1/stores/latest', {
      headers: s.h('food'),
      query: { limit: 12, offset: 1, type: 'all' },
    });
    expectContract(res, 200);
    const b = res.body as { limit: unknown; offset: unknown; stores: unknown[] };
    expect(String(b.limit)).toBe('12');
    expect(String(b.offset)).toBe('1');
    expect(b.stores.length).toBeGreaterThan(0);
  });

  it('api §1.4 stores/latest: 403 moduleId required', async () => {
    const { moduleId: _m, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/stores/latest', { headers: h });
    expectContract(res, 403);
    expect(res.body).toEqual(MODULE_REQUIRED);
  });

  it('api §1.4 stores/latest: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/stores/latest', { headers: h });
    expectContract(res, 403);
    expect(res.body).toEqual(ZONE_REQUIRED);
  });

  it('api §3.2 stores/popular: 200 store page (type=all, offset=1, limit=12)', async () => {
    const res = await server.op('get', '/api/v1/stores/popular', {
      headers: s.h('food'),
      query: { type: 'all', offset: 1, limit: 12 },
    });
    expectContract(res, 200);
  });

  it('api §1.4 stores/popular: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/stores/popular', { headers: h });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api2 §8.4 stores/get-stores/all: 200 without moduleId (exempt when absent)', async () => {
    const res = await server.op('get', '/api/v1/stores/get-stores/{filter_data}', {
      params: { filter_data: 'all' },
      headers: { zoneId: s.zoneId },
      query: { store_type: 'all', limit: 10, offset: 1 },
    });
    expectContract(res, 200);
    const stores = (res.body as { stores: { category_ids?: unknown; discount_status?: unknown }[] }).stores;
    expect(stores.length).toBeGreaterThan(0);
    for (const st of stores) {
      expect(Array.isArray(st.category_ids)).toBe(true);
      expect(st.discount_status).toBe(true);
    }
  });

  it('api2 §8.4 stores/get-stores/all: 403 zoneId required', async () => {
    const res = await server.op('get', '/api/v1/stores/get-stores/{filter_data}', {
      params: { filter_data: 'all' },
      headers: { moduleId: String(s.moduleOf('food')) },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api §3.2 stores/details: 200 by id and by slug, no moduleId needed', async () => {
    const byId = await server.op('get', '/api/v1/stores/details/{id}', {
      params: { id: store.id },
      headers: { latitude: s.lat, longitude: s.lng },
    });
    expectContract(byId, 200);
    expect((byId.body as { id: number }).id).toBe(store.id);
    if (store.slug) {
      const bySlug = await server.op('get', '/api/v1/stores/details/{id}', { params: { id: store.slug } });
      expectContract(bySlug, 200);
      expect((bySlug.body as { id: number }).id).toBe(store.id);
    }
  });

  it('api §3.2 stores/details: unknown id answers 200 {}', async () => {
    const res = await server.op('get', '/api/v1/stores/details/{id}', { params: { id: 987654 } });
    expectContract(res, 200);
    expect(res.body).toEqual({});
  });
});

describe('items', () => {
  it('api §3.2 items/latest: 200 item page with categories', async () => {
    const res = await server.op('get', '/api/v1/items/latest', {
      headers: s.h('food'),
      query: { store_id: store.id, category_id: 0, offset: 1, limit: 10, type: 'all' },
    });
    expectContract(res, 200);
  });

  it('api §3.2 items/latest: 403 validation when store_id is missing', async () => {
    const res = await server.op('get', '/api/v1/items/latest', {
      headers: s.h('food'),
      query: { category_id: 0, offset: 1, limit: 10 },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('store_id');
  });

  it('api §1.4 items/latest: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/items/latest', {
      headers: h,
      query: { store_id: store.id, category_id: 0, offset: 1, limit: 10 },
    });
    expectContract(res, 403);
    expect(res.body).toEqual(ZONE_REQUIRED);
  });

  it('api §3.2 items/popular: 200 paginated, and unpaginated with limit/offset null', async () => {
    const paged = await server.op('get', '/api/v1/items/popular', {
      headers: s.h('food'),
      query: { limit: 10, offset: 1, type: 'all' },
    });
    expectContract(paged, 200);
    const all = await server.op('get', '/api/v1/items/popular', { headers: s.h('food') });
    expectContract(all, 200);
    expect(all.body).toMatchObject({ limit: null, offset: null });
  });

  it('api §1.4 items/popular: 403 moduleId required', async () => {
    const { moduleId: _m, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/items/popular', { headers: h });
    expectContract(res, 403);
    expect(res.body).toEqual(MODULE_REQUIRED);
  });

  it('api2 §8.4 items/discounted: 200 item page with categories', async () => {
    const res = await server.op('get', '/api/v1/items/discounted', {
      headers: s.h('food'),
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 200);
  });

  it('api2 §8.4 items/discounted: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/items/discounted', { headers: h });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api §3.2 items/details: 200 by id and by slug, with store_details and whislists_count', async () => {
    const byId = await server.op('get', '/api/v1/items/details/{id}', {
      params: { id: item.id },
      headers: s.h('food'),
    });
    expectContract(byId, 200);
    expect(byId.body).toHaveProperty('store_details');
    if (item.slug) {
      const bySlug = await server.op('get', '/api/v1/items/details/{id}', {
        params: { id: item.slug },
        headers: s.h('food'),
      });
      expectContract(bySlug, 200);
    }
  });

  it('api §3.2 items/details: 404 is an object error', async () => {
    const res = await server.op('get', '/api/v1/items/details/{id}', { params: { id: 987654 }, headers: s.h('food') });
    expectContract(res, 404);
    expect(res.body).toEqual({ errors: { code: 'product-001', message: 'Not found' } });
  });

  it('api §1.4 items/details: 403 moduleId required', async () => {
    const res = await server.op('get', '/api/v1/items/details/{id}', { params: { id: item.id } });
    expectContract(res, 403);
    expect(res.body).toEqual(MODULE_REQUIRED);
  });

  it('api §5.1 items of every module validate (food_variations "" or array, choice options, variations)', async () => {
    for (const type of Object.keys(s.modules).filter((t) => !['parcel', 'rental'].includes(t))) {
      const res = await server.op('get', '/api/v1/items/popular', { headers: s.h(type) });
      expectContract(res, 200);
    }
  });
});
