// @vitest-environment node
/** Contract: items/search, items/search-suggestion and stores/search (api2 §9), with the search page's filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

type Hit = { name: string; price: number; avg_rating: number; veg: number; discount: number };
const hits = (body: unknown) => (body as { products: Hit[] }).products;

describe('items/search', () => {
  it('api2 §9 items/search: "burg" finds the burgers, paged, with their categories', async () => {
    const res = await server.op('get', '/api/v1/items/search', {
      headers: s.h('food'),
      query: { name: 'burg', limit: 1, offset: 1 },
    });
    expectContract(res, 200);
    const b = res.body as {
      total_size: number;
      limit: unknown;
      offset: unknown;
      products: Hit[];
      categories: { name: string }[];
    };
    expect(b.total_size).toBeGreaterThan(1);
    expect(b.products).toHaveLength(1);
    expect(b.products[0]!.name.toLowerCase()).toContain('burger');
    expect(b.categories.map((c) => c.name)).toContain('Burgers');
    const page2 = await server.op('get', '/api/v1/items/search', {
      headers: s.h('food'),
      query: { name: 'burg', limit: 1, offset: 2 },
    });
    expect(hits(page2.body)[0]!.name).not.toBe(b.products[0]!.name);
  });

  it('api2 §9 items/search: a word matching nothing answers an empty page', async () => {
    const res = await server.op('get', '/api/v1/items/search', { headers: s.h('food'), query: { name: 'qzxwvut' } });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ total_size: 0, products: [], categories: [] });
  });

  it('api2 §9 items/search: name missing → 403 validation with code name', async () => {
    const res = await server.op('get', '/api/v1/items/search', { headers: s.h('food') });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('name');
  });

  it('api2 §9 items/search: filter low and high sort by price; rating_count and the price range narrow', async () => {
    const low = hits(
      (
        await server.op('get', '/api/v1/items/search', {
          headers: s.h('food'),
          query: { name: 'burger pizza', filter: '["low"]' },
        })
      ).body,
    );
    expect(low.length).toBeGreaterThan(2);
    expect(low.map((h) => h.price)).toEqual([...low.map((h) => h.price)].sort((a, b) => a - b));
    const high = hits(
      (
        await server.op('get', '/api/v1/items/search', {
          headers: s.h('food'),
          query: { name: 'burger pizza', filter: 'high' },
        })
      ).body,
    );
    expect(high.map((h) => h.price)).toEqual([...high.map((h) => h.price)].sort((a, b) => b - a));
    const rated = hits(
      (
        await server.op('get', '/api/v1/items/search', {
          headers: s.h('food'),
          query: { name: 'burger pizza', rating_count: 4.3 },
        })
      ).body,
    );
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(low.length);
    expect(rated.every((h) => h.avg_rating >= 4.3)).toBe(true);
    const priced = hits(
      (
        await server.op('get', '/api/v1/items/search', {
          headers: s.h('food'),
          query: { name: 'burger pizza', min_price: 0, max_price: 230 },
        })
      ).body,
    );
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((h) => h.price <= 230)).toBe(true);
  });

  it('api2 §9 items/search: type=veg keeps only veg items', async () => {
    const all = hits(
      (await server.op('get', '/api/v1/items/search', { headers: s.h('food'), query: { name: 'burger pizza salad' } }))
        .body,
    );
    const veg = hits(
      (
        await server.op('get', '/api/v1/items/search', {
          headers: s.h('food'),
          query: { name: 'burger pizza salad', type: 'veg' },
        })
      ).body,
    );
    expect(veg.every((h) => h.veg === 1)).toBe(true);
    expect(veg.length).toBeLessThan(all.length);
  });

  it('api §1.4 items/search: 403 moduleId required', async () => {
    const { moduleId: _m, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/items/search', { headers: h, query: { name: 'burg' } });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('moduleId');
  });
});

describe('items/search-suggestion', () => {
  it('api2 §9 items/search-suggestion: names for "burg"', async () => {
    const res = await server.op('get', '/api/v1/items/search-suggestion', {
      headers: s.h('food'),
      query: { name: 'burg' },
    });
    expectContract(res, 200);
    const names = (res.body as { products: { name: string }[] }).products.map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /burger/i.test(n))).toBe(true);
  });

  it('api2 §9 items/search-suggestion: name missing → 403', async () => {
    const res = await server.op('get', '/api/v1/items/search-suggestion', { headers: s.h('food') });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('name');
  });
});

describe('stores/search', () => {
  it('api2 §9 stores/search: "burg" finds Burger Barn; limit and offset echo null when not sent', async () => {
    const res = await server.op('get', '/api/v1/stores/search', { headers: s.h('food'), query: { name: 'burg' } });
    expectContract(res, 200);
    const b = res.body as { limit: unknown; offset: unknown; stores: { name: string }[] };
    expect(b.stores.map((x) => x.name)).toContain('Burger Barn');
    expect(b.limit).toBeNull();
    expect(b.offset).toBeNull();
  });

  it('api2 §9 stores/search: nothing for a nonsense word; name missing → 403', async () => {
    const none = await server.op('get', '/api/v1/stores/search', {
      headers: s.h('food'),
      query: { name: 'qzxwvut', limit: 12, offset: 1 },
    });
    expectContract(none, 200);
    expect((none.body as { stores: unknown[] }).stores).toEqual([]);
    const bare = await server.op('get', '/api/v1/stores/search', { headers: s.h('food') });
    expectContract(bare, 403);
    expect(errorCodes(bare.body)).toContain('name');
  });
});
