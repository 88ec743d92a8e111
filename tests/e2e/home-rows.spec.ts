import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { noSeriousAxe, signInByApi } from './account-helpers';

/**
 * Discovery on the module home (turn4 §1.1, §1.2, §2.1, §2.2, §2.5, §4.1, §4.2): the rows the platform's
 * customers know, the all-stores page with its tabs, visit again and suggested searches, at 390×844 in English
 * and Arabic with nothing sliding sideways.
 */

test.use({ viewport: { width: 390, height: 844 } });

const FOOD = { id: 1, module_type: 'food' };
const SHOP = { id: 4, module_type: 'ecommerce' };
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const WORDS = {
  en: {
    bestReviewed: 'Best reviewed items',
    topRated: 'Top rated stores',
    allStores: 'All stores',
    takeAway: 'Take away',
    delivery: 'Delivery',
    visitAgain: 'Visit again',
    featured: 'Featured stores',
    arrivals: 'New arrivals',
    suggested: 'Suggested for you',
    coupons: 'Coupons for you',
    copy: 'Copy',
  },
  ar: {
    bestReviewed: 'الأصناف الأعلى تقييمًا',
    topRated: 'المتاجر الأعلى تقييمًا',
    allStores: 'كل المتاجر',
    takeAway: 'استلام',
    delivery: 'توصيل',
    visitAgain: 'زرها مجددًا',
    featured: 'متاجر مميزة',
    arrivals: 'وصل حديثًا',
    suggested: 'مقترحات لك',
    coupons: 'قسائم لك',
    copy: 'نسخ',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test.describe(`Discovery rows in ${lang}`, () => {
    test(`Home discovery rows: best reviewed items, top rated stores and all stores with Delivery / Take-away tabs (${lang})`, async ({
      page,
    }) => {
      await seedDevice(page, { lang, module: FOOD });
      await page.goto('/home');
      const reviewed = page.getByRole('region', { name: w.bestReviewed }).or(page.getByTestId('best-reviewed-items'));
      await expect(reviewed.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: w.topRated })).toBeVisible();
      const topRated = page.getByTestId('top-rated-stores').getByTestId('store-card');
      // The best average first (Sweet Tooth, 4.75), not the most ordered (Burger Barn).
      await expect(topRated.first()).toContainText('Sweet Tooth');
      const all = page.getByTestId('all-stores');
      await all.getByRole('tab', { name: w.takeAway }).click();
      await expect(all.getByRole('tab', { name: w.takeAway })).toHaveAttribute('aria-selected', 'true');
      await expect(all.getByTestId('store-card').filter({ hasText: 'Uttara Grill' })).toBeVisible();
      await all.getByRole('tab', { name: w.delivery }).click();
      await expect(all.getByTestId('store-card').first()).toBeVisible();
      await expect(all.getByTestId('store-card').filter({ hasText: 'Uttara Grill' })).toHaveCount(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await all.getByRole('link', { name: lang === 'en' ? 'View all' : 'عرض الكل' }).click();
      await expect(page).toHaveURL(/\/store\/?\?filter=delivery/);
      await expect(page.getByRole('heading', { level: 1, name: w.allStores })).toBeVisible();
      await expect(page.getByRole('tab', { name: w.delivery })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: w.takeAway }).click();
      await expect(page).toHaveURL(/filter=take_away/);
      await expect(page.getByTestId('store-card').filter({ hasText: 'Uttara Grill' })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await noSeriousAxe(page);
    });

    test(`Featured stores and new arrivals on the shop home (${lang})`, async ({ page }) => {
      await seedDevice(page, { lang, module: SHOP });
      await page.goto('/home');
      const featured = page.getByTestId('featured-stores');
      await expect(featured.getByRole('heading', { name: w.featured })).toBeVisible();
      await expect(featured.getByTestId('store-card').filter({ hasText: 'Shoe Corner' })).toBeVisible();
      await expect(page.getByTestId('new-arrivals').getByRole('heading', { name: w.arrivals })).toBeVisible();
      await expect(page.getByTestId('new-arrivals').getByTestId('product-card').first()).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    test(`Visit again: a store opened from the home is offered on the home again (${lang})`, async ({ page }) => {
      await seedDevice(page, { lang, module: FOOD });
      await page.goto('/home');
      await expect(page.getByTestId('home-discovery')).toBeAttached();
      await expect(page.getByTestId('visit-again')).toHaveCount(0);
      await page.getByTestId('top-rated-stores').getByTestId('store-card').filter({ hasText: 'Sweet Tooth' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sweet Tooth' })).toBeVisible();
      await page.goBack();
      const again = page.getByTestId('visit-again');
      await expect(again.getByRole('heading', { name: w.visitAgain })).toBeVisible();
      await expect(again.getByTestId('store-card').filter({ hasText: 'Sweet Tooth' })).toBeVisible();
      // Kept on the device under the platform client's key, and still there after a reload.
      await page.reload();
      await expect(
        page.getByTestId('visit-again').getByTestId('store-card').filter({ hasText: 'Sweet Tooth' }),
      ).toBeVisible();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('visitedStores') ?? '[]')[0]?.name)).toBe(
        'Sweet Tooth',
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    test(`Coupon strip and suggested searches for a signed-in customer, none for a guest (${lang})`, async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInByApi(page, request);
      await seedDevice(page, { lang, module: FOOD });
      await page.goto('/home');
      const strip = page.getByTestId('coupon-strip');
      await expect(strip.getByRole('heading', { name: w.coupons })).toBeVisible();
      await strip
        .getByRole('button', { name: new RegExp(w.copy) })
        .first()
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S+/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/search');
      const suggested = page.getByTestId('suggested-searches');
      await expect(suggested.getByRole('heading', { name: w.suggested })).toBeVisible();
      const first = suggested.getByRole('button').first();
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });

    test(`A guest sees no coupon strip and no suggested searches (${lang})`, async ({ page }) => {
      await seedDevice(page, { lang, module: FOOD });
      await page.goto('/home');
      await expect(page.getByTestId('top-rated-stores').getByTestId('store-card').first()).toBeVisible();
      await expect(page.getByTestId('coupon-strip')).toHaveCount(0);
      await page.goto('/search');
      await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toBeVisible();
      await expect(page.getByTestId('suggested-searches')).toHaveCount(0);
    });
  });
}
