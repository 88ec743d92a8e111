import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { setConfig } from './account-helpers';

/** The accounts specification's last lines, as a customer on a phone (390×844) sees them. */

test.use({ viewport: { width: 390, height: 844 } });

const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test('acc §7 Forgot password with firebase_otp_verification 1: the code comes by the firebase send, firebase-reset-password checks it, and the new password signs in', async ({ page, request }) => {
  await setConfig(request, { firebase_otp_verification: 1 });
  await seedDevice(page, { lang: 'en' });
  const auth: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v1/auth/') && auth.push(`${r.method()} ${new URL(r.url()).pathname.replace('/api/v1/auth/', '')}`));
  await page.goto('/forgot-password');
  const modal = page.getByTestId('auth-modal');
  const view = modal.getByTestId('forgot-password');
  await modal.getByLabel('Phone number').fill('1700000001');
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(view).toHaveAttribute('data-step', '1');
  await modal.getByLabel('Verification code').fill('123456');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(view).toHaveAttribute('data-step', '2');
  await modal.getByLabel('New password').fill('newpass123');
  await modal.getByLabel('Confirm password').fill('newpass123');
  await modal.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(modal).toBeHidden();
  expect(auth.filter((a) => !a.endsWith('guest/request'))).toEqual(['POST firebase-send-otp', 'PUT firebase-reset-password', 'PUT reset-password']);

  const signIn = await request.post('/api/v1/auth/login', { data: { login_type: 'manual', email_or_phone: '+8801700000001', password: 'newpass123', field_type: 'phone' } });
  expect(signIn.ok()).toBe(true);
  expect(await widthOverflow(page)).toBe(0);
});
