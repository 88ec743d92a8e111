import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { hydrationProblems } from './hydration';
import { addToCart, login } from './checkout-helpers';

const MODULES = {
  grocery: { id: 2, module_type: 'grocery' },
  pharmacy: { id: 3, module_type: 'pharmacy' },
  parcel: { id: 5, module_type: 'parcel' },
  rental: { id: 6, module_type: 'rental' },
};

/** The device switches module as the module strip does: storage, and its mirrored cookie. */
async function useModule(page: Page, module: { id: number; module_type: string }) {
  await page.evaluate((m) => {
    localStorage.setItem('module', JSON.stringify(m));
    document.cookie = `sf_module=${encodeURIComponent(JSON.stringify(m))}; Path=/`;
  }, module);
}

test.describe('First paint from the server, past the shop', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`Hydration (${lang}): search results, track order, rental and parcel pages, the store list, flash sale, campaigns and conditions, and a signed-in customer's checkout, orders, order and notices come from the server with their content and hydrate with no error`, async ({
      page,
      request,
    }) => {
      const token = await login(request);
      await request.delete('/api/v1/customer/cart/remove', {
        headers: { moduleId: '2', Authorization: `Bearer ${token}` },
      });
      await addToCart(
        request,
        2,
        { item_id: 101, model: 'Item', price: 80, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
        { token },
      );
      await seedDevice(page, { lang, module: MODULES.grocery, token });
      const problems = hydrationProblems(page);
      // The first load mirrors the device into cookies; from then on the server renders this customer's pages.
      await page.goto('/home');
      await expect(page.getByTestId('category-tile').first()).toBeVisible();
      // Pages showing dates have the browser load its date data before their first paint (public/boot.js).
      const pages: Array<{ path: string; module: keyof typeof MODULES; holds: string; dates?: true }> = [
        { path: '/search?q=rice', module: 'grocery', holds: 'data-testid="product-card"' },
        { path: '/checkout?page=cart', module: 'grocery', holds: 'data-testid="place-order"' },
        { path: '/my-orders/100001', module: 'grocery', holds: 'data-testid="order-details"', dates: true },
        { path: '/track-order?order_id=100001', module: 'grocery', holds: 'data-testid="track-result"', dates: true },
        { path: '/rental/vehicle-search?all_category=1', module: 'rental', holds: 'data-testid="vehicle-card"' },
        { path: '/parcel/send?category_id=1', module: 'parcel', holds: 'data-testid="send-parcel"' },
        { path: '/store', module: 'grocery', holds: 'data-testid="store-card"' },
        { path: '/flash-sales', module: 'grocery', holds: 'data-testid="flash-entry"' },
        { path: '/campaigns', module: 'grocery', holds: 'data-testid="campaign-card"', dates: true },
        { path: '/campaigns/1', module: 'grocery', holds: 'data-testid="campaign-details"', dates: true },
        { path: '/conditions/1', module: 'pharmacy', holds: 'data-testid="product-card"' },
        { path: '/notifications', module: 'grocery', holds: 'data-testid="notifications-page"' },
      ];
      for (const { path, module, holds, dates } of pages) {
        await useModule(page, MODULES[module]);
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, path).toContain('id="ssr-state"');
        expect(html, `${path} holds its content`).toContain(holds);
        expect(/<html[^>]* data-dates/.test(html), `${path} shows dates`).toBe(!!dates);
        expect(response!.headers()['cache-control'], `${path} is this device's own`).toContain('private');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html:not([data-hydrating])')).toBeAttached();
        // Interactive: the header's menu opens, so the markup was hydrated.
        await page.getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      expect(problems).toEqual([]);
    });
  }

  test('First screen: the first pictures of search results, a category, the rental home, the rental search and all stores load at once, the rest when scrolled near', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: MODULES.grocery });
    await page.goto('/home');
    await expect(page.getByTestId('category-tile').first()).toBeVisible();
    // `first`: how many cards a phone's first screen shows.
    const pages: Array<{ path: string; module: keyof typeof MODULES; card: string; first: number }> = [
      { path: '/search?q=a', module: 'grocery', card: 'product-card', first: 2 },
      { path: '/category/10?module_id=2', module: 'grocery', card: 'product-card', first: 2 },
      { path: '/home', module: 'rental', card: 'vehicle-card', first: 1 },
      { path: '/rental/vehicle-search?all_category=1', module: 'rental', card: 'vehicle-card', first: 1 },
    ];
    for (const { path, module, card, first } of pages) {
      await useModule(page, MODULES[module]);
      await page.goto(path);
      const pictures = page.getByTestId(card).locator('img');
      await expect(pictures.first(), path).toHaveAttribute('fetchpriority', 'high');
      await expect(pictures.first(), path).toHaveAttribute('loading', 'eager');
      await expect(pictures.nth(first - 1), path).toHaveAttribute('loading', 'eager');
      await expect(pictures.nth(first), path).toHaveAttribute('loading', 'lazy');
    }
    // All stores: the first two cards' covers (each card's first picture; its logo waits).
    await page.goto('/store');
    const cover = (n: number) => page.getByTestId('store-card').nth(n).locator('img').first();
    await expect(cover(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(cover(1)).toHaveAttribute('loading', 'eager');
    await expect(cover(2)).toHaveAttribute('loading', 'lazy');
  });

  test('acc §8 Sign-out: the next page the server renders is a guest’s (no order of the customer in it)', async ({
    page,
    request,
  }) => {
    const token = await login(request);
    await seedDevice(page, { lang: 'en', module: MODULES.grocery, token });
    await page.goto('/home');
    await expect(page.getByTestId('category-tile').first()).toBeVisible();
    expect(await (await page.goto('/my-orders/100001'))!.text()).toContain('data-testid="order-details"');
    await expect(page.locator('html:not([data-hydrating])')).toBeAttached();
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Logout successful.')).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sf_token');
    const html = await (await page.goto('/my-orders/100001'))!.text();
    expect(html).not.toContain('data-testid="order-details"');
  });
});
