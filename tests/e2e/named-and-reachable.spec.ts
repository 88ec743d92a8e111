import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedDevice } from './device';
import { FRIES, asCustomer } from './checkout-helpers';

const RENTAL = { id: 6, module_type: 'rental' };
const FOOD = { id: 1, module_type: 'food' };

async function axeRules(page: Page, rules: string[], include?: string) {
  const builder = new AxeBuilder({ page }).withRules(rules);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Accessibility: every control named, reachable and readable', () => {
  test('Rental (dark): the vehicle discount badge reads at AA contrast, and the picture strip is reachable by keyboard', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', theme: 'dark', module: RENTAL });
    await page.goto('/rental/vehicle-search?all_category=1');
    const corolla = page.getByTestId('vehicle-card').filter({ hasText: 'Toyota Corolla' });
    await expect(corolla.getByText('10% off')).toBeVisible();
    expect(await axeRules(page, ['color-contrast'], '[data-testid="vehicle-card"]')).toEqual([]);
    await corolla.getByTestId('vehicle-open').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota Corolla' })).toBeVisible();
    const strip = page.getByRole('region', { name: 'Pictures of Toyota Corolla' });
    await strip.focus();
    await expect(strip).toBeFocused();
    expect(await axeRules(page, ['scrollable-region-focusable'])).toEqual([]);
  });

  test('Product page: its headings go down one level at a time (name, then Nutrition and Allergies)', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    await page.goto('/product/classic-beef-burger?module_id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Beef Burger' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Allergies' })).toBeVisible();
    expect(await axeRules(page, ['heading-order'])).toEqual([]);
  });

  test('Checkout: delivery option, time and payment are named choices, each radio named and checked as chosen', async ({
    page,
    request,
  }) => {
    await asCustomer(page, request, [FRIES()]);
    await page.goto('/checkout?page=cart');
    const options = page.getByRole('radiogroup', { name: 'Delivery Options' });
    await expect(options.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    await options.getByRole('radio', { name: 'Take Away' }).check();
    await expect(options.getByRole('radio', { name: 'Take Away' })).toBeChecked();
    const time = page.getByRole('radiogroup', { name: 'Delivery Time' });
    await expect(time.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    const payment = page.getByRole('radiogroup', { name: 'Payment Method' });
    await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(payment.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  test('Keyboard: the sign-in dialog opens on its first field, and after the module popup focus stays in the page', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en' });
    await page.goto('/home');
    const popup = page.getByTestId('module-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Food' }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY')).not.toBe('BODY');
    await page.getByTestId('sign-in-button').click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email or phone' })).toBeFocused();
  });
});
