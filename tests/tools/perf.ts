/**
 * `npm run perf`: builds the storefront, serves it with the reference API on a fresh database, and runs
 * Lighthouse (mobile defaults) on the customer's journey (tests/tools/perf-journey.ts), printing medians
 * (docs/budgets.md: ≥ 98 on /home, store and product, ≥ 95 elsewhere; LCP ≤ 1.5 s, TBT ≤ 100 ms).
 *
 * Each page is reached as a returning visitor reaches it: the device's local storage (location, module,
 * the demo customer's token where the page needs one) is seeded on a light page of the same origin before
 * every run and Lighthouse keeps it (disableStorageReset). The service worker, its caches and the HTTP cache
 * are cleared before every run so each paints from the network; PERF_WARM=1 keeps them (a repeat visit,
 * after one unmeasured load). Runs are interleaved (page 1..n, then again) so a burst of load on the shared
 * machine spreads over every page instead of sinking one.
 *
 * PERF_PAGES=/home,store picks pages (`/home` is every module's, `/home food` one); PERF_RUNS (5);
 * PERF_SKIP_BUILD=1 reuses the last build; PERF_PORT; PERF_SAVE=<dir> keeps every run's report.
 * PERF_COMPARE=4720 also serves that port's build (made earlier with PERF_PORT=4720) and measures both, run by
 * run in turns (A, B, B, A, …), so two builds meet the same load (docs/budgets.md "Measuring"); the shop
 * pages only: the demo customer's token is PERF_PORT's server's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';
import { buildOnce, load, median, MODULES, port, seedDevice, startServer, work } from './perf-setup.ts';
import { journey, pick, type JourneyPage } from './perf-journey.ts';

const runs = Number(process.env.PERF_RUNS ?? 5);
const warm = process.env.PERF_WARM === '1';
const ports = [port, ...(process.env.PERF_COMPARE ?? '').split(',').filter(Boolean).map(Number)];

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  bench: number;
}

buildOnce();
const stops = await Promise.all(ports.map((p) => startServer(p)));
try {
  const { pages: all, token } = await journey();
  const pages = pick(all);
  const executable = await findChromium();
  if (!executable) throw new Error('no Chromium (see TOOLCHAIN.md)');
  mkdirSync(join(work, 'profile'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: join(work, 'profile'),
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const seeds = new Map(
      await Promise.all(
        ports.map(async (p) => {
          const seed = await context.newPage();
          await seed.goto(`http://localhost:${p}/robots.txt`);
          return [p, { seed, cdp: await context.newCDPSession(seed) }] as const;
        }),
      ),
    );

    const measure = async (page: JourneyPage, i: number, at: number): Promise<Run> => {
      const origin = `http://localhost:${at}`;
      const { seed, cdp } = seeds.get(at)!;
      await seed.evaluate(seedDevice, { module: MODULES[page.module], ...(page.signedIn ? { token } : {}) });
      if (warm) {
        // The first visit installs the service worker and fills the caches; the measured one repeats it.
        const first = await context.newPage();
        await first.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
        await first.close();
      } else {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
        await cdp.send('Network.clearBrowserCache');
      }
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result!.lhr;
      if (process.env.PERF_SAVE) {
        mkdirSync(process.env.PERF_SAVE, { recursive: true });
        writeFileSync(
          join(process.env.PERF_SAVE, `${at}-${page.name.replace(/\W+/g, '-')}-${i}.json`),
          JSON.stringify(lhr),
        );
      }
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcp: metric('first-contentful-paint'),
        si: metric('speed-index'),
        // Lighthouse's own measure of this machine's speed at the time: on a shared VM it halves at moments.
        bench: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      };
    };

    console.log(
      `Lighthouse ${runs}× per page (interleaved), mobile defaults, ${warm ? 'repeat visit (service worker and caches kept)' : 'caches cleared'}, load average ${load()}`,
    );
    const results = new Map(ports.map((p) => [p, new Map<string, Run[]>(pages.map((page) => [page.name, []]))]));
    for (let i = 0; i < runs; i++) {
      for (const page of pages)
        for (const p of i % 2 ? [...ports].reverse() : ports)
          results
            .get(p)!
            .get(page.name)!
            .push(await measure(page, i, p));
      process.stderr.write(`  round ${i + 1}/${runs} done, load average ${load()}\n`);
    }
    for (const p of ports) {
      if (ports.length > 1) console.log(`\nthe build served on ${p}:`);
      printTable(pages, results.get(p)!);
    }
    console.log(`load average after: ${load()}`);
    await browser.close().catch(() => undefined);
  } finally {
    chrome.kill();
  }
} finally {
  stops.forEach((stop) => stop());
}

function printTable(pages: JourneyPage[], results: Map<string, Run[]>) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padEnd(9);
  console.log(
    `${'page'.padEnd(16)} ${'score'.padEnd(7)}${'LCP'.padEnd(9)}${'TBT'.padEnd(9)}${'CLS'.padEnd(8)}${'FCP'.padEnd(9)}${'SI'.padEnd(9)}runs (score/TBT ms/benchmarkIndex)`,
  );
  for (const page of pages) {
    const rs = results.get(page.name)!;
    const m = (k: keyof Run) => median(rs.map((r) => r[k]));
    const budget = ['/home', 'store', 'product'].some((n) => page.name === n || page.name.startsWith('/home '))
      ? 98
      : 95;
    const mark = m('score') >= budget ? ' ' : '!';
    console.log(
      `${(page.name + (page.signedIn ? ' *' : '')).padEnd(16)} ${`${m('score')}${mark}`.padEnd(7)}${s(m('lcp'))}${`${Math.round(m('tbt'))} ms`.padEnd(9)}${m('cls').toFixed(3).padEnd(8)}${s(m('fcp'))}${s(m('si'))}${rs.map((r) => `${r.score}/${Math.round(r.tbt)}/${r.bench}`).join(', ')}`,
    );
  }
  console.log('* signed in as the demo customer; ! under its budget (98 on /home, store and product, 95 elsewhere)');
}
