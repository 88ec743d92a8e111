// @vitest-environment node
/**
 * Transport over a real socket: a body over the limit sent on a kept-alive connection does not cost the
 * request after it; small answers go uncompressed (gzip only pays above 1 KB).
 */
import { serve } from '@hono/node-server';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../../server/http/client-errors.ts';
import { FOOD, makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = makeApp({ rateLimit: 1000 });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as unknown as Server),
    ) as unknown as Server;
  });
  answerClientErrors(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  t.dispose();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request through `agent`; resolves with the answer, or with the transport error's code. */
function request(
  agent: http.Agent,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer | string> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { Accept: 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
        );
        res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      },
    );
    req.setTimeout(8_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end(body);
  });
}

describe('Transport: kept-alive connections and compression', () => {
  it('Transport: a 9 MB body is refused and the next request on the same kept-alive agent still answers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(9 * 1024 * 1024, 'x');
      const first = await request(agent, 'POST', '/api/v1/customer/address/add', big, {
        'Content-Type': 'application/json',
      });
      const next = await request(agent, 'GET', '/api/v1/zone/list');
      expect(typeof first === 'string' ? first : first.status).toBe(403);
      expect(typeof next === 'string' ? next : next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('Transport: answers under 1 KB go uncompressed, bigger JSON goes gzipped', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const small = await request(agent, 'GET', '/api/v1/customer/info', undefined, { 'Accept-Encoding': 'gzip' });
    const big = await request(agent, 'GET', '/api/v1/config', undefined, { 'Accept-Encoding': 'gzip', ...FOOD });
    if (typeof small === 'string' || typeof big === 'string')
      throw new Error(`transport error: ${String(small)} ${String(big)}`);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(big.headers['content-encoding']).toBe('gzip');
  });
});
