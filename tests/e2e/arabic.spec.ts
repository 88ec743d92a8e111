import { expect, test } from '@playwright/test';
import { seedDevice } from './device';

test('core §9 Arabic: the module strip and the module popup name the modules in Arabic', async ({ page }) => {
  await seedDevice(page, { lang: 'ar', module: { id: 1, module_type: 'food' } });
  await page.goto('/home');
  const rail = page.getByTestId('module-rail');
  await expect(rail.getByRole('button', { name: 'البقالة' })).toBeVisible();
  await expect(rail).not.toContainText('Grocery');
  await rail.getByTestId('module-rail-all').click();
  const popup = page.getByTestId('module-popup');
  await expect(popup.getByRole('button', { name: 'الصيدلية' })).toBeVisible();
  await expect(popup).not.toContainText('Pharmacy');
});

test('core §9 Arabic: an item\'s English description and allergies keep their own direction (the full stop after "sauce")', async ({
  page,
}) => {
  await seedDevice(page, { lang: 'ar', module: { id: 1, module_type: 'food' } });
  await page.goto('/product/classic-beef-burger?module_id=1');
  const description = page.getByTestId('item-description').locator('[dir="auto"]').first();
  await expect(description).toContainText('our house sauce.');
  expect(await description.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  const allergy = page.getByTestId('allergies').getByRole('listitem').first();
  await expect(allergy).toHaveText('Gluten');
  expect(await allergy.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});
