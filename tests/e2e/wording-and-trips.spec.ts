import { expect, test } from '@playwright/test';
import { seedDevice } from './device';
import { login } from './checkout-helpers';

const FOOD = { id: 1, module_type: 'food' };
const RENTAL = { id: 6, module_type: 'rental' };

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test.describe('Wording: amounts with their currency, empty lists that say what is empty', () => {
  test('core §5 Product page: an amount discount carries the currency ("৳50.00 off", not "50.00 off")', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    await page.goto('/product/chicken-tikka-pizza?module_id=1');
    await expect(page.getByTestId('discount-badge')).toHaveText('৳50.00 off');
  });

  test('acc §2 My Trips: the Running tab with no running trip says so, not "You have no trips yet."', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang: 'en', module: RENTAL, token: await login(request) });
    await page.goto('/my-trips');
    await expect(page.getByTestId('trips-empty')).toContainText('No trip is running now.');
  });

  test('acc §2 Track a trip: the phone is typed in local form after the country picker, as order tracking takes it', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: RENTAL });
    await page.goto('/my-trips');
    const form = page.getByTestId('track-trip');
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('+880');
    await form.getByTestId('track-trip-id').fill('7');
    await form.getByRole('textbox', { name: 'Phone' }).fill('01700000099');
    await form.getByRole('button', { name: 'Track trip' }).click();
    await expect(page).toHaveURL(/\/my-trips\/7\?phone=%2B8801700000099$/);
  });
});
