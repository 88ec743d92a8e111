// @vitest-environment node
/**
 * acc §Transport: slow connections are closed. Over a real loopback socket (with timeouts shortened as an
 * operator can by env), a client that trickles half a header, or holds its side open after the refusal,
 * or idles between requests, loses its connection; a normal request still answers.
 */
import type { Server } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, listen, timeoutsFromEnv } from '../../../server/http/listen.ts';
import { makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = makeApp();
  const timeouts = timeoutsFromEnv({
    STOREFRONT_HEADERS_TIMEOUT_MS: '400',
    STOREFRONT_REQUEST_TIMEOUT_MS: '800',
    STOREFRONT_KEEPALIVE_TIMEOUT_MS: '300',
  });
  ({ server, port } = await listen(t.app.fetch, { port: 0, hostname: '127.0.0.1', timeouts }));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  t.dispose();
});

const connections = () => new Promise<number>((r) => server.getConnections((_, n) => r(n)));

/** Opens a half-open-capable socket (as an attacker would: it never closes its own side). */
function open(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => resolve(s));
    s.on('error', reject);
  });
}

async function waitForNoConnections(limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await connections()) === 0) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

describe('acc §Transport: slow connections', () => {
  it('defaults close a slow header within 60 s', () => {
    const d = timeoutsFromEnv({});
    expect(d).toEqual(DEFAULT_TIMEOUTS);
    expect(d.headersMs + 2_000).toBeLessThanOrEqual(60_000);
    expect(d.requestMs + 2_000).toBeLessThanOrEqual(60_000);
  });

  it('ten clients trickling half a header, never closing their side, are all disconnected', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, open));
    let received = '';
    for (const s of sockets) {
      s.on('data', (d) => (received += d.toString()));
      s.write('GET /api/v1/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    }
    // a byte every 100 ms, bounded: 30 rounds at most
    for (let i = 0; i < 30 && sockets.some((s) => !s.destroyed && s.writable); i++) {
      for (const s of sockets) if (s.writable) s.write('a');
      await new Promise((r) => setTimeout(r, 100));
    }
    const took = await waitForNoConnections(4_000);
    for (const s of sockets) s.destroy();
    expect(took).toBeLessThan(4_000);
    expect(received).toContain('408');
  });

  it('an idle keep-alive connection is closed after its answer', async () => {
    const s = await open();
    let text = '';
    s.on('data', (d) => (text += d.toString()));
    s.write('GET /api/v1/config HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n');
    const took = await waitForNoConnections(3_000);
    s.destroy();
    expect(text).toMatch(/^HTTP\/1.1 200/);
    expect(took).toBeLessThan(3_000);
  });
});
