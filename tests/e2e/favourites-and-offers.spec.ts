import { expect, test, type Page } from '@playwright/test';
import { login, seed, toast } from './cart-helpers';
import { noSeriousAxe } from './account-helpers';
import { hydrated } from './hydration';

/**
 * Favourite a store from its card (core §4 Wishlist, turn4 customer/wish-list?store_id), the special offers page
 * behind the home's discounted items (api2 §8.4), and the shop home's featured categories with their items, on a
 * phone (390×844, the config's viewport) in English and Arabic with nothing sliding sideways.
 */

const T = {
  en: {
    add: 'Add Sweet Tooth to favourites',
    remove: 'Remove Sweet Tooth from favourites',
    guest: 'You are not logged in.',
    signIn: 'Sign In',
    viewAll: 'View all',
    discounted: 'Discounted items',
    featured: 'Featured categories',
  },
  ar: {
    add: 'أضف Sweet Tooth إلى المفضلة',
    remove: 'أزل Sweet Tooth من المفضلة',
    guest: 'لم تقم بتسجيل الدخول.',
    signIn: 'تسجيل الدخول',
    viewAll: 'عرض الكل',
    discounted: 'منتجات مخفضة',
    featured: 'الفئات المميزة',
  },
} as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/**
 * Sweet Tooth's card in the home's top-rated row (the best average rating, so always there), scrolled to as a
 * customer scrolls to it: the row below the fold is not drawn until near (content-visibility), nor tappable.
 */
async function sweetTooth(page: Page) {
  const row = page.getByTestId('top-rated-stores');
  await row.scrollIntoViewIfNeeded();
  return row.getByTestId('store-card').filter({ hasText: 'Sweet Tooth' });
}

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  test(`Favourite a store: a guest tapping the heart on a store card is asked to sign in (${lang})`, async ({
    page,
  }) => {
    await seed(page, 'food', { lang });
    await page.goto('/home');
    await hydrated(page);
    const heart = (await sweetTooth(page)).getByRole('button', { name: t.add });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(toast(page, t.guest)).toBeVisible();
    await expect(toast(page, t.guest).getByRole('button', { name: t.signIn })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/home/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await noSeriousAxe(page, '[data-testid="top-rated-stores"]');
  });

  test(`Favourite a store: signed in, the heart on a store card fills and the wishlist drawer's Stores tab has it (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const token = await login(request);
    await seed(page, 'food', { lang, token });
    // A returning customer (store-finding.spec.ts): the reload is drawn signed in, so its first tap is a signed-in one.
    await page.goto('/home');
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    const card = await sweetTooth(page);
    await card.getByRole('button', { name: t.add }).click();
    await expect(card.getByRole('button', { name: t.remove })).toHaveAttribute('aria-pressed', 'true');
    // The card's link still opens the store: the heart is beside it, not inside it.
    await expect(page).toHaveURL(/\/home/);
    await page.getByTestId('wishlist-badge').click();
    await page.getByTestId('wishlist-tab-stores').click();
    await expect(page.getByTestId('wishlist-drawer')).toContainText('Sweet Tooth');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // The same list on every store card: the all-stores page shows the heart filled too.
    await page.goto('/store');
    const listed = page.getByTestId('store-card').filter({ hasText: 'Sweet Tooth' });
    await expect(listed.getByRole('button', { name: t.remove })).toHaveAttribute('aria-pressed', 'true');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test(`Special offers: View all on the home's discounted items opens every discounted item, paged (${lang})`, async ({
    page,
    request,
  }) => {
    const total = (
      (await (
        await request.get('/api/v1/items/discounted?limit=100&offset=1', {
          headers: { moduleId: '1', zoneId: '[1,2,3]' },
        })
      ).json()) as { total_size: number }
    ).total_size;
    expect(total).toBeGreaterThan(0);
    await seed(page, 'food', { lang });
    await page.goto('/home');
    const row = page.getByTestId('discounted-items');
    await expect(row.getByTestId('product-card').first()).toBeVisible();
    await row.getByRole('link', { name: t.viewAll }).click();
    await expect(page).toHaveURL(/\/special-offers$/);
    await expect(page.getByRole('heading', { level: 1, name: t.discounted })).toBeVisible();
    const cards = page.getByTestId('special-offers-page').getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(total, 12));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await noSeriousAxe(page);
  });

  test(`Featured categories with item tabs on the shop home: each tab shows its category's items (${lang})`, async ({
    page,
  }) => {
    await seed(page, 'ecommerce', { lang });
    await page.goto('/home');
    const row = page.getByTestId('featured-category-tabs');
    await expect(row.getByRole('heading', { name: t.featured })).toBeVisible();
    const tabs = row.getByRole('tablist', { name: t.featured });
    await expect(tabs.getByRole('tab', { name: 'Fashion' })).toHaveAttribute('aria-selected', 'true');
    const panel = row.getByRole('tabpanel', { name: 'Fashion' });
    await expect(panel.getByTestId('product-card').filter({ hasText: 'Denim Jacket' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Electronics' }).click();
    await expect(tabs.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
    const electronics = row.getByRole('tabpanel', { name: 'Electronics' });
    await expect(electronics.getByTestId('product-card').filter({ hasText: 'USB-C Charger 65W' })).toBeVisible();
    await expect(electronics.getByTestId('product-card').filter({ hasText: 'Denim Jacket' })).toHaveCount(0);
    // The keyboard moves between the tabs as the ARIA tabs pattern has it.
    await tabs.getByRole('tab', { name: 'Electronics' }).focus();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Fashion' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Fashion' })).toHaveAttribute('aria-selected', 'true');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await noSeriousAxe(page, '[data-testid="featured-category-tabs"]');
  });
}
