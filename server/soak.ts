// Memory soak. Starts the real server (server/main.ts) as a child process with a throwaway database and the
// rate limit off, warms it up, then runs autocannon for SOAK_SECONDS (default 300) over catalogue reads whose
// query differs on every request (each one a new response-cache key, as a crawler or an attacker would send),
// idles SOAK_IDLE_SECONDS (default 60) and prints the child's resident memory: after warm-up, at its peak,
// and after the idle. The server holds if the end is within 20 % of the start.
//   npx tsx server/soak.ts
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.SOAK_PORT ?? 4599);
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const idleSeconds = Number(process.env.SOAK_IDLE_SECONDS ?? 60);
const dir = mkdtempSync(join(tmpdir(), 'storefront-soak-'));
const child = spawn(process.execPath, ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STOREFRONT_DB: join(dir, 'soak.sqlite'),
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

/** The child's resident set in MB, from /proc (Linux). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const base = `http://127.0.0.1:${port}`;
const headers = {
  moduleId: '1',
  zoneId: '[2,1]',
  latitude: '23.7557',
  longitude: '90.3753',
  'X-localization': 'en',
  Accept: 'application/json',
};
const paths = [
  (n: number) => `/api/v1/stores/latest?limit=12&offset=1&type=all&q=${n}`,
  (n: number) => `/api/v1/items/latest?store_id=0&category_id=0&limit=10&offset=1&q=${n}`,
  (n: number) => `/api/v1/items/search?name=b${n}&limit=10&offset=1`,
];
let n = 0;
const run = (duration: number) =>
  autocannon({
    url: base,
    connections: 20,
    duration,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n % paths.length]!(n++) }) }],
  });

try {
  await run(10);
  await sleep(5_000);
  const start = rssMb();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 2_000);
  const r = await run(seconds);
  clearInterval(sampler);
  const afterLoad = rssMb();
  await sleep(idleSeconds * 1000);
  const end = rssMb();
  const within = end <= start * 1.2;
  console.log(
    `requests ${r.requests.total} (${Math.round(r.requests.average)}/s), distinct URLs ${n}, non-2xx ${r.non2xx}, errors ${r.errors}`,
  );
  console.log(
    `RSS MB: start ${start.toFixed(0)}, peak ${peak.toFixed(0)}, after load ${afterLoad.toFixed(0)}, after ${idleSeconds} s idle ${end.toFixed(0)}`,
  );
  console.log(within ? 'ok: the end is within 20 % of the start' : 'OVER: the end is more than 20 % above the start');
  process.exitCode = within ? 0 : 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
