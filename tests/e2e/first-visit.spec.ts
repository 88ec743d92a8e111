import { expect, test } from '@playwright/test';
import { seedDevice } from './device';

for (const lang of ['en', 'ar'] as const) {
  test(`core §2 /home without a location asks for one instead of loading forever (${lang})`, async ({ page }) => {
    await seedDevice(page, { lang, located: false });
    // A shared product link sets the module, not the location.
    await page.goto('/product/classic-beef-burger?module_id=1');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goto('/home');
    await expect(page.getByTestId('location-start')).toBeVisible();
    await expect(page.getByTestId('landing-choose-location')).toBeVisible();
    // No section waits on data it can never get.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // A server-rendered page takes taps once it has hydrated (until then a tap does nothing).
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
    await page.getByTestId('landing-choose-location').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('core §2 A missing item, a missing store and an unknown page answer 404 and offer a way on', async ({
  page,
  request,
}) => {
  for (const [path, status] of [
    ['/product/no-such-item?module_id=1', 404],
    ['/store/9999?module_id=1', 404],
    ['/no-such-page', 404],
    ['/about-us', 200],
    ['/product/classic-beef-burger?module_id=1', 200],
  ] as const) {
    expect((await request.get(path)).status(), path).toBe(status);
  }
  await seedDevice(page, { lang: 'en', module: { id: 1, module_type: 'food' } });
  await page.goto('/product/no-such-item?module_id=1');
  const missing = page.getByTestId('item-not-found');
  await expect(missing.getByRole('heading', { name: 'This item could not be found.' })).toBeVisible();
  await page.goto('/store/9999?module_id=1');
  await expect(page.getByTestId('store-not-found')).toContainText(
    'It may have been removed, or the link may be out of date.',
  );
  await page.getByTestId('store-not-found').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
