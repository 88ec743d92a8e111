// @vitest-environment node
/**
 * issue 11 item 5: sign-ins hash off the event loop with bounded concurrency, so a burst of wrong-password
 * logins does not starve catalogue reads. Both phases run in this one test on a real socket: the p99 of
 * `config` alone and the p99 of `config` while 12 connections keep posting wrong-password logins. The
 * loaded p99 must stay within 3× the p99 alone (with a 5 ms floor, so scheduler noise on a busy 2-core
 * machine does not decide the outcome; a blocking hash costs tens of ms per login and fails either way).
 */
import { serve } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let server: http.Server;
let port: number;

beforeAll(async () => {
  t = makeApp({ rateLimit: 0 });
  server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as unknown as http.Server),
    ) as unknown as http.Server;
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.dispose();
});

function request(agent: http.Agent, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` config reads over `parallel` keep-alive connections; the latencies in ms. */
async function readConfig(agent: http.Agent, count: number, parallel: number): Promise<number[]> {
  const times: number[] = [];
  let left = count;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (left-- > 0) {
        const start = performance.now();
        expect(await request(agent, 'GET', '/api/v1/config')).toBe(200);
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1]!;

describe('Hardening: logins do not starve catalogue reads', () => {
  it(
    'Hardening: p99 of config under 12 connections of wrong-password logins stays within 3× its p99 alone',
    { timeout: 45_000, retry: 2 },
    async () => {
      // Retried: on a 2-core machine the other test files share the cores, and one unlucky round can push a
      // p99 of a few ms just past 3×. Starvation (hashing on the event loop) fails every try by far.
      const reads = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const logins = new http.Agent({ keepAlive: true, maxSockets: 12 });
      let attempts = 0;
      /** 12 connections posting wrong passwords for distinct unknown accounts (each attempt hashes; nothing
       *  gets locked out), like a credential-stuffing run, until stop() is awaited. */
      const burst = () => {
        let running = true;
        const loops = Array.from({ length: 12 }, async (_, k) => {
          for (let i = 0; running; i++) {
            const body = JSON.stringify({
              login_type: 'manual',
              email_or_phone: `nobody-${k}-${i}-${attempts}@example.com`,
              password: 'wrong-password',
              field_type: 'email',
            });
            expect(await request(logins, 'POST', '/api/v1/auth/login', body)).toBe(401);
            attempts++;
          }
        });
        return async () => {
          running = false;
          await Promise.all(loops);
        };
      };
      try {
        await readConfig(reads, 50, 4); // warm-up: connections, JIT, the response cache
        // The phases alternate in short rounds, so whatever else the machine does falls on both alike.
        const alone: number[] = [];
        const loaded: number[] = [];
        for (let round = 0; round < 4; round++) {
          alone.push(...(await readConfig(reads, 100, 4)));
          const stop = burst();
          await new Promise((r) => setTimeout(r, 100)); // the hashing queue is full before measuring
          loaded.push(...(await readConfig(reads, 100, 4)));
          await stop();
        }
        const [a, l] = [p99(alone), p99(loaded)];
        expect(attempts, 'logins really ran during the reads').toBeGreaterThanOrEqual(4 * 12);
        expect(
          l,
          `config p99 alone ${a.toFixed(1)} ms, under logins ${l.toFixed(1)} ms (${attempts} logins)`,
        ).toBeLessThanOrEqual(3 * Math.max(a, 5));
      } finally {
        reads.destroy();
        logins.destroy();
      }
    },
  );
});
