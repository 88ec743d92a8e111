import { expect, test, type Page } from '@playwright/test';
import { demoToken, placeOrder, seed } from './orders-helpers';
import { FRIES, addToCart, login } from './checkout-helpers';

/** Every console error a page logs, React's minified server-render and hydration reports among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('Server rendering §hydration: pages a customer opens by link log no error', () => {
  test("A running order's details, checkout and the parcel form render on the server and hydrate with no console error", async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const running = await placeOrder(request, { token });
    await request.post('/__test/order-state', { data: { order_id: running, status: 'confirmed' } });
    await addToCart(request, 1, FRIES(), { token: await login(request) });
    await seed(page, { lang: 'en', token });
    const errors = consoleErrors(page);
    await page.goto('/home');
    await expect(page.locator('html:not([data-hydrating])')).toBeAttached();
    const seen: Record<string, string[]> = {};
    for (const path of [`/my-orders/${running}`, '/checkout?page=cart', '/parcel/send?category_id=1']) {
      if (path.startsWith('/parcel'))
        await page.evaluate(() => {
          const m = { id: 5, module_type: 'parcel' };
          localStorage.setItem('module', JSON.stringify(m));
          document.cookie = `sf_module=${encodeURIComponent(JSON.stringify(m))}; Path=/`;
        });
      await page.goto(path);
      await expect(page.locator('html:not([data-hydrating])')).toBeAttached();
      await page.waitForLoadState('networkidle');
      seen[path] = errors.splice(0);
    }
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((p) => [p, []])));
  });
});
