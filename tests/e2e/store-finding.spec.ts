import { expect, test, type Page } from '@playwright/test';
import { login, seed, serious, toast } from './cart-helpers';
import { hydrated } from './hydration';

/** platform-api-turn4 §2.4, §1.3, §2.3, §3.4: finding things inside a store, and favourite stores, on a phone. */

const T = {
  en: {
    search: 'Search in Burger Barn',
    sort: 'Sort by',
    clear: 'Clear search and filters',
    nothing: 'No items in this store match',
    popular: 'Popular in this store',
    more: 'More from this store',
    add: 'Add Burger Barn to favourites',
    remove: 'Remove Burger Barn from favourites',
    guest: 'You are not logged in.',
  },
  ar: {
    search: 'ابحث في Burger Barn',
    sort: 'ترتيب حسب',
    clear: 'مسح البحث والفلاتر',
    nothing: 'لا توجد منتجات في هذا المتجر تطابق',
    popular: 'الأكثر طلبًا في هذا المتجر',
    more: 'المزيد من هذا المتجر',
    add: 'أضف Burger Barn إلى المفضلة',
    remove: 'أزل Burger Barn من المفضلة',
    guest: 'لم تقم بتسجيل الدخول.',
  },
} as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];
  test(`Search, filter and sort inside a store: a link opens the same view, nothing found offers to clear (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await seed(page, 'food', { lang });
    await page.goto('/store/1?module_id=1');
    await hydrated(page);
    await expect(page.getByTestId('store-announcement')).toContainText('Fridays');
    const field = page.getByRole('searchbox', { name: t.search });
    await field.fill('burger');
    await expect(page).toHaveURL(/[?&]q=burger/);
    const cards = page.getByRole('region', { name: 'Burger Barn' }).getByTestId('product-card');
    await expect(cards.filter({ hasText: 'Classic Beef Burger' })).toBeVisible();
    await page.getByRole('combobox', { name: t.sort }).selectOption('price_low');
    await expect(page).toHaveURL(/sort=price_low/);

    // The link opens the same view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('burger');
    await expect(page.getByRole('combobox', { name: t.sort })).toHaveValue('price_low');
    await expect(cards.filter({ hasText: 'Classic Beef Burger' })).toBeVisible();

    await page.getByRole('searchbox', { name: t.search }).fill('qzxwv');
    await expect(page.getByTestId('store-search-empty')).toContainText(t.nothing);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await serious(page)).toEqual([]);
    await page.getByRole('button', { name: t.clear }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('');
    await expect(cards.first()).toBeVisible();

    // Popular items and the store's own banners come after the items.
    await expect(page.getByRole('heading', { name: t.popular })).toBeVisible();
    await expect(page.getByTestId('store-banners').getByRole('img').first()).toBeVisible();
  });

  test(`Favourite a store: a guest tapping the heart is asked to sign in (${lang})`, async ({ page }) => {
    await seed(page, 'food', { lang });
    await page.goto('/store/1?module_id=1');
    await hydrated(page);
    await page.getByRole('button', { name: t.add }).click();
    await expect(toast(page, t.guest)).toBeVisible();
  });

  test(`Favourite a store: signed in, the heart fills and the wishlist drawer's Stores tab has it (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const token = await login(request);
    await seed(page, 'food', { lang, token });
    // A returning customer: the first load mirrors the token into the cookies the server renders from, so the
    // reload is drawn signed in and its first tap is a signed-in one (a seeded first load is drawn as a guest's).
    await page.goto('/store/1?module_id=1');
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByRole('button', { name: t.remove })).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('wishlist-badge').click();
    await page.getByTestId('wishlist-tab-stores').click();
    await expect(page.getByTestId('wishlist-drawer')).toContainText('Burger Barn');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test(`More from this store on the product page (${lang})`, async ({ page }) => {
    await seed(page, 'food', { lang });
    await page.goto('/product/1?module_id=1');
    await expect(page.getByTestId('item-detail')).toBeVisible();
    const more = page.getByTestId('more-from-store');
    await expect(more.getByRole('heading', { name: t.more })).toBeVisible();
    await expect(more.getByTestId('product-card').first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
