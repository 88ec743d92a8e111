/**
 * `npm run perf:interactions`: the taps a customer makes on a store page and the soft navigations of a
 * purchase, at 4× CPU slowdown (a mid-range phone), timed by the browser's Event Timing API — the measure
 * behind Interaction to Next Paint (docs/budgets.md: median ≤ 100 ms, worst ≤ 200 ms; a soft navigation
 * paints its new content within 500 ms of the tap).
 *
 * A tap's figure is the longest Event Timing entry of its interaction (input delay + handlers + until the
 * next paint); entries under 16 ms are not reported by the browser, so such a tap reads "< 16". A soft
 * navigation's figure is from the pointerdown to the frame after the new page's content is in the document;
 * the same is printed under the taps whose content arrives later ("↳ tap to content shown": the item
 * dialog's code and item, the cart's lines), which Event Timing alone would call fast.
 * Each repetition is a fresh guest (its own context: an empty cart) loading the page at full speed; the
 * slowdown starts once the page has hydrated.
 *
 * Soft navigations are tapped with a finger (touch events, held PERF_HOLD ms, 80 by default: a phone tap lasts
 * about 50–150 ms), as on a phone, where the router preloads the next route on touchstart; the clock starts at
 * the finger's pointerdown, so the hold is inside the figure.
 *
 * PERF_REPS (5), PERF_RATE (4), PERF_HOLD (80), PERF_SKIP_BUILD=1, PERF_PORT, PERF_ONLY=taps|navigations.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';
import {
  buildOnce,
  load,
  median,
  MODULES,
  origin,
  seedDevice,
  startServer,
  worst,
  api,
  demoToken,
} from './perf-setup.ts';
import { armPaint, clearCart, eventProbe, painted, settle, type TapTiming } from './perf-probes.ts';

const reps = Number(process.env.PERF_REPS ?? 5);
const rate = Number(process.env.PERF_RATE ?? 4);
const only = process.env.PERF_ONLY;
const hold = Number(process.env.PERF_HOLD ?? 80);

async function openPage(browser: Browser, path: string, token?: string, hasTouch = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch });
  await context.addInitScript(eventProbe);
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(seedDevice, { module: MODULES.grocery, ...(token ? { token } : {}) });
  await page.goto(`${origin}${path}`);
  await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/**
 * A tap at the element's centre through the raw mouse: a locator's click would run Playwright's hit-target
 * checks in the page during the very events being timed.
 */
async function press(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** A finger's tap at the element's centre: touchstart, `hold` ms, touchend (the browser then clicks). */
async function touch(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const page = target.page();
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((r) => setTimeout(r, hold));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * One tap, then what shows it is done; the interaction's longest Event Timing entry. With `shown`, also the
 * time from the tap to the frame that paints that selector: Event Timing stops at the tap's first paint,
 * so a dialog whose code or data arrive later looks fast by it alone.
 */
async function tap(page: Page, target: Locator, done: () => Promise<void>, shown?: string): Promise<[number, number?]> {
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const from = await page.evaluate(() => (window as unknown as { __events: TapTiming[] }).__events.length);
  if (shown) await page.evaluate(armPaint, shown);
  await press(target);
  await done();
  const paint = shown ? await painted(page) : undefined;
  await settle(page);
  const entries = await page.evaluate((n) => (window as unknown as { __events: TapTiming[] }).__events.slice(n), from);
  return [Math.max(0, ...entries.filter((e) => e.interactionId > 0).map((e) => e.duration)), paint];
}

const OPTIONS = '[data-testid="item-dialog"] [role="radio"]';

/** The store-page taps of the issue, in a customer's order; each rep a fresh guest. */
async function taps(browser: Browser, storePath: string) {
  const figures = new Map<string, number[]>();
  const record = (name: string, [ms, paint]: [number, number?]) => {
    figures.set(name, [...(figures.get(name) ?? []), ms]);
    // Keyed apart, printed as an indented row under its tap.
    if (paint !== undefined) figures.set(`${name}\0`, [...(figures.get(`${name}\0`) ?? []), paint]);
  };
  for (let i = 0; i < reps; i++) {
    const page = await openPage(browser, storePath);
    const card = (name: string) => page.getByTestId('product-card').filter({ hasText: name }).first();
    const dialog = page.getByTestId('item-dialog');
    const drawer = page.getByTestId('cart-drawer');
    record(
      'add a no-choice item',
      await tap(page, card('Free Range Eggs').getByTestId('card-add'), () =>
        card('Free Range Eggs').getByTestId('card-stepper').waitFor(),
      ),
    );
    // The first open loads the dialog's code; later opens show what a customer browsing feels.
    record(
      'open the item dialog',
      await tap(
        page,
        card('Potato Chips').getByTestId('quick-view'),
        () => dialog.getByRole('radio', { name: 'Salted' }).waitFor(),
        OPTIONS,
      ),
    );
    record(
      'choose a variation',
      await tap(page, dialog.getByRole('radio', { name: 'Salted' }), () =>
        dialog.locator('[role="radio"][aria-checked="true"]').waitFor(),
      ),
    );
    record(
      'close the dialog',
      await tap(page, dialog.getByRole('button', { name: 'Close' }).first(), () =>
        dialog.waitFor({ state: 'detached' }),
      ),
    );
    record(
      'open the item dialog again',
      await tap(
        page,
        card('Potato Chips').getByTestId('quick-view'),
        () => dialog.getByRole('radio', { name: 'Salted' }).waitFor(),
        OPTIONS,
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    record(
      'open the cart',
      await tap(
        page,
        page.getByTestId('cart-badge'),
        () => drawer.getByTestId('cart-line').first().waitFor(),
        '[data-testid="cart-line"]',
      ),
    );
    const line = drawer.getByTestId('cart-line').filter({ hasText: 'Free Range Eggs' });
    record(
      'cart +1',
      await tap(page, line.getByTestId('cart-line-plus'), () =>
        line.getByTestId('cart-line-quantity').filter({ hasText: '2' }).waitFor(),
      ),
    );
    record(
      'close the cart',
      await tap(page, drawer.getByRole('button', { name: 'Close' }).first(), () =>
        drawer.waitFor({ state: 'detached' }),
      ),
    );
    await page.context().close();
    process.stderr.write(`  taps: rep ${i + 1}/${reps}, load average ${load()}\n`);
  }
  return figures;
}

/** home → store → product → checkout, signed in with a cart: tap to the new page's content painted. */
async function navigations(browser: Browser, storeName: string, token: string) {
  const figures = new Map<string, number[]>();
  const record = (name: string, ms: number) => figures.set(name, [...(figures.get(name) ?? []), ms]);
  for (let i = 0; i < reps; i++) {
    const page = await openPage(browser, '/home', token, true);
    const hop = async (name: string, target: Locator, selector: string) => {
      await target.scrollIntoViewIfNeeded();
      await settle(page);
      await page.evaluate(armPaint, selector);
      await touch(target);
      record(name, await painted(page));
    };
    await hop(
      'home → store',
      page.getByTestId('store-card').filter({ hasText: storeName }).first(),
      '[data-testid="store-header"]',
    );
    await page.getByTestId('product-card').first().waitFor();
    await settle(page);
    await hop(
      'store → product',
      page.getByTestId('product-card').filter({ hasText: 'Free Range Eggs' }).first().getByRole('link').first(),
      '[data-testid="item-detail"]',
    );
    await settle(page);
    await page.getByTestId('cart-badge').click();
    await page.getByTestId('cart-checkout').waitFor();
    await settle(page);
    await hop('product → checkout', page.getByTestId('cart-checkout'), '[data-testid="place-order"]');
    await page.context().close();
    process.stderr.write(`  navigations: rep ${i + 1}/${reps}, load average ${load()}\n`);
  }
  return figures;
}

function print(title: string, figures: Map<string, number[]>, budget: { median: number; worst: number }) {
  const f = (ms: number) => (ms < 16 ? '< 16' : `${Math.round(ms)}`);
  console.log(`\n${title}`);
  console.log(`${''.padEnd(28)} ${'median'.padStart(7)} ${'worst'.padStart(7)}   runs (ms)`);
  for (const [name, xs] of figures) {
    // A tap-to-shown row is read beside its tap: the budgets are the tap's.
    const shown = name.endsWith('\0');
    const over = !shown && (median(xs) > budget.median || worst(xs) > budget.worst) ? '  over budget' : '';
    console.log(
      `${(shown ? '  ↳ tap to content shown' : name).padEnd(28)} ${f(median(xs)).padStart(7)} ${f(worst(xs)).padStart(7)}   ${xs.map(f).join(', ')}${over}`,
    );
  }
}

buildOnce();
const stop = await startServer();
try {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error('no Chromium (see TOOLCHAIN.md)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    // The always-open grocery store with a no-choice item (eggs) and one with a choice (chips' flavour).
    const chips = await api<{ store_id: number; module_id: number; store_details?: { name?: string } }>(
      '/api/v1/items/details/104',
    );
    const storePath = `/store/${chips.store_id}?module_id=${chips.module_id}`;
    console.log(`Interactions at ${rate}× CPU slowdown, ${reps} reps, phone viewport; load average ${load()}`);
    if (only !== 'navigations')
      print(
        'Taps on a store page (Event Timing duration, ms; budget median ≤ 100, worst ≤ 200)',
        await taps(browser, storePath),
        { median: 100, worst: 200 },
      );
    if (only !== 'taps') {
      const token = await demoToken();
      await clearCart(token);
      await api('/api/v1/customer/cart/add', {
        method: 'POST',
        token,
        body: JSON.stringify({
          item_id: 109,
          model: 'Item',
          price: 180,
          quantity: 1,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        }),
      });
      print(
        `Soft navigations, signed in with a cart (finger tap held ${hold} ms, to new content painted, ms; budget 500)`,
        await navigations(browser, chips.store_details?.name ?? '', token),
        {
          median: 500,
          worst: 500,
        },
      );
    }
    console.log(`\nload average after: ${load()}`);
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
