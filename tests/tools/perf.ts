/**
 * `npm run perf`: builds the storefront, serves it with the reference API on a fresh database, and runs
 * Lighthouse (mobile defaults) three times on /home, a store page and a product page, printing the
 * medians (issue 15; DESIGN.md budgets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02).
 *
 * /home needs a chosen location and module, so the device's local storage is seeded on a light page of
 * the same origin first and Lighthouse keeps it (disableStorageReset); the service worker, its caches and
 * the HTTP cache are cleared before every run so each run is a first visit. PERF_SKIP_BUILD=1 reuses the
 * last build; PERF_RUNS sets the number of runs.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.PERF_PORT ?? 4390);
const origin = `http://localhost:${port}`;
const runs = Number(process.env.PERF_RUNS ?? 3);
const work = join(root, '.tmp', 'perf');
const dist = join(work, 'dist');
mkdirSync(join(work, 'profile'), { recursive: true });

if (process.env.PERF_SKIP_BUILD !== '1') {
  execSync(`npx panda codegen --silent && npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  // The server renderer beside the build, as `npm run build` makes it (PERF_SSR=0 measures the browser-only page).
  if (process.env.PERF_SSR !== '0')
    execSync(`npx vite build --ssr src/entry-server.tsx --logLevel warn --outDir ${JSON.stringify(join(work, 'dist-ssr'))} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  else rmSync(join(work, 'dist-ssr'), { recursive: true, force: true });
}
// Another server on the port would answer instead of this build's, and this one's would fail to listen.
if (await fetch(`${origin}/robots.txt`).then(() => true, () => false)) {
  console.error(`${origin} is in use already: stop that server, or choose another port with PERF_PORT.`);
  process.exit(1);
}
const db = join(work, 'storefront.sqlite');
for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
// In a process group of its own: npx does not pass a signal on to the server it started.
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, PORT: String(port), STOREFRONT_DB: db, STOREFRONT_STATIC: dist, STOREFRONT_RATE_LIMIT: '0' },
});

async function until(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await until(`${origin}/robots.txt`);
  // A grocery item and its store (the demo seed's always-open store), addressed as a shared link would be.
  const scope = { moduleId: '2', zoneId: '[1,2,3]' };
  const item = (await (await fetch(`${origin}/api/v1/items/details/104`, { headers: scope })).json()) as { slug?: string; id: number; store_id: number; module_id: number };
  const pages = {
    '/home': '/home',
    'store page': `/store/${item.store_id}?module_id=${item.module_id}`,
    'product page': `/product/${item.slug || item.id}?module_id=${item.module_id}`,
  };

  const executable = await findChromium();
  if (!executable) throw new Error('no Chromium (see TOOLCHAIN.md)');
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: join(work, 'profile'),
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const seed = await context.newPage();
    await seed.goto(`${origin}/robots.txt`);
    await seed.evaluate(() => {
      localStorage.setItem('location', 'Dhanmondi, Dhaka');
      localStorage.setItem('zoneid', '[1,2,3]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
      localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'grocery' }));
      localStorage.setItem('language-setting', 'en');
      // What the storefront mirrors into cookies on its first load (src/api/scope.ts), so the server renders this scope.
      const year = '; Path=/; Max-Age=31536000; SameSite=Lax';
      document.cookie = `sf_location=${encodeURIComponent('Dhanmondi, Dhaka')}${year}`;
      document.cookie = `sf_zoneid=${encodeURIComponent('[1,2,3]')}${year}`;
      document.cookie = `sf_currentLatLng=${encodeURIComponent(JSON.stringify({ lat: 23.757989, lng: 90.360587 }))}${year}`;
      document.cookie = `sf_module=${encodeURIComponent(JSON.stringify({ id: 2, module_type: 'grocery' }))}${year}`;
      document.cookie = `sf_language_setting=en${year}`;
    });
    const cdp = await context.newCDPSession(seed);

    console.log(`Lighthouse ${runs}× per page, mobile defaults, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('page            score   LCP      TBT      CLS     FCP      SI');
    for (const [name, path] of Object.entries(pages)) {
      const results: { score: number; lcp: number; tbt: number; cls: number; fcp: number; si: number; bench: number }[] = [];
      for (let i = 0; i < runs; i++) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
        const lhr = result!.lhr;
        // PERF_SAVE=dir keeps every run's report, to read the trace's long tasks and the LCP's phases.
        if (process.env.PERF_SAVE) {
          mkdirSync(process.env.PERF_SAVE, { recursive: true });
          writeFileSync(join(process.env.PERF_SAVE, `${name.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(lhr));
        }
        const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          fcp: metric('first-contentful-paint'),
          si: metric('speed-index'),
          // Lighthouse's own measure of this machine's speed at the time: on a shared VM it halves at moments.
          bench: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        });
      }
      const m = (k: keyof (typeof results)[number]) => median(results.map((r) => r[k]));
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padEnd(9);
      console.log(
        `${name.padEnd(15)} ${String(m('score')).padEnd(7)} ${s(m('lcp'))}${`${Math.round(m('tbt'))} ms`.padEnd(9)}${m('cls').toFixed(3).padEnd(8)}${s(m('fcp'))}${s(m('si'))}`,
      );
      console.log(`${''.padEnd(15)} runs (score/TBT ms/benchmarkIndex): ${results.map((r) => `${r.score}/${Math.round(r.tbt)}/${r.bench}`).join(', ')}`);
    }
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    await browser.close().catch(() => undefined);
  } finally {
    chrome.kill();
  }
} finally {
  process.kill(-server.pid!, 'SIGTERM');
}
