import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';

// A page wider than the phone slides sideways and cuts its text off; in Arabic the overflow hides the start
// of every line. Each page is read once what the customer came for is on screen.
const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const FOOD = { id: 1, module_type: 'food' };

for (const lang of ['en', 'ar'] as const) {
  test.describe(`A 390 px phone in ${lang}`, () => {
    test(`acc §2 Header: the landing page and its header fit the screen, Sign In on one line (${lang})`, async ({
      page,
    }) => {
      await seedDevice(page, { lang, located: false });
      await page.goto('/');
      const signIn = page.getByTestId('sign-in-button');
      await expect(signIn).toBeVisible();
      await expect(page.getByTestId('language-toggle')).toBeVisible();
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
      // One line: the button is no taller than the other header controls.
      // (Asked again until the header has settled: a button being drawn again has no box for a moment.)
      await expect.poll(async () => (await signIn.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(44);
    });

    test(`core §2 Shop pages fit a phone's width: home, a store, a product, search (${lang})`, async ({ page }) => {
      await seedDevice(page, { lang, module: FOOD });
      const pages: Array<[string, string]> = [
        ['/home', 'main'],
        ['/store/1?module_id=1', 'main h1'],
        ['/product/classic-beef-burger?module_id=1', 'main h1'],
        ['/search?q=burg', 'main'],
        ['/track-order', 'main'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await expect
          .poll(() => widthOverflow(page), { message: `${path} is wider than the phone` })
          .toBeLessThanOrEqual(0);
      }
    });
  });
}
