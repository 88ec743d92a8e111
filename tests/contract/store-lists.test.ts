// @vitest-environment node
/**
 * Contract: the discovery rows of the module home (turn4 §1.1, §1.2, §2.1, §2.2, §4.1, §4.2): top-rated and
 * featured stores, the all-stores tabs, best-reviewed and recommended items, suggestions and visit-again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
const ALL_ZONES = '[1,2,3,4]';

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

type StorePage = {
  total_size: number;
  limit: unknown;
  offset: unknown;
  stores: {
    id: number;
    name: string;
    avg_rating: number;
    rating_count: number;
    featured: number;
    delivery: boolean;
    take_away: boolean;
  }[];
};
const everywhere = (type: string) => ({ ...s.h(type), zoneId: ALL_ZONES });

describe('stores/top-rated', () => {
  it('turn4 §1.1 top-rated stores: rated stores only, best average first, unlike the popular list', async () => {
    const res = await server.op('get', '/api/v1/stores/top-rated', { headers: everywhere('food') });
    expectContract(res, 200);
    const b = res.body as StorePage;
    expect(b).toMatchObject({ limit: 50, offset: 1 });
    expect(b.stores.every((st) => st.rating_count > 0)).toBe(true);
    const ratings = b.stores.map((st) => st.avg_rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const popular = (await server.call('GET', '/api/v1/stores/popular', { headers: everywhere('food') }))
      .body as StorePage;
    expect(b.stores[0]!.id).not.toBe(popular.stores[0]!.id);
  });

  it('turn4 §1.1 top-rated stores: bounded pages, 403 for bad paging, type, module or zone', async () => {
    const page = await server.op('get', '/api/v1/stores/top-rated', {
      headers: everywhere('food'),
      query: { limit: 2, offset: 2 },
    });
    expectContract(page, 200);
    expect((page.body as StorePage).stores.length).toBeLessThanOrEqual(2);
    for (const query of [{ limit: 0 }, { offset: 'x' }, { type: 'vegan' }]) {
      const bad = await server.op('get', '/api/v1/stores/top-rated', { headers: everywhere('food'), query });
      expectContract(bad, 403);
      expect(errorCodes(bad.body).length).toBe(1);
    }
    const noZone = await server.op('get', '/api/v1/stores/top-rated', {
      headers: { moduleId: String(s.moduleOf('food')) },
    });
    expectContract(noZone, 403);
    expect(errorCodes(noZone.body)).toEqual(['zoneId']);
    const noModule = await server.op('get', '/api/v1/stores/top-rated', { headers: { zoneId: ALL_ZONES } });
    expectContract(noModule, 403);
    expect(errorCodes(noModule.body)).toEqual(['moduleId']);
  });
});

describe('stores/get-stores/{filter_data}', () => {
  const stores = async (filter: string, type: string, query: Record<string, string | number> = {}) =>
    (
      await server.op('get', '/api/v1/stores/get-stores/{filter_data}', {
        params: { filter_data: filter },
        headers: everywhere(type),
        query: { limit: 50, offset: 1, ...query },
      })
    ).body as StorePage;

  it('turn4 §1.2 all stores: the Take-away tab leaves out a store without delivery from Delivery, keeps it in All', async () => {
    const all = await stores('all', 'food');
    const delivery = await stores('delivery', 'food');
    const takeAway = await stores('take_away', 'food');
    const grill = all.stores.find((st) => st.name === 'Uttara Grill')!;
    expect(grill).toMatchObject({ delivery: false, take_away: true });
    expect(delivery.stores.map((st) => st.id)).not.toContain(grill.id);
    expect(takeAway.stores.map((st) => st.id)).toContain(grill.id);
    expect(delivery.total_size).toBeLessThan(all.total_size);
  });

  it('turn4 §1.2 featured stores: pharmacy and shop have more than their most popular store', async () => {
    for (const type of ['pharmacy', 'ecommerce']) {
      const featured = await stores('all', type, { featured: 1 });
      expect(featured.stores.length).toBeGreaterThanOrEqual(2);
      expect(featured.stores.every((st) => st.featured === 1)).toBe(true);
    }
  });

  it('turn4 §1.2 all stores: 403 with errors for an unknown store_type or paging', async () => {
    const bad = await server.op('get', '/api/v1/stores/get-stores/{filter_data}', {
      params: { filter_data: 'all' },
      headers: everywhere('food'),
      query: { store_type: 'cheapest' },
    });
    expectContract(bad, 403);
    expect(errorCodes(bad.body)).toEqual(['store_type']);
    const paging = await server.op('get', '/api/v1/stores/get-stores/{filter_data}', {
      params: { filter_data: 'all' },
      headers: everywhere('food'),
      query: { limit: -1 },
    });
    expectContract(paging, 403);
  });
});

describe('items/most-reviewed and items/recommended', () => {
  it('turn4 §2.1 best-reviewed items: each of food, grocery, pharmacy and shop has some, unpaged', async () => {
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
      const res = await server.op('get', '/api/v1/items/most-reviewed', {
        headers: everywhere(type),
        query: { type: 'all' },
      });
      expectContract(res, 200);
      const b = res.body as { products: unknown[]; limit: unknown };
      expect(b.products.length, type).toBeGreaterThan(0);
      expect(b.limit).toBeNull();
    }
    const bad = await server.op('get', '/api/v1/items/most-reviewed', {
      headers: everywhere('food'),
      query: { type: 'x' },
    });
    expectContract(bad, 403);
    expect(errorCodes(bad.body)).toEqual(['type']);
  });

  it('turn4 §2.2 recommended items: under `items`, total_size counts the page, each module has more than one', async () => {
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
      const res = await server.op('get', '/api/v1/items/recommended', {
        headers: everywhere(type),
        query: { filter: 'all', limit: 10, offset: 1 },
      });
      expectContract(res, 200);
      const b = res.body as { items: unknown[]; total_size: number };
      expect(b.items.length, type).toBeGreaterThan(1);
      expect(b.total_size).toBe(b.items.length);
    }
    const bad = await server.op('get', '/api/v1/items/recommended', {
      headers: everywhere('food'),
      query: { filter: 'cheapest' },
    });
    expectContract(bad, 403);
    expect(errorCodes(bad.body)).toEqual(['filter']);
  });
});

describe('customer/suggested-items and customer/visit-again', () => {
  it('turn4 §4.1 suggested items: up to 5 for the signed-in customer, 401 for a guest, 403 without a zone', async () => {
    const token = await s.token();
    const res = await server.op('get', '/api/v1/customer/suggested-items', { token, headers: s.h('food') });
    expectContract(res, 200);
    const items = res.body as unknown[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expectContract(await server.op('get', '/api/v1/customer/suggested-items', { headers: s.h('food') }), 401);
    const noZone = await server.op('get', '/api/v1/customer/suggested-items', {
      token,
      headers: { moduleId: String(s.moduleOf('food')) },
    });
    expectContract(noZone, 403);
    expect(noZone.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
  });

  it('turn4 §4.2 visit again: the stores the customer ordered from, each with items; empty without a module', async () => {
    const token = await s.token();
    const res = await server.op('get', '/api/v1/customer/visit-again', { token, headers: everywhere('food') });
    expectContract(res, 200);
    const stores = res.body as { id: number; items: unknown[] }[];
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.length).toBeLessThanOrEqual(20);
    const bare = await server.op('get', '/api/v1/customer/visit-again', { token, headers: { zoneId: ALL_ZONES } });
    expectContract(bare, 200);
    expect(bare.body).toEqual([]);
    expectContract(await server.op('get', '/api/v1/customer/visit-again', { headers: everywhere('food') }), 401);
  });
});
