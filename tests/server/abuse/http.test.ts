// @vitest-environment node
/**
 * issue 11 items 7 and 8 over a real socket: a refused call's unread 1 MB body does not break keep-alive,
 * a 70 KB query answers 431 in the error shape, answers carry nosniff and a configured CORS policy, and
 * items/discounted takes any JSON category_ids without crashing.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../../server/http/client-errors.ts';
import { FOOD, makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = makeApp({ origins: ['https://shop.example'], rateLimit: 1000 });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as unknown as Server),
    ) as unknown as Server;
  });
  answerClientErrors(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.dispose();
});

/** Writes raw requests on one connection and collects every answer's status line until `count` arrived. */
function rawExchange(parts: string[], count: number): Promise<{ statuses: number[]; text: string }> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => finish(), 4_000);
    const finish = () => {
      clearTimeout(timer);
      sock.destroy();
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])), text });
    };
    sock.on('data', (d) => {
      text += d.toString('latin1');
      if ([...text.matchAll(/HTTP\/1\.1 \d{3}/g)].length >= count) setTimeout(finish, 100);
    });
    sock.on('error', reject);
    sock.on('close', finish);
    sock.on('connect', async () => {
      for (const p of parts) {
        sock.write(p);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
  });
}

describe('Hardening: early refusals and oversized requests', () => {
  it('Hardening: a 1 MB body refused with 401 leaves the keep-alive connection usable for the next request', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const { statuses, text } = await rawExchange(
      [
        `POST /api/v1/customer/address/add HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n${big}`,
        'GET /api/v1/zone/list HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n',
      ],
      2,
    );
    expect(statuses).toEqual([401, 200]);
    expect(text).toContain('Unauthenticated.');
  });

  it('Hardening: a 70 KB query answers 431 in the platform error shape', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/items/search?name=${'a'.repeat(70 * 1024)}`, {
      headers: FOOD,
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      errors: [{ code: 'header', message: 'The request URL or headers are too large.' }],
    });
  });

  it('Hardening: items/discounted with a non-array category_ids answers 200, never code server', async () => {
    for (const v of ['5', '{"a":1}', 'null', '"x"', '[1,"x",null]']) {
      const r = await t.call('GET', `/api/v1/items/discounted?category_ids=${encodeURIComponent(v)}`, {
        headers: FOOD,
      });
      expect(r.status, v).toBe(200);
      expect(Array.isArray(r.body.products), v).toBe(true);
    }
  });
});

describe('Hardening: headers', () => {
  it('Hardening: API answers carry nosniff, fresh, cached, refused or not found', async () => {
    for (const path of ['/api/v1/config', '/api/v1/config', '/api/v1/customer/info', '/api/v1/nope']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Accept: 'application/json' } });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("Hardening: CORS answers only the configured origins and the server's own, with the platform headers", async () => {
    const preflight = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/api/v1/items/latest`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'zoneid,moduleid,authorization',
        },
      });
    const ok = await preflight('https://shop.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const allowed = ok.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of [
      'zoneid',
      'moduleid',
      'latitude',
      'longitude',
      'x-localization',
      'x-software-id',
      'authorization',
      'content-type',
      'accept',
    ])
      expect(allowed).toContain(h);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBeNull(); // not configured here
    expect((await preflight(`http://127.0.0.1:${port}`)).headers.get('access-control-allow-origin')).toBe(
      `http://127.0.0.1:${port}`,
    );
    const get = await fetch(`http://127.0.0.1:${port}/api/v1/config`, { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
