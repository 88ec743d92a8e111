// @vitest-environment node
/** Contract: the rate limit (api §1.1) — 429 {message} once the per-minute budget is spent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, startServer, type Server } from './server.ts';

let server: Server;

beforeAll(async () => {
  // The platform allows 600 a minute; the reference server's limit is configurable, 5 keeps the test quick.
  server = await startServer({ rateLimit: 5 });
});
afterAll(async () => server?.close());

describe('rate limit', () => {
  it('api §1.1 rate limit: the request after the budget answers 429 {message} on any route', async () => {
    const statuses: number[] = [];
    let last = await server.op('get', '/api/v1/config');
    statuses.push(last.status);
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await server.op('get', '/api/v1/config');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expectContract(last, 429);
    const other = await server.op('get', '/api/v1/zone/list');
    expectContract(other, 429);
  });
});
