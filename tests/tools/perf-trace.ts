/**
 * `npx tsx tests/tools/perf-trace.ts`: where the main thread's work goes while a shop page loads, from a
 * Chromium performance trace at 4× CPU slowdown (a mid-range phone), as a returning visitor lands on it
 * (the device seeded as `npm run perf` does; HTTP cache and service worker empty: a fresh context).
 *
 * Lighthouse's score moves with the shared machine's load; the trace's thread time (`tdur`, the CPU the
 * main thread actually got) does much less, so builds are compared by it: script per chunk (compile and
 * run), style and layout, paint, garbage collection, and the blocking time of the tasks (each task's CPU
 * beyond 50 ms; the slowdown keeps the thread busy, so its CPU time includes it). The wall-clock figures
 * (what the throttled browser saw, load included) are printed beside them.
 *
 * PERF_PORT (as `npm run perf`) serves its build (.tmp/perf-<port>); PERF_COMPARE=4720 serves that port's
 * build too (made earlier with PERF_PORT=4720) and measures both interleaved, run by run; PERF_PAGES as
 * `npm run perf` (default: /home grocery, store, product); PERF_RUNS (5); PERF_SKIP_BUILD=1 reuses
 * PERF_PORT's build; PERF_TRACE_SAVE=<dir> keeps every trace.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';
import { buildOnce, load, median, MODULES, port, seedDevice, startServer } from './perf-setup.ts';
import { journey, pick, type JourneyPage } from './perf-journey.ts';
import { summarise, type TraceEvent, type TraceSummary } from './perf-trace-summary.ts';

const runs = Number(process.env.PERF_RUNS ?? 5);
const rate = 4;
// The journey's ids and token come from the first (PERF_PORT's) server; each server seeds the same data.
const ports = [port, ...(process.env.PERF_COMPARE ?? '').split(',').filter(Boolean).map(Number)];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function traceLoad(browser: Browser, origin: string, page: JourneyPage, token: string): Promise<TraceEvent[]> {
  // Lighthouse's mobile screen; touch, as a phone.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate(seedDevice, { module: MODULES[page.module], ...(page.signedIn ? { token } : {}) });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    await tab.locator('html:not([data-hydrating])').waitFor({ state: 'attached', timeout: 60_000 });
    await tab.waitForLoadState('networkidle');
    // What hydration left for idle time (whenIdle's 2 s cap) runs before the trace ends.
    await tab.evaluate(() => new Promise((done) => setTimeout(done, 2500)));
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${Math.round(x)}`.padStart(6);

function printPage(name: string, byPort: Map<number, TraceSummary[]>) {
  console.log(
    `\n${name}: medians of ${runs} (ms of main-thread CPU at ${rate}× slowdown; 'wall' as traced, load included)`,
  );
  const rows: [string, (s: TraceSummary) => number][] = [
    ['blocking (CPU−50)', (s) => s.blockingCpu],
    ['blocking (wall)', (s) => s.blockingWall],
    ['long tasks (wall>50)', (s) => s.longTasks],
    ['longest task CPU', (s) => s.longestCpu],
    ['main thread CPU', (s) => s.totalCpu],
    ['script compile', (s) => s.groups.compile ?? 0],
    ['script run', (s) => s.groups.script ?? 0],
    ['style + layout', (s) => s.groups.style ?? 0],
    ['  forced by script', (s) => s.forced],
    ['paint + composite', (s) => s.groups.paint ?? 0],
    ['parse HTML/CSS', (s) => s.groups.parse ?? 0],
    ['garbage collection', (s) => s.groups.gc ?? 0],
    ['other', (s) => s.groups.other ?? 0],
  ];
  console.log(`${''.padEnd(22)}${ports.map((p) => `:${p}`.padStart(8)).join('')}`);
  for (const [label, pick] of rows)
    console.log(`${label.padEnd(22)}${ports.map((p) => ms(median(byPort.get(p)!.map(pick))).padStart(8)).join('')}`);
  for (const p of ports) {
    const urls = new Map<string, number[]>();
    for (const s of byPort.get(p)!)
      for (const [u, t] of Object.entries(s.byUrl)) urls.set(u, [...(urls.get(u) ?? []), t]);
    const top = [...urls]
      .map(([u, ts]) => [u, median([...ts, ...Array(Math.max(0, runs - ts.length)).fill(0)])] as const)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `  :${p} script CPU by file: ${top
        .slice(0, 8)
        .map(([u, t]) => `${u.replace(/^.*\//, '')} ${Math.round(t)}`)
        .join(', ')}`,
    );
  }
}

buildOnce();
const stops = await Promise.all(ports.map((p) => startServer(p)));
try {
  const executable = await findChromium();
  if (!executable) throw new Error('no Chromium (see TOOLCHAIN.md)');
  const browser = await chromium.launch({
    executablePath: executable,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const { pages: all, token } = await journey();
  const pages = pick(all, process.env.PERF_PAGES ?? '/home grocery,store,product');
  console.log(`trace ${runs}× per page and build (interleaved), ${rate}× CPU slowdown, load average ${load()}`);
  const results = new Map(pages.map((p) => [p.name, new Map(ports.map((port) => [port, [] as TraceSummary[]]))]));
  for (let i = 0; i < runs; i++) {
    for (const page of pages)
      for (const p of i % 2 ? [...ports].reverse() : ports) {
        const events = await traceLoad(browser, `http://localhost:${p}`, page, token);
        if (process.env.PERF_TRACE_SAVE) {
          mkdirSync(process.env.PERF_TRACE_SAVE, { recursive: true });
          writeFileSync(
            join(process.env.PERF_TRACE_SAVE, `${p}-${page.name.replace(/\W+/g, '-')}-${i}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        }
        results.get(page.name)!.get(p)!.push(summarise(events));
      }
    process.stderr.write(`  round ${i + 1}/${runs} done, load average ${load()}\n`);
  }
  for (const page of pages) printPage(page.name, results.get(page.name)!);
  console.log(`\nload average after: ${load()}`);
  await browser.close();
} finally {
  stops.forEach((stop) => stop());
}
