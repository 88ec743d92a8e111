import { expect, test } from '@playwright/test';
import { seedDevice } from './device';
import { FOOD, FRIES, asCustomer, login } from './checkout-helpers';
import { openAddModal } from './addresses-helpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test.describe('Accounts: forgot password, the coupons offered, a new address', () => {
  test('acc §2 Forgot password: a country picker as at sign-in, the demo code said, and Sign In once the password is changed', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    await page.goto('/forgot-password');
    const modal = page.getByTestId('auth-modal');
    const view = modal.getByTestId('forgot-password');
    await expect(modal.getByRole('combobox', { name: 'Country code' })).toHaveValue('+880');
    await expect(modal.getByRole('combobox', { name: 'Country code' })).toBeEnabled();
    await modal.getByLabel('Phone number').fill('1700000001');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(view).toHaveAttribute('data-step', '1');
    await expect(modal.getByText('For demo purpose use otp 123456')).toBeVisible();
    await modal.getByLabel('Verification code').fill('123456');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(view).toHaveAttribute('data-step', '2');
    await modal.getByLabel('New password').fill('newpass123');
    await modal.getByLabel('Confirm password').fill('newpass123');
    await modal.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    const signIn = modal.getByTestId('manual-sign-in');
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Email or phone').fill('+8801700000001');
    await signIn.getByLabel('Password').fill('newpass123');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
  });

  test("acc §9 Checkout coupons: only usable codes are offered (no first-order code after orders, a code below its minimum says what is missing), and another module's code says so", async ({
    page,
    request,
  }) => {
    await asCustomer(page, request, [FRIES()]);
    await page.goto('/checkout?page=cart');
    const section = page.getByTestId('checkout-coupon');
    const tiles = section.getByTestId('coupon-tile');
    await expect(tiles.filter({ hasText: 'FREESHIP' })).toBeEnabled();
    await expect(tiles.filter({ hasText: 'FIRST100' })).toHaveCount(0);
    const welcome = tiles.filter({ hasText: 'WELCOME10' });
    await expect(welcome).toBeDisabled();
    await expect(welcome).toContainText('Add ৳100.00 more to use it');
    await section.getByRole('textbox', { name: 'Coupon code' }).fill('FRESH15');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'This coupon is for another module. Switch module to use it there.',
    );
  });

  test("acc §4 Addresses: a signed-in customer's new address starts with their own name and phone", async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang: 'en', token: await login(request), module: FOOD });
    await page.goto('/profile?page=address');
    const modal = await openAddModal(page, page.getByTestId('address-add'));
    await expect(modal.getByTestId('address-name')).toHaveValue('Demo Customer');
    await expect(modal.getByTestId('address-phone')).toHaveValue('1700000001');
  });
});
