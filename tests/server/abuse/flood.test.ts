// @vitest-environment node
/**
 * Bodies within the size limit but with hundreds of thousands of fields are refused before parsing
 * (413, code `body`, with the reason), per content type, and a flood of them does not hold up other
 * clients: over a real socket, config reads keep their p99 under 50 ms while three connections keep
 * posting 2.3 MB urlencoded bodies of 300,000 keys (the attack that pushed p90 to 890 ms).
 */
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, makeApp, type TestApp } from '../helpers.ts';

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
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  t.dispose();
});

const manyKeys = Array.from({ length: 300_000 }, (_, i) => `k${i}=1`).join('&');

/** Three keep-alive connections posting 300,000-key urlencoded bodies to the port in argv, for at most 30 s;
 *  prints "ready", then each answer's status (or the transport error) on a line. */
const FLOOD = `
const http = require('node:http');
const port = Number(process.argv[1]);
const body = Buffer.from(Array.from({ length: 300000 }, (_, i) => 'k' + i + '=1').join('&'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
const until = Date.now() + 30000;
const post = () => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/auth/login', agent,
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length } }, (res) => {
    res.resume();
    res.on('end', () => resolve(String(res.statusCode)));
  });
  req.on('error', (e) => resolve(e.code || 'error'));
  req.end(body);
});
console.log('ready');
for (let k = 0; k < 3; k++) (async () => { while (Date.now() < until) console.log(await post()); })();
setTimeout(() => process.exit(0), 30000);
`;

function request(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length } : {}),
    };
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` sequential config reads; the latencies in ms. */
async function readConfig(agent: http.Agent, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    expect(await request(agent, 'GET', '/api/v1/config')).toBe(200);
    times.push(performance.now() - start);
  }
  return times;
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1]!;

const post = (body: string, type: string) =>
  t.call('POST', '/api/v1/auth/login', { raw: body, headers: { 'Content-Type': type } });

describe('Hardening: bodies with too many fields', () => {
  it(
    'Hardening: 300,000 urlencoded keys, JSON keys or array items, and 2,000 multipart parts answer 413 with the reason',
    { timeout: 30_000 },
    async () => {
      const form = await post(manyKeys, 'application/x-www-form-urlencoded');
      expect(form.status).toBe(413);
      expect(firstError(form.body)).toEqual({ code: 'body', message: 'The request body has more than 1000 fields.' });
      const json = await post(
        JSON.stringify(Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, 1]))),
        'application/json',
      );
      expect(json.status).toBe(413);
      const items = await post(
        JSON.stringify({ ids: Array.from({ length: 300_000 }, (_, i) => i) }),
        'application/json',
      );
      expect(items.status).toBe(413);
      const boundary = 'XyZ';
      const parts =
        Array.from(
          { length: 2000 },
          (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="k${i}"\r\n\r\n1\r\n`,
        ).join('') + `--${boundary}--\r\n`;
      const multipart = await post(parts, `multipart/form-data; boundary=${boundary}`);
      expect(multipart.status).toBe(413);
      expect(firstError(multipart.body).message).toBe('The request body has more than 1000 fields.');
    },
  );

  it(
    'Hardening: JSON nested 100 deep and a form field nested 100 deep answer 413; ordinary bodies still read',
    { timeout: 30_000 },
    async () => {
      const deep = await post(`{"a":${'['.repeat(100)}${']'.repeat(100)}}`, 'application/json');
      expect(deep.status).toBe(413);
      expect(firstError(deep.body).message).toBe('The request body has nesting deeper than 32.');
      const deepForm = await post(`a${'[x]'.repeat(100)}=1`, 'application/x-www-form-urlencoded');
      expect(deepForm.status).toBe(413);
      // Within the bounds: colons and commas inside strings are not fields; the login is read and refused as usual.
      const ordinary = await post(
        JSON.stringify({
          login_type: 'manual',
          email_or_phone: `nobody@example.com`,
          password: ':,'.repeat(100),
          field_type: 'email',
          tags: Array.from({ length: 900 }, (_, i) => i),
        }),
        'application/json',
      );
      expect(ordinary.status).toBe(401);
      const formLogin = await post(
        'login_type=manual&email_or_phone=nobody%40example.com&password=wrong-password&field_type=email',
        'application/x-www-form-urlencoded',
      );
      expect(formLogin.status).toBe(401);
    },
  );

  it(
    'Hardening: p99 of config stays under 50 ms while three connections post 300,000-key bodies',
    { timeout: 90_000, retry: 2 },
    async (ctx) => {
      // The flood runs in a process of its own, as an attacker's would: writing 2.3 MB bodies from this
      // process would be measured as the server's delay. It stops by itself after 30 s (bounded), on loopback.
      const reads = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const quiet = await readConfig(reads, 300); // printed beside the figure under flood, to tell load from starvation
      // A machine that cannot answer config in 25 ms at p99 with no flood at all (other suites sharing two
      // cores at a load average of 15 measured 26 to 99 ms) cannot show a 50 ms bound either way: the test
      // says so and is skipped, rather than passing or failing on the neighbours' load.
      if (p99(quiet) > 25) {
        console.log(`config p99 is ${p99(quiet).toFixed(1)} ms with no flood: the machine is too busy to measure`);
        reads.destroy();
        ctx.skip();
      }
      const flood = spawn(process.execPath, ['-e', FLOOD, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      flood.stdout.on('data', (d: Buffer) => (out += d.toString()));
      try {
        await new Promise((resolve) => flood.stdout.once('data', resolve)); // the flood is running
        const busy = performance.eventLoopUtilization();
        const delay = monitorEventLoopDelay({ resolution: 1 });
        delay.enable();
        const times = await readConfig(reads, 300);
        delay.disable();
        const utilisation = performance.eventLoopUtilization(busy).utilization;
        const refused = out.split('\n').filter((l) => l === '413').length;
        console.log(
          `config p99 ${p99(times).toFixed(1)} ms over ${times.length} reads while ${refused} flood bodies were refused (${p99(quiet).toFixed(1)} ms without); event loop busy ${(utilisation * 100).toFixed(0)} %, longest block ${(delay.max / 1e6).toFixed(0)} ms`,
        );
        expect(refused).toBeGreaterThan(3);
        // Every flood body was refused: answered 413, or cut off where the server stopped reading it (its 413
        // closes the connection, so a client still writing the rest of its 2.3 MB can see EPIPE or a reset
        // before the answer). Any other status, or any other error, fails.
        expect(out).not.toMatch(/^(?!413$|ready$|EPIPE$|ECONNRESET$).+$/m);
        expect(p99(times)).toBeLessThan(50);
      } finally {
        flood.kill();
        reads.destroy();
      }
    },
  );
});
