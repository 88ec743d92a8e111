// @vitest-environment node
/**
 * Contract: the special offers page, the "View all" of the home's discounted items (api2 §8.4 items/discounted,
 * read a page at a time), and the shop home's featured categories with their items (categories?featured=1,
 * items/latest of a category).
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

type ItemPage = {
  total_size: number;
  limit: unknown;
  offset: unknown;
  products: { id: number; discount: number; module_id: number; category_ids: { id: string }[] }[];
};
const everywhere = (type: string) => ({ ...s.h(type), zoneId: ALL_ZONES });
const discounted = (type: string, query: Record<string, string | number>) =>
  server.op('get', '/api/v1/items/discounted', { headers: everywhere(type), query });

describe('items/discounted, paged (special offers)', () => {
  it('api2 §8.4 special offers: pages follow on without repeats or gaps, every item discounted', async () => {
    const whole = (await discounted('grocery', { limit: 100, offset: 1 })).body as ItemPage;
    expect(whole.total_size).toBeGreaterThan(1);
    const first = await discounted('grocery', { limit: 1, offset: 1 });
    const second = await discounted('grocery', { limit: 1, offset: 2 });
    expectContract(first, 200);
    expectContract(second, 200);
    const ids = [...(first.body as ItemPage).products, ...(second.body as ItemPage).products].map((it) => it.id);
    expect(ids).toEqual(whole.products.slice(0, 2).map((it) => it.id));
    expect((first.body as ItemPage).total_size).toBe(whole.total_size);
    expect(whole.products.every((it) => it.discount > 0)).toBe(true);
    expect(whole.products.every((it) => it.module_id === s.moduleOf('grocery'))).toBe(true);
  });

  it('api2 §8.4 special offers: a page past the end is empty, not an error', async () => {
    const past = await discounted('grocery', { limit: 12, offset: 500 });
    expectContract(past, 200);
    expect((past.body as ItemPage).products).toEqual([]);
  });

  it('api2 §8.4 special offers: paging bounded at 100; bad limit, offset or type is a 403 naming it, never a 500', async () => {
    for (const [query, code] of [
      [{ limit: 101, offset: 1 }, 'limit'],
      [{ limit: 100000, offset: 1 }, 'limit'],
      [{ limit: 0, offset: 1 }, 'limit'],
      [{ limit: 'ten', offset: 1 }, 'limit'],
      [{ limit: 10, offset: 'x' }, 'offset'],
      [{ limit: 10, offset: 0 }, 'offset'],
      [{ limit: 10, offset: 1, type: 'vegan' }, 'type'],
    ] as const) {
      const bad = await discounted('food', query);
      expectContract(bad, 403);
      expect(errorCodes(bad.body)).toEqual([code]);
    }
    const { zoneId: _z, ...noZone } = s.h('food');
    const res = await server.op('get', '/api/v1/items/discounted', {
      headers: noZone,
      query: { limit: 10, offset: 1 },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });
});

describe('featured categories with their items (shop home)', () => {
  it("core §2 shop home: each featured category's tab lists items of that category", async () => {
    const cats = await server.op('get', '/api/v1/categories', { headers: s.h('ecommerce'), query: { featured: 1 } });
    expectContract(cats, 200);
    const featured = cats.body as { id: number; name: string; featured: number }[];
    expect(featured.map((c) => c.name)).toEqual(['Fashion', 'Electronics']);
    for (const cat of featured) {
      const page = await server.op('get', '/api/v1/items/latest', {
        headers: everywhere('ecommerce'),
        query: { store_id: 0, category_id: String(cat.id), limit: 12, offset: 1 },
      });
      expectContract(page, 200);
      const items = (page.body as ItemPage).products;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((it) => it.category_ids.some((c) => Number(c.id) === cat.id))).toBe(true);
    }
  });
});
