// Catalogue read benchmark. Starts the real server (server/main.ts) as a child process on a free port
// with a throwaway database and the rate limit off (100 connections would hit 600/min at once), then
// runs autocannon in this process — so load generator and server do not share an event loop — with
// 100 connections for BENCH_SECONDS (default 10) against stores/latest, items/latest and
// items/details/{id}, and prints p50/p99 per endpoint. Target: p99 < 50 ms.
//   npx tsx server/bench.ts
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const port = await freePort();
const child = spawn(process.execPath, ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STOREFRONT_DB: join(dir, 'bench.sqlite'),
    STOREFRONT_RATE_LIMIT: '0',
    STOREFRONT_STATIC: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  child.stdout!.on('data', (d: Buffer) => {
    if (d.toString().includes('Storefront running at')) resolve();
  });
});

const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const headers = {
  moduleId: '1',
  zoneId: '[2,1]',
  latitude: '23.7557',
  longitude: '90.3753',
  'X-localization': 'en',
  Accept: 'application/json',
  'X-software-id': '33571750',
};
const targets: Array<[string, string]> = [
  ['stores/latest', '/api/v1/stores/latest?limit=12&offset=1&type=all'],
  ['items/latest', '/api/v1/items/latest?store_id=0&category_id=0&limit=10&offset=1'],
  ['items/details/{id}', '/api/v1/items/details/3'],
];

try {
  for (const [name, path] of targets) {
    const check = await fetch(base + path, { headers });
    if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    await autocannon({ url: base + path, connections: 100, duration: 2, headers }); // warm-up
    const r = await autocannon({ url: base + path, connections: 100, duration, headers });
    console.log(
      `${name.padEnd(20)} p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   max ${String(r.latency.max).padStart(4)} ms   ${Math.round(r.requests.average)} req/s   non-2xx ${r.non2xx}   errors ${r.errors}`,
    );
  }
  console.log(`\nautocannon: 100 connections, ${duration} s per endpoint, server ${base} (child process)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
