import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedDevice } from './device';

/**
 * turn4 §3.5 Flash sale, §3.1–3.2 Campaigns, §1.5 a category's Stores tab and §2.6 pharmacy's common
 * conditions, as a phone (390×844) shows them, in English and Arabic, with no sideways scrolling.
 */

const SHOP = { id: 4, module_type: 'ecommerce' };
const PHARMACY = { id: 3, module_type: 'pharmacy' };
const GROCERY = { id: 2, module_type: 'grocery' };

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of ['en', 'ar'] as const) {
  const ar = lang === 'ar';

  test(`turn4 §3.5 Flash sale (${lang}): the home row counts down and opens /flash-sales, each entry with its sale stock at the price the cart charges`, async ({
    page,
  }) => {
    await seedDevice(page, { module: SHOP, lang });
    await page.goto('/home');
    const row = page.getByTestId('flash-sale');
    await expect(row.getByRole('heading', { name: 'Gadget Flash Sale' })).toBeVisible();
    await expect(row.getByRole('timer')).toBeVisible();
    await expect(row.getByRole('timer')).toHaveAttribute('aria-label', ar ? /تنتهي خلال \d+ يوم/ : /Ends in \d+ days/);
    await noSidewaysScroll(page);
    await row.getByRole('link', { name: ar ? 'عرض الكل' : 'View all' }).click();

    await expect(page).toHaveURL(/\/flash-sales$/);
    const sale = page.getByTestId('flash-sales-page');
    await expect(sale.getByRole('heading', { level: 1, name: 'Gadget Flash Sale' })).toBeVisible();
    await expect(sale.getByRole('timer')).toBeVisible();
    const headphones = sale.getByTestId('flash-entry').filter({ hasText: 'Wireless Headphones' });
    await expect(headphones).toContainText(ar ? 'تبقّى 8 من 10' : '8 left of 10');
    await expect(headphones.getByRole('meter')).toHaveAttribute('aria-valuenow', '2');
    // The sale's 15 % off, not the item's own 10 %: ৳3,500 → ৳2,975.
    await expect(headphones).toContainText('2,975.00');
    // The sold-out jacket is not offered at the sale price (the platform lists only entries with stock left).
    await expect(sale.getByTestId('flash-entry').filter({ hasText: 'Denim Jacket' })).toHaveCount(0);
    await noSidewaysScroll(page);
    expect(await serious(page)).toEqual([]);

    await headphones.getByTestId('card-add').click();
    await page.getByTestId('cart-badge').click();
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line').filter({ hasText: 'Wireless Headphones' });
    await expect(line).toContainText('2,975.00');
  });

  test(`turn4 §3.2 Campaigns (${lang}): the home banner opens the campaign with its dates, description and stores; /campaigns lists it`, async ({
    page,
  }) => {
    await seedDevice(page, { module: PHARMACY, lang });
    await page.goto('/home');
    await page.getByTestId('promotions').getByRole('link', { name: 'Health Week' }).click();
    await expect(page).toHaveURL(/\/campaigns\/4$/);
    const details = page.getByTestId('campaign-details');
    await expect(details.getByRole('heading', { level: 1, name: 'Health Week' })).toBeVisible();
    await expect(details.getByTestId('campaign-dates')).toContainText(ar ? 'المدة' : 'Runs');
    await expect(details).toContainText('Medicines and care products from partner pharmacies');
    await expect(details.getByRole('heading', { name: ar ? 'المتاجر المشاركة' : 'Stores taking part' })).toBeVisible();
    await expect(details.getByTestId('store-card').filter({ hasText: 'HealthPlus Pharmacy' })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await serious(page)).toEqual([]);

    await details.getByRole('link', { name: ar ? 'كل الحملات' : 'All campaigns' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ar ? 'الحملات' : 'Campaigns' })).toBeVisible();
    await expect(page.getByTestId('campaign-card').filter({ hasText: 'Health Week' })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/campaigns/3');
    await expect(
      page.getByRole('heading', { name: ar ? 'هذه الحملة غير جارية.' : 'This campaign is not running.' }),
    ).toBeVisible();
  });

  test(`turn4 §1.5 Category Stores tab (${lang}): beside the items, the stores selling in the category; the tab is kept in the link`, async ({
    page,
  }) => {
    await seedDevice(page, { module: GROCERY, lang });
    await page.goto('/category/11?module_id=2');
    await expect(page.getByTestId('category-items').getByTestId('product-card').first()).toBeVisible();
    const views = page.getByRole('navigation', { name: ar ? 'عروض الفئة' : 'Category views' });
    await views.getByRole('link', { name: ar ? 'المتاجر' : 'Stores' }).click();
    await expect(page).toHaveURL(/tab=stores/);
    await expect(
      page.getByTestId('category-stores').getByTestId('store-card').filter({ hasText: 'Fresh Mart' }),
    ).toBeVisible();
    await noSidewaysScroll(page);
    expect(await serious(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('category-stores').getByTestId('store-card').first()).toBeVisible();
    await views.getByRole('link', { name: ar ? 'المنتجات' : 'Items' }).click();
    await expect(page.getByTestId('category-items').getByTestId('product-card').first()).toBeVisible();
  });

  test(`turn4 §2.6 Common conditions (${lang}): the pharmacy home row, a page per condition, and the pharmacy store's conditions`, async ({
    page,
  }) => {
    await seedDevice(page, { module: PHARMACY, lang });
    await page.goto('/home');
    const row = page.getByTestId('common-conditions');
    const fever = ar ? 'الحمى والألم' : 'Fever and pain';
    const cough = ar ? 'السعال والزكام' : 'Cough and cold';
    await expect(row.getByRole('button', { name: fever })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByTestId('product-card').filter({ hasText: 'Paracetamol 500mg' })).toBeVisible();
    await row.getByRole('button', { name: cough }).click();
    await expect(row.getByTestId('product-card').filter({ hasText: 'Cough Syrup 100ml' })).toBeVisible();
    await noSidewaysScroll(page);
    await row.getByRole('link', { name: ar ? 'عرض الكل' : 'View all' }).click();

    await expect(page).toHaveURL(/\/conditions\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: cough })).toBeVisible();
    await expect(
      page.getByTestId('condition-page').getByTestId('product-card').filter({ hasText: 'Cough Syrup 100ml' }),
    ).toBeVisible();
    await noSidewaysScroll(page);
    expect(await serious(page)).toEqual([]);

    await page.goto('/store/10?module_id=3');
    const store = page.getByTestId('store-conditions');
    await expect(store.getByRole('heading', { name: ar ? 'الحالات الشائعة' : 'Common conditions' })).toBeVisible();
    await expect(store.getByRole('button', { name: fever })).toBeVisible();
    await expect(store.getByTestId('product-card').filter({ hasText: 'Paracetamol 500mg' })).toBeVisible();
    await noSidewaysScroll(page);
  });
}
