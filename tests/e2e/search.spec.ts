import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { hydrated } from './hydration';

/** Issue 10 item 6: search — the header field (an icon opening the search screen on phones), suggestions, results, recent searches. */

const FOOD = { id: 1, module_type: 'food', module_name: 'Food' };

async function seed(page: Page, lang: 'en' | 'ar', theme: 'light' | 'dark' = 'light') {
  await page.addInitScript(
    ([m, l, t]) => {
      localStorage.setItem('module', m!);
      localStorage.setItem('zoneid', '[1,2,3]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
      localStorage.setItem('location', 'Dhanmondi, Dhaka');
      localStorage.setItem('language-setting', l!);
      localStorage.setItem('theme-mode', t!);
    },
    [JSON.stringify(FOOD), lang, theme],
  );
}

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const TEXT = {
  en: { empty: 'Sorry no data found related to your search', recent: 'Recent searches', stores: 'Stores' },
  ar: { empty: 'عذرًا، لم يتم العثور على بيانات متعلقة ببحثك', recent: 'عمليات البحث الأخيرة', stores: 'المتاجر' },
} as const;

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`search (${lang})`, () => {
    test(`Search on a phone: "burg" suggests, Enter shows items and stores (${lang})`, async ({ page }) => {
      // Two axe runs take a while on a busy machine.
      test.setTimeout(60_000);
      await seed(page, lang);
      await page.goto('/home');
      await page.getByTestId('search-open').click();
      await expect(page).toHaveURL(/\/search$/);
      const field = page.getByTestId('search-screen-input');
      await expect(field).toBeFocused();

      await field.pressSequentially('burg');
      const suggestions = page.getByTestId('search-suggestion');
      await expect(suggestions.first()).toBeVisible();
      await expect(suggestions.filter({ hasText: 'Classic Beef Burger' })).toBeVisible();
      expect(await serious(page)).toEqual([]);

      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=burg$/);
      const results = page.getByTestId('search-results');
      await expect(results.getByTestId('product-card').filter({ hasText: 'Classic Beef Burger' })).toBeVisible();
      await expect(results.getByTestId('product-card').filter({ hasText: 'Crispy Chicken Burger' })).toBeVisible();
      await page.getByTestId('search-tab-stores').click();
      await expect(page).toHaveURL(/tab=stores/);
      await expect(results.getByTestId('store-card').filter({ hasText: 'Burger Barn' })).toBeVisible();
      await expect(page.getByTestId('search-tab-stores')).toContainText(TEXT[lang].stores);
      expect(await serious(page)).toEqual([]);
    });

    test(`Search: a nonsense word shows the empty text; searches are kept on the device (${lang})`, async ({
      page,
    }) => {
      await seed(page, lang);
      await page.goto('/search?q=burg');
      await hydrated(page);
      await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible();
      const field = page.getByTestId('search-screen-input');
      await field.fill('qzxwvut');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=qzxwvut$/);
      await expect(page.getByTestId('search-empty')).toContainText(TEXT[lang].empty);
      await expect(page.getByTestId('product-card')).toHaveCount(0);

      // Both terms are kept on the device as recent searches, newest first, and survive a reload.
      await page.goto('/search');
      const recent = page.getByRole('region', { name: TEXT[lang].recent }).getByTestId('recent-search');
      await expect(recent).toHaveText(['qzxwvut', 'burg']);
      await page.reload();
      await expect(recent).toHaveText(['qzxwvut', 'burg']);
      await recent.filter({ hasText: 'burg' }).click();
      await expect(page).toHaveURL(/\/search\?q=burg$/);
      await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible();
    });

    test(`Search: choosing a suggestion opens that item (${lang})`, async ({ page }) => {
      await seed(page, lang);
      await page.goto('/search');
      await hydrated(page);
      const field = page.getByTestId('search-screen-input');
      await field.pressSequentially('burg');
      await page.getByTestId('search-suggestion').filter({ hasText: 'Crispy Chicken Burger' }).click();
      await expect(page).toHaveURL(/\/product\/crispy-chicken-burger\?module_id=1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crispy Chicken Burger');
    });
  });
}

test('Search on a wide screen: the header field suggests, keyboard picks, Enter searches; a sort reorders the items', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seed(page, 'en');
  await page.goto('/home');
  await expect(page.getByTestId('search-open')).toBeHidden();
  const field = page.getByTestId('header-search-input');
  await field.click();
  await field.pressSequentially('burg');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('search-suggestion').first()).toBeVisible();
  expect(await serious(page)).toEqual([]);
  // The first line searches the typed text; Enter with nothing chosen does the same.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=burg$/);
  const cards = page.getByTestId('search-results').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('high');
  await expect(page).toHaveURL(/sort=high/);
  await expect(cards.first()).toContainText('Classic Beef Burger');
  await page.getByLabel('Sort by').selectOption('low');
  // French Fries (৳100) sits in the Burgers category, so "burg" finds it too.
  await expect(cards.first()).toContainText('French Fries');

  // A shared link keeps its sort; numbers out of range fall back to the defaults.
  await page.goto('/search?q=burg&sort=low&page=0&rating=-3&min_price=-1');
  await expect(cards.first()).toContainText('French Fries');
  await expect(page.getByLabel('Sort by')).toHaveValue('low');

  // Arrow keys move through the suggestions and Enter opens the chosen one.
  await hydrated(page);
  await field.fill('');
  await field.pressSequentially('crispy');
  await expect(header.getByTestId('search-suggestion').filter({ hasText: 'Crispy Chicken Burger' })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/crispy-chicken-burger/);
});
