/**
 * `npx tsx tests/tools/perf-store-search.ts`: how fast a store's search answers typing (issue "Find anything":
 * ≤ 300 ms from the last keystroke to the results on screen, on the reference server). Builds (PERF_SKIP_BUILD=1
 * reuses the last build), serves on a fresh database, opens a grocery store as a returning visitor and types a
 * query a key at a time (PERF_KEY_MS apart, 60), PERF_REPS times (7). Prints each rep's time from the last key to
 * the grid showing only matches, and how many items/search requests the typing made (one is the goal: the
 * debounce holds the others back, a superseded one is cancelled).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';
import { api, buildOnce, load, median, MODULES, origin, seedDevice, startServer, worst } from './perf-setup.ts';

const reps = Number(process.env.PERF_REPS ?? 7);
const keyMs = Number(process.env.PERF_KEY_MS ?? 60);

buildOnce();
const stop = await startServer();
try {
  const item = await api<{ id: number; name: string; store_id: number; module_id: number }>(
    '/api/v1/items/details/104',
  );
  const store = await api<{ name: string }>(`/api/v1/stores/details/${item.store_id}`);
  const query = item.name.split(' ')[0]!.toLowerCase();
  const executable = await findChromium();
  if (!executable) throw new Error('no Chromium (see TOOLCHAIN.md)');
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedDevice, { module: MODULES.grocery });
  let searches = 0;
  page.on('request', (r) => void (r.url().includes('/items/search') && searches++));
  await page.addInitScript(() =>
    addEventListener('keydown', () => Object.assign(window, { lastKey: performance.now() }), true),
  );
  const field = page.getByRole('searchbox', { name: `Search in ${store.name}` });
  const grid = page.getByRole('region', { name: store.name });
  const times: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < reps; i++) {
    // Each rep from a fresh page: a query answered before would come from the cache, not the server.
    await page.goto(`${origin}/store/${item.store_id}?module_id=${item.module_id}`);
    await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
    await grid.getByTestId('product-card').first().waitFor();
    searches = 0;
    for (const ch of query) {
      await field.press(ch === ' ' ? 'Space' : ch);
      await page.waitForTimeout(keyMs);
    }
    // From the last key's keydown to the frame where every card shown matches (both in the page's clock).
    // A string, not a function: tsx names the functions it compiles with a helper the page does not have.
    const ms = await page.evaluate<number>(`new Promise((resolve) => {
      const q = ${JSON.stringify(query)};
      const region = [...document.querySelectorAll('[role="region"],section[aria-label]')].find((r) => r.getAttribute('aria-label') === ${JSON.stringify(store.name)});
      const matchesOnly = () => {
        const cards = [...region.querySelectorAll('[data-testid="product-card"]')];
        return new URL(location.href).searchParams.get('q') === q && cards.length > 0 && cards.every((c) => c.textContent.toLowerCase().includes(q));
      };
      const check = () => (matchesOnly() ? resolve(performance.now() - window.lastKey) : requestAnimationFrame(check));
      check();
    })`);
    times.push(ms);
    counts.push(searches);
  }
  await browser.close();
  console.log(`Store search "${query}" in ${store.name}, ${reps} reps, a key every ${keyMs} ms (load ${load()}):`);
  console.log(
    `  last key → only matches on screen: median ${Math.round(median(times))} ms, worst ${Math.round(worst(times))} ms (budget 300)`,
  );
  console.log(
    `  each rep: ${times.map((t) => Math.round(t)).join(', ')} ms; items/search requests per typed query: ${counts.join(', ')}`,
  );
} finally {
  stop();
}
