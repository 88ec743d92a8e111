// @vitest-environment node
/**
 * Memory a stranger can make the server hold stays bounded: the response cache keeps to its byte budget
 * whatever URLs it is asked, and the rate limit's per-client windows to their count.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ByteLru, responseCache } from '../../../server/http/cache.ts';
import { send } from '../../../server/http/respond.ts';
import { windowsOf } from '../../../server/http/ratelimit.ts';

/** A catalogue read whose 4 KB answer differs with every query, behind the real response cache. */
function cachedRead(store: ByteLru, now = () => new Date('2026-03-02T09:00:00Z')) {
  let computed = 0;
  const app = new Hono();
  app.use(
    '*',
    responseCache(() => 1, now, store),
  );
  app.get('/api/v1/items/latest', (c) => {
    computed++;
    return send(c, { query: c.req.query(), filler: 'x'.repeat(4096) });
  });
  return { app, computed: () => computed };
}

describe('Memory: the response cache and the rate limit stay bounded', () => {
  it(
    'Memory: 10,000 distinct catalogue URLs keep the response cache under its byte budget',
    { timeout: 60_000 },
    async () => {
      const budget = 1024 * 1024;
      const store = new ByteLru(budget);
      const { app } = cachedRead(store);
      for (let i = 0; i < 10_000; i++) {
        const res = await app.request(`/api/v1/items/latest?offset=${i}&limit=10`);
        expect(res.status).toBe(200);
        await res.text();
        expect(store.bytes).toBeLessThanOrEqual(budget);
      }
      expect(store.size).toBeGreaterThan(100); // still caching: it evicts, it does not give up
      expect(store.size).toBeLessThan(300);
    },
  );

  it("Memory: a new second's first request drops the entries of past seconds (they can serve no one)", async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const store = new ByteLru(1024 * 1024);
    const { app } = cachedRead(store, () => new Date(clock));
    for (let i = 0; i < 50; i++) await (await app.request(`/api/v1/items/latest?offset=${i}`)).text();
    expect(store.size).toBe(50);
    clock += 1000;
    await (await app.request('/api/v1/items/latest?offset=0')).text();
    expect(store.size).toBe(1);
    expect(store.bytes).toBeLessThan(5 * 1024);
  });

  it('Memory: the cache keys on normalised parameters: reordered queries share one entry, repeated names keep their order', async () => {
    const store = new ByteLru(1024 * 1024);
    const { app, computed } = cachedRead(store);
    await app.request('/api/v1/items/latest?limit=10&offset=1');
    await app.request('/api/v1/items/latest?offset=1&limit=10');
    expect(computed()).toBe(1);
    expect(store.size).toBe(1);
    const first: any = await (await app.request('/api/v1/items/latest?a=1&a=2')).json();
    const second: any = await (await app.request('/api/v1/items/latest?a=2&a=1')).json();
    expect(first.query.a).toBe('1');
    expect(second.query.a).toBe('2');
  });

  it('Memory: the least recently used entries go first', () => {
    const lru = new ByteLru(3 * (1000 + 200));
    const put = (k: string) => lru.set(k, { status: 200, body: 'x'.repeat(1000), version: 1, second: 0 });
    put('a');
    put('b');
    put('c');
    lru.get('a');
    put('d');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('d')).toBeDefined();
  });

  it("Memory: the rate limit holds at most its windows' count; expired windows go first", () => {
    const windows = windowsOf(1000);
    for (let i = 0; i < 50_000; i++) windows.open(`ip:203.0.${i >> 8}.${i & 255}`, 1_000 + i);
    expect(windows.size).toBeLessThanOrEqual(1000);
    const later = windowsOf(1000);
    for (let i = 0; i < 500; i++) later.open(`ip:a${i}`, 0);
    later.open('ip:late', 61_000);
    expect(later.size).toBe(1);
  });
});
