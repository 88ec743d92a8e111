import { expect, test } from '@playwright/test';
import { DEMO, flags, setConfig, signInByApi, noSeriousAxe, pauseCountdown, openSignIn } from './account-helpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test.describe('accounts and session', () => {
  test('acc §4 Login-method status: each variant shows its views', async ({ page, request }) => {
    const cases: Array<
      [ReturnType<typeof flags>, { manual: boolean; otp: boolean; social: boolean; otpSwitch: boolean }]
    > = [
      [flags(1, 1, 1), { manual: true, otp: false, social: true, otpSwitch: true }],
      [flags(1, 1, 0), { manual: true, otp: false, social: false, otpSwitch: true }],
      [flags(0, 1, 1), { manual: false, otp: true, social: true, otpSwitch: false }],
      [flags(1, 0, 1), { manual: true, otp: false, social: true, otpSwitch: false }],
      [flags(0, 1, 0), { manual: false, otp: true, social: false, otpSwitch: false }],
      [flags(1, 0, 0), { manual: true, otp: false, social: false, otpSwitch: false }],
      [flags(0, 0, 1), { manual: false, otp: false, social: true, otpSwitch: false }],
    ];
    for (const [config, views] of cases) {
      await setConfig(request, config);
      const modal = await openSignIn(page);
      await expect(modal.getByTestId('manual-sign-in')).toHaveCount(views.manual ? 1 : 0);
      await expect(modal.getByTestId('otp-sign-in')).toHaveCount(views.otp ? 1 : 0);
      await expect(modal.getByTestId('social-sign-in')).toHaveCount(views.social ? 1 : 0);
      await expect(modal.getByRole('button', { name: 'Sign in with OTP' })).toHaveCount(views.otpSwitch ? 1 : 0);
      if (views.otpSwitch) {
        await modal.getByRole('button', { name: 'Sign in with OTP' }).click();
        await expect(modal.getByTestId('otp-sign-in')).toBeVisible();
        await expect(modal.getByTestId('manual-sign-in')).toHaveCount(0);
        await modal.getByRole('button', { name: 'Go Back' }).click();
        await expect(modal.getByTestId('manual-sign-in')).toBeVisible();
      }
    }
    await setConfig(request, flags(0, 0, 0));
    const modal = await openSignIn(page);
    await expect(modal.getByTestId('auth-help')).toContainText('Sorry, Something Went Wrong');
    await expect(modal).toContainText('Please try again after some time or Contact with our support team.');
    await modal.getByRole('link', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL(/\/help-and-support$/);
  });

  test('acc §5 Sign-in: validation messages, password login, remembered identifier, account menu', async ({ page }) => {
    const modal = await openSignIn(page);
    await noSeriousAxe(page, '[data-testid="auth-modal"]');
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(modal).toContainText('Email or phone number is required');
    await modal.getByLabel('Email or phone').fill('not-a-contact');
    await modal.getByLabel('Password').fill('123');
    await expect(modal).toContainText('Must be a valid email or phone number');
    await expect(modal).toContainText('Password is too short - should be 6 chars minimum.');
    await modal.getByLabel('Email or phone').fill(DEMO.email);
    await modal.getByLabel('Password').fill('wrong-password');
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('User credential does not match')).toBeVisible();
    await modal.getByLabel('Password').fill(DEMO.password);
    await modal.getByLabel('Remember me').check();
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userDatafor') ?? '{}').email_or_phone)).toBe(
      DEMO.email,
    );

    await page.getByTestId('account-menu-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText('Demo Customer');
    for (const label of [
      'Profile Settings',
      'My Orders',
      'Wallet',
      'Coupons',
      'Loyalty Points',
      'Referral Code',
      'Inbox',
      'Settings',
      'Track Order',
      'Logout',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await noSeriousAxe(page, '[data-testid="account-menu"]');
    await menu.getByText('Wallet', { exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toContainText('1,500.00');
    await expect(page.getByTestId('wallet-history').getByRole('listitem')).toHaveCount(2);
    await page.goto('/loyalty-points');
    await expect(page.getByTestId('loyalty-balance')).toContainText('250');
    await page.goto('/referral-code');
    await expect(page.getByTestId('referral-code')).toContainText('DEMO2024');
  });

  test('acc §2 Account menu: the config filters hide wallet, loyalty points and referral', async ({
    page,
    request,
  }) => {
    await setConfig(request, { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 });
    await signInByApi(page, request);
    await page.goto('/home');
    await page.getByTestId('account-menu-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByText('Profile Settings')).toBeVisible();
    for (const hidden of ['Wallet', 'Loyalty Points', 'Referral Code'])
      await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  });

  test('acc §4 OTP: OTP login with the 60-second countdown, resend, then user_info for a new phone', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
    const modal = await openSignIn(page);
    await modal.getByRole('button', { name: 'Sign in with OTP' }).click();
    await modal.getByRole('button', { name: 'Get OTP' }).click();
    await expect(modal).toContainText('Please give a phone number');
    await modal.getByLabel('Phone number').fill('171111');
    await modal.getByRole('button', { name: 'Get OTP' }).click();
    await expect(modal).toContainText('Number must be 10 digits');
    await modal.getByLabel('Phone number').fill('1711111111');
    await modal.getByRole('button', { name: 'Get OTP' }).click();

    const otp = page.getByTestId('otp-dialog');
    await expect(otp).toContainText('OTP Verification');
    await expect(otp).toContainText('+880*******111');
    await expect(otp).toContainText('For demo purpose use otp 123456');
    await expect(otp).toContainText('Didn’t receive the code?');
    const resend = otp.getByRole('button', { name: 'Resend' });
    await expect(resend).toBeDisabled();
    const left = await pauseCountdown(page);
    expect(left).toBeGreaterThanOrEqual(55);
    await page.clock.runFor((left - 30) * 1000);
    await expect(page.getByTestId('otp-countdown')).toHaveText('0:30');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(29_000);
    await expect(page.getByTestId('otp-countdown')).toHaveText('0:01');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(resend).toBeEnabled();
    // The reference server counts its own 60 s in real time; the resend answer is served here.
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({
        json: {
          token: null,
          is_phone_verified: 0,
          is_email_verified: 0,
          is_personal_info: 0,
          is_exist_user: null,
          login_type: 'otp',
          email: null,
        },
      }),
    );
    await resend.click();
    await expect(page.getByTestId('otp-countdown')).toHaveText('1:00');
    await expect(resend).toBeDisabled();
    await page.unroute('**/api/v1/auth/login');
    await page.clock.resume();
    await noSeriousAxe(page, '[data-testid="otp-dialog"]');

    const verify = otp.getByRole('button', { name: 'Verify' });
    await otp.getByTestId('otp-box-0').fill('1');
    await otp.getByTestId('otp-box-1').fill('2');
    await expect(verify).toBeDisabled();
    await page.getByTestId('otp-box-0').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '000000');
      document
        .querySelector('[data-testid="otp-box-0"]')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText('OTP does not match')).toBeVisible();
    await otp.getByTestId('otp-box-0').fill('123456');
    await verify.click();

    await expect(modal).toHaveAttribute('data-mode', 'user_info');
    await modal.getByLabel('Name').fill('Otto Phone');
    await modal.getByLabel('Email').fill('otto@example.com');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });

  test('acc §4 Login success: sign-up into OTP into /interest', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'grocery' }));
    });
    const modal = await openSignIn(page);
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await expect(modal).toHaveAttribute('data-mode', 'sign-up');
    const submit = modal.getByRole('button', { name: 'Sign Up', exact: true });
    await expect(submit).toBeDisabled();
    await expect(modal.getByLabel('Refer code (optional)')).toBeVisible();
    await modal.getByRole('checkbox').check();
    await submit.click();
    await expect(modal).toContainText('First name is required');
    await expect(modal).toContainText('Email is required');
    await expect(modal).toContainText('Phone number is required');
    await expect(modal).toContainText('Password is required');
    await modal.getByLabel('Name').fill('Sara Signup');
    await modal.getByLabel('Email').fill('sara@example.com');
    await modal.getByLabel('Phone number').fill('1722222222');
    await modal.getByLabel('Password', { exact: true }).fill('secret123');
    await modal.getByLabel('Confirm password').fill('secret124');
    await expect(modal).toContainText('Passwords must match');
    await modal.getByLabel('Confirm password').fill('secret123');
    await submit.click();
    const otp = page.getByTestId('otp-dialog');
    await expect(otp).toBeVisible();
    await otp.getByTestId('otp-box-0').fill('123456');
    await otp.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Signup successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/interest$/);
    await expect(page.getByTestId('interest-page').getByRole('button', { pressed: false }).first()).toBeVisible();
  });

  test('acc §4 Forgot password: request, code, new password, then sign in with it', async ({ page }) => {
    const modal = await openSignIn(page);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(modal).toHaveAttribute('data-mode', 'forgot');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(modal).toContainText('Please provide a phone number');
    await modal.getByLabel('Phone number').fill('17000000011');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(modal).toContainText('Number must be exactly 10 digits');
    await modal.getByLabel('Phone number').fill('1700000001');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('OTP sent successfully')).toBeVisible();
    await expect(modal.getByTestId('forgot-password')).toHaveAttribute('data-step', '1');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal).toContainText('field is empty');
    await modal.getByLabel('Verification code').fill('123456');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal.getByTestId('forgot-password')).toHaveAttribute('data-step', '2');
    await modal.getByLabel('New password').fill('newpass123');
    await modal.getByLabel('Confirm password').fill('newpass124');
    await modal.getByRole('button', { name: 'Reset password' }).click();
    await expect(modal).toContainText('Passwords must match');
    await modal.getByLabel('Confirm password').fill('newpass123');
    await modal.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    // Success leaves the customer at Sign In, where the new password is used.
    const again = modal.getByTestId('manual-sign-in');
    await expect(again).toBeVisible();
    await again.getByLabel('Email or phone').fill(DEMO.phone);
    await again.getByLabel('Password').fill('newpass123');
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
  });

  test('acc §8 Forgot password: an unknown contact shows the first error message and advances', async ({ page }) => {
    await page.goto('/forgot-password');
    const modal = page.getByTestId('auth-modal');
    await modal.getByRole('radio', { name: 'Email' }).check();
    await modal.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('User not found')).toBeVisible();
    await expect(modal.getByTestId('forgot-password')).toHaveAttribute('data-step', '1');
  });
});
