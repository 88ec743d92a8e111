// @vitest-environment node
/** Contract: what the store and product pages add (platform-api-turn4 §1.3, §2.3, §2.4, §3.4, §0.5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});
afterAll(async () => server?.close());

/** Burger Barn (store 1, food) lies in zone 2; Style Hub (store 14, shop) in zone 1. */
const food = () => ({ ...s.h('food'), zoneId: '[2,1]' });
const without = (h: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(h).filter(([k]) => k !== name));
type Row = { id: number; store_id?: number; data?: number; created_by?: string; title?: string };

describe('banners/{store_id}', () => {
  it("platform-api-turn4 §3.4 store banners: the store's own banners, none of the home's", async () => {
    const res = await server.op('get', '/api/v1/banners/{store_id}', { params: { store_id: 1 }, headers: food() });
    expectContract(res, 200);
    const rows = res.body as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((b) => b.data === 1 && b.created_by === 'store')).toBe(true);
    const home = await server.op('get', '/api/v1/banners', { headers: food() });
    const homeIds = (home.body as { banners: Row[] }).banners.map((b) => b.id);
    expect(homeIds.some((id) => rows.some((b) => b.id === id))).toBe(false);
  });

  it('platform-api-turn4 §3.4 store banners: another zone, another module or a slug match nothing', async () => {
    const zoneOnly1 = await server.op('get', '/api/v1/banners/{store_id}', {
      params: { store_id: 1 },
      headers: { ...food(), zoneId: '[1]' },
    });
    expect(zoneOnly1.body).toEqual([]);
    const grocery = await server.op('get', '/api/v1/banners/{store_id}', {
      params: { store_id: 1 },
      headers: { ...s.h('grocery'), zoneId: '[2,1]' },
    });
    expect(grocery.body).toEqual([]);
    const slug = await server.op('get', '/api/v1/banners/{store_id}', {
      params: { store_id: 'burger-barn' },
      headers: food(),
    });
    expectContract(slug, 200);
    expect(slug.body).toEqual([]);
  });

  it('platform-api-turn4 §3.4 store banners: 403 zoneId and moduleId required', async () => {
    const noZone = await server.op('get', '/api/v1/banners/{store_id}', {
      params: { store_id: 1 },
      headers: without(food(), 'zoneId'),
    });
    expectContract(noZone, 403);
    expect(errorCodes(noZone.body)).toEqual(['zoneId']);
    const noModule = await server.op('get', '/api/v1/banners/{store_id}', {
      params: { store_id: 1 },
      headers: without(food(), 'moduleId'),
    });
    expectContract(noModule, 403);
    expect(errorCodes(noModule.body)).toEqual(['moduleId']);
  });
});

describe('items/related-store-items/{item_id}', () => {
  it('platform-api-turn4 §2.3 more from this store: up to 10 other items of the same store', async () => {
    const res = await server.op('get', '/api/v1/items/related-store-items/{item_id}', {
      params: { item_id: 1 },
      headers: food(),
    });
    expectContract(res, 200);
    const rows = res.body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.every((it) => it.store_id === 1 && it.id !== 1)).toBe(true);
  });

  it('platform-api-turn4 §2.3 more from this store: a store outside the zones gives []', async () => {
    const res = await server.op('get', '/api/v1/items/related-store-items/{item_id}', {
      params: { item_id: 1 },
      headers: { ...food(), zoneId: '[3]' },
    });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
  });

  it('platform-api-turn4 §2.3 more from this store: unknown item 404 object errors; 403 without zoneId', async () => {
    const missing = await server.op('get', '/api/v1/items/related-store-items/{item_id}', {
      params: { item_id: 999999 },
      headers: food(),
    });
    expectContract(missing, 404);
    expect(missing.body).toEqual({ errors: { code: 'product-001', message: 'Not found' } });
    const noZone = await server.op('get', '/api/v1/items/related-store-items/{item_id}', {
      params: { item_id: 1 },
      headers: without(food(), 'zoneId'),
    });
    expectContract(noZone, 403);
    expect(errorCodes(noZone.body)).toEqual(['zoneId']);
  });
});

describe('store details announcement and popular items', () => {
  it("platform-api-turn4 §0.5 store announcement: announcement 1 with the store's message", async () => {
    const res = await server.op('get', '/api/v1/stores/details/{id}', { params: { id: 1 }, headers: food() });
    expectContract(res, 200);
    const body = res.body as { announcement: number; announcement_message: string | null };
    expect(body.announcement).toBe(1);
    expect(body.announcement_message).toMatch(/Fridays/);
    const other = await server.op('get', '/api/v1/stores/details/{id}', { params: { id: 2 }, headers: food() });
    expect((other.body as { announcement: number }).announcement).toBe(0);
  });

  it('platform-api-turn4 §1.3 popular items in the store: most ordered first, at most 10', async () => {
    const res = await server.op('get', '/api/v1/stores/popular-items/{id}', { params: { id: 1 }, headers: food() });
    expectContract(res, 200);
    const rows = res.body as (Row & { order_count: number })[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.map((r) => r.order_count)).toEqual([...rows.map((r) => r.order_count)].sort((a, b) => b - a));
  });

  it('platform-api-turn4 §2.4 store search: items/search with store_id keeps to the store; 403 without name', async () => {
    const res = await server.op('get', '/api/v1/items/search', {
      query: { name: 'burger', store_id: 1, limit: 12, offset: 1 },
      headers: food(),
    });
    expectContract(res, 200);
    const rows = (res.body as { products: Row[] }).products;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.store_id === 1)).toBe(true);
    const bad = await server.op('get', '/api/v1/items/search', { query: { store_id: 1 }, headers: food() });
    expectContract(bad, 403);
    expect(errorCodes(bad.body)).toEqual(['name']);
  });
});
