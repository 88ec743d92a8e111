import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mirrorIntoCookies, seedDevice } from './device';
import { hydrated, hydrationProblems } from './hydration';

/** A grocery item of the demo seed's always-open store, as a shared link addresses it. */
async function demoItem(request: APIRequestContext) {
  const res = await request.get('/api/v1/items/details/104', { headers: { moduleId: '2', zoneId: '[1,2,3]' } });
  const item = (await res.json()) as { id: number; slug?: string; name: string; module_id: number; store_id: number };
  return { ...item, path: `/product/${item.slug || item.id}?module_id=${item.module_id}` };
}

test.describe('First paint from the server', () => {
  test('Server render: a product link read without JavaScript holds its name, price and Open Graph tags', async ({
    browser,
    request,
    baseURL,
  }) => {
    const item = await demoItem(request);
    // As a crawler or a chat app reads it: the URL alone, no cookie, no script.
    const html = await (await request.get(item.path)).text();
    expect(html).toContain(`<meta property="og:title" content="${item.name}`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toMatch(/<meta property="product:price:amount" content="[\d.]+"/);
    expect(html).toContain('id="ssr-state"');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(item.path);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const serverPrice = (await page.getByTestId('item-price').first().innerText()).trim();
    expect(serverPrice).toMatch(/\d/);
    await context.close();
    // The price the server wrote is the one the running app shows.
    const live = await browser.newContext({ baseURL });
    const app = await live.newPage();
    await app.goto(item.path);
    await expect(app.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(app.getByTestId('item-price').first()).toHaveText(serverPrice);
    await live.close();
  });

  test("Server render: /home with the scope cookies holds the chosen module's shelves, in the chosen language", async ({
    request,
    page,
  }) => {
    const cookie = [
      `sf_zoneid=${encodeURIComponent('[1,2,3]')}`,
      `sf_location=${encodeURIComponent('Dhanmondi, Dhaka')}`,
      `sf_module=${encodeURIComponent(JSON.stringify({ id: 2, module_type: 'grocery' }))}`,
      'sf_language_setting=ar',
    ].join('; ');
    const html = await (await request.get('/home', { headers: { cookie } })).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('data-testid="home-sections"');
    expect(html).toContain('data-testid="category-tile"');
    // The shelves' names as the browser-drawn page shows them.
    await seedDevice(page, { lang: 'ar', module: { id: 2, module_type: 'grocery' } });
    await page.goto('/home');
    await expect(page.getByTestId('home-sections').getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
    const shelves = await page.getByTestId('home-sections').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(shelves.length).toBeGreaterThan(1);
    for (const name of shelves) expect(html, name).toContain(name.trim());
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`Hydration (${lang}): the shop pages hydrate with no error or mismatch and fetch nothing the HTML holds`, async ({
      page,
      request,
    }) => {
      const item = await demoItem(request);
      await seedDevice(page, { lang, module: { id: 2, module_type: 'grocery' } });
      const problems = hydrationProblems(page);
      // The first load mirrors the scope into cookies; from then on the server renders this device's page.
      await page.goto('/home');
      await expect(page.getByTestId('category-tile').first()).toBeVisible();
      for (const path of ['/home', `/store/${item.store_id}?module_id=${item.module_id}`, item.path]) {
        const refetched: string[] = [];
        const onRequest = (r: Request) => {
          if (/\/api\/v1\/(items\/details|stores\/details|banners|categories(\?|$))/.test(r.url()))
            refetched.push(r.url());
        };
        page.on('request', onRequest);
        const response = await page.goto(path);
        expect(await response!.text(), path).toContain('id="ssr-state"');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        page.off('request', onRequest);
        expect(refetched, `${path} fetched again what its HTML holds`).toEqual([]);
        // Interactive: the header's menu opens, so the markup was hydrated.
        await page.getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      expect(problems).toEqual([]);
    });
  }

  test('Hydration: a dark device the server does not know yet (no theme cookie) gets its page with no error, then server-rendered dark', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', theme: 'dark', module: { id: 2, module_type: 'grocery' } });
    const problems = hydrationProblems(page);
    // The first request carries no theme cookie: the server draws light, the device is dark.
    await page.goto('/home');
    await expect(page.getByTestId('category-tile').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('title', 'Switch to light theme');
    // From then on the cookie says dark, and the server's page is dark too.
    const response = await page.goto('/home');
    expect(await response!.text()).toMatch(/<html[^>]* data-theme="dark"/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("The taka sign: prices draw it with the page's own face, loaded before the first layout, where the device has no Bengali font", async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: { id: 2, module_type: 'grocery' } });
    // When the body starts, before anything in it is laid out: the face exists and is loaded (or loading) already
    // (a face loaded only when a layout meets the sign would still be unloaded, and the sign a box meanwhile).
    await page.addInitScript(() => {
      const w = window as unknown as { takaAtBody?: string };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        w.takaAtBody = [...document.fonts].find((f) => f.family === 'TakaSign')?.status ?? 'missing';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/home');
    const price = page.getByTestId('home-sections').getByText(/^৳\d/).first();
    await expect(price).toBeVisible();
    expect(['loading', 'loaded']).toContain(
      await page.evaluate(() => (window as unknown as { takaAtBody?: string }).takaAtBody),
    );
    // Polled: a section that re-renders as its data settles can be read between its old and new node (an empty face).
    await expect.poll(() => price.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^TakaSign,/);
  });

  test.describe('Typing before the code arrives', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    /**
     * The server's page at `path`, its field `field` on the screen and the page's code held back, so no React
     * hears the keys yet; focuses the field and gives back what lets the code through.
     */
    async function beforeItsCode(page: Page, path: string, field: Locator, { drawnAgain = false } = {}) {
      await seedDevice(page, {
        lang: 'en',
        theme: drawnAgain ? 'dark' : 'light',
        module: { id: 1, module_type: 'food' },
      });
      // A stale cookie (the theme changed in another tab): the server draws light, the dark device draws again.
      if (drawnAgain) await mirrorIntoCookies(page, { 'theme-mode': 'light' });
      let deliver = () => {};
      const code = new Promise<void>((resolve) => (deliver = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await code;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(field).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
      await field.focus();
      return deliver;
    }

    test("core §2 Enter in the footer's newsletter form before the page has hydrated subscribes once it has, with no reload", async ({
      page,
    }) => {
      const form = page.getByTestId('newsletter');
      const field = form.getByLabel('Your e-mail address');
      const deliver = await beforeItsCode(page, '/about-us', field);
      const address = `early-${Date.now()}@example.com`;
      await page.keyboard.type(address);
      await page.keyboard.press('Enter');
      // The browser's own submission would have reloaded the page with an empty field.
      await expect(field).toHaveValue(address);
      deliver();
      await expect(form.getByRole('status')).toHaveText('Subscription successful');
      await expect(field).toHaveValue('');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/about-us');
    });

    test('core §2 Search typed into the header before the page has hydrated is what Enter searches for', async ({
      page,
    }) => {
      const field = page.getByRole('combobox', { name: 'Search items or stores' });
      const deliver = await beforeItsCode(page, '/home', field);
      await page.keyboard.type('burger');
      deliver();
      await hydrated(page);
      await expect(field).toHaveValue('burger');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=burger$/);
      const results = page.getByTestId('search-results');
      await expect(results.getByTestId('product-card').filter({ hasText: 'Classic Beef Burger' })).toBeVisible();
    });

    test("core §2 A dark device's first page, drawn again in dark, keeps the search typed before its code arrived", async ({
      page,
    }) => {
      const field = page.getByRole('combobox', { name: 'Search items or stores' });
      const deliver = await beforeItsCode(page, '/home', field, { drawnAgain: true });
      const toggle = page.getByTestId('theme-toggle').first();
      await expect(toggle).toHaveAttribute('title', 'Switch to dark theme');
      await page.keyboard.type('burger');
      deliver();
      await expect(toggle).toHaveAttribute('title', 'Switch to light theme');
      await hydrated(page);
      await expect(field).toHaveValue('burger');
      await expect(field).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=burger$/);
    });
  });

  test('Standalone renderer: the API host is given at run time, pages render from it and the browser calls it', async ({
    browser,
    baseURL,
    request,
  }) => {
    const api = baseURL!;
    const port = Number(new URL(api).port) + 100;
    const standalone = `http://localhost:${port}`;
    const root = join(import.meta.dirname, '../..');
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/ssr/standalone.ts'], {
      cwd: root,
      env: { ...process.env, API_URL: api, STATIC_DIR: process.env.E2E_BUILD, PORT: String(port) },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(async () => (await fetch(`${standalone}/robots.txt`).catch(() => null))?.status, { timeout: 45_000 })
        .toBe(200);
      const item = await demoItem(request);
      const html = await (await fetch(`${standalone}${item.path}`)).text();
      expect(html).toContain(`<meta name="api-base" content="${api}"`);
      expect(html).toContain('id="ssr-state"');
      expect(html).toContain(`<meta property="og:title" content="${item.name}`);
      const context = await browser.newContext({ baseURL: standalone });
      const page = await context.newPage();
      const apiOrigins = new Set<string>();
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/')) apiOrigins.add(new URL(r.url()).origin);
      });
      await seedDevice(page, { lang: 'en', module: { id: 2, module_type: 'grocery' } });
      await page.goto('/home');
      await expect(page.getByTestId('category-tile').first()).toBeVisible();
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      // The page came whole from the renderer; a tap asks the API itself.
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      expect([...apiOrigins]).toEqual([api]);
      await context.close();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
