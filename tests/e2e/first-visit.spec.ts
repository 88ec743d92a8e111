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
    await page.getByTestId('landing-choose-location').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
