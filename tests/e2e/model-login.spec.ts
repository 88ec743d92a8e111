import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalog } from '../../machines/catalog';
import type { LoginRequest, LoginSettings } from '../../machines/auth/login.machine';
import { browserPaths } from '../tools/browserRuns';
import { pathEffects } from '../tools/effects';
import { recordToasts, shownToasts } from './device';
import { holdCalls, notices, realToken, setConfig, stepTitle } from './model-auth-helpers';

/**
 * docs/conventions.md "Tests": login response routing (acc §2 auth modal, §4 after a login response) runs model-based in the
 * browser. Each covering path (`npm run paths -- login`) drives the header's Sign In and the auth modal; the
 * sign-in, update-info and OTP answers are held and given as the path says (`tok` becomes a real token).
 */

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

type Step = {
  type: string;
  mode?: 'signIn' | 'signUp';
  settings?: LoginSettings;
  request?: LoginRequest;
  medium?: string;
  output?: { result?: unknown };
};

/** The modal's data-mode in each state a customer can stop in (transient states are never a step's value). */
const MODE: Record<string, string> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  userInfo: 'user_info',
  updatingInfo: 'user_info',
  existUser: 'is_exist_user',
  confirmingExisting: 'is_exist_user',
  social: 'social',
  forgot: 'forgot',
};
const SIGNED_IN = ['Logged in successfully.', 'Signup successfully.'];
const BUSY = new Set(['submitting', 'updatingInfo', 'confirmingExisting']);

async function openAuth(page: Page, mode: 'signIn' | 'signUp') {
  const button = page.getByTestId('sign-in-button');
  // A customer who just signed in is offered no Sign In: they sign out first (the token goes, the page reloads).
  if (!(await button.isVisible())) {
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
  }
  if (mode === 'signIn') await button.click();
  // Sign-up is asked for by other flows (checkout's guest choice) with the app's own request event.
  // The app listens once it has hydrated: until the modal shows, the request is made again, as a customer would tap again.
  else
    await expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('storefront:open-sign-in', { detail: { mode: 'sign-up' } })),
      );
      await expect(page.getByTestId('auth-modal')).toBeVisible({ timeout: 1000 });
    }).toPass();
}

async function submit(modal: Locator, request: LoginRequest, signUp: boolean) {
  if (signUp) {
    // The sign-up form sends its own fields; the answer is what the path says.
    await modal.getByLabel('Name').fill('Model Customer');
    await modal.getByLabel('Email').fill('model@example.com');
    await modal.getByLabel('Phone number').fill('1744444444');
    await modal.getByLabel('Password', { exact: true }).fill('secret123');
    await modal.getByLabel('Confirm password').fill('secret123');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Sign Up', exact: true }).click();
  } else if (request.method === 'otp') {
    await modal.getByRole('button', { name: 'Sign in with OTP' }).click();
    await modal.getByLabel('Phone number').fill(request.phone.replace(/^\+880/, ''));
    await modal.getByRole('button', { name: 'Get OTP' }).click();
  } else if (request.method === 'manual') {
    await modal.getByLabel('Email or phone').fill(request.emailOrPhone);
    await modal.getByLabel('Password').fill(request.password);
    if (!request.remember) await modal.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    else await modal.getByRole('checkbox', { name: 'Remember me' }).check();
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
}

async function finishForgot(modal: Locator) {
  // The reference server's demo reset: code 123456 for the demo customer's phone.
  await modal.getByLabel('Phone number').fill('1700000001');
  await modal.getByRole('button', { name: 'Send code' }).click();
  await modal.getByLabel('Verification code').fill('123456');
  await modal.getByRole('button', { name: 'Verify' }).click();
  await modal.getByLabel('New password').fill('newpass123');
  await modal.getByLabel('Confirm password').fill('newpass123');
  await modal.getByRole('button', { name: 'Reset password' }).click();
}

for (const [i, path] of browserPaths('login').entries()) {
  test(`acc §4 After a login response: model path ${i + 1} (${stepTitle(path)})`, async ({ page, request }) => {
    const settings = (path.steps.find((s) => s.event.type === 'auth.open')!.event as Step).settings!;
    await setConfig(request, {
      firebase_otp_verification: settings.firebase ? 1 : 0,
      centralize_login: {
        manual_login_status: 1,
        otp_login_status: 1,
        social_login_status: 1,
        google_login_status: 1,
        phone_verification_status: settings.phoneVerification ? 1 : 0,
        email_verification_status: settings.emailVerification ? 1 : 0,
      },
    });
    const token = await realToken(request);
    const login = /\/api\/v1\/auth\/(login|sign-up)$/;
    const calls = await holdCalls(
      page,
      {
        submitLogin: login,
        confirmExisting: login,
        social: login,
        updateInfo: /\/api\/v1\/auth\/update-info$/,
        otp: /\/api\/v1\/auth\/(verify-phone|firebase-verify-token)$/,
      },
      token,
      { otp: (o: { result: unknown }) => o.result, social: (o: { result: unknown }) => o.result },
    );
    await recordToasts(page);
    await page.goto('/home');
    const modal = page.getByTestId('auth-modal');
    const dialog = page.getByTestId('otp-dialog');
    const says = notices(catalog.login!.machine, path);
    const effects = pathEffects(catalog.login!.machine, path);
    let mode: 'signIn' | 'signUp' = 'signIn';
    for (const [n, step] of path.steps.entries()) {
      const event = step.event as Step;
      switch (event.type) {
        case 'auth.open':
          mode = event.mode!;
          await openAuth(page, mode);
          break;
        case 'auth.close':
          await modal.getByRole('button', { name: 'Close' }).click();
          break;
        case 'auth.mode.signIn':
          mode = 'signIn';
          await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
          break;
        case 'auth.mode.signUp':
          mode = 'signUp';
          await modal.getByRole('button', { name: 'Sign Up', exact: true }).click();
          break;
        case 'auth.forgot.open':
          await modal.getByRole('button', { name: 'Forgot password?' }).click();
          break;
        case 'auth.forgot.close':
          await modal.getByRole('button', { name: 'Back to sign in' }).click();
          break;
        case 'login.submit':
          await submit(modal, event.request!, mode === 'signUp');
          break;
        case 'login.info.submit': {
          await modal.getByLabel('Name').fill(String((event as { name?: string }).name));
          const email = modal.getByRole('textbox', { name: 'Email' });
          if (await email.isVisible()) await email.fill('new@example.com');
          else await modal.getByLabel('Phone number').fill('1733333333');
          await modal.getByRole('button', { name: 'Continue' }).click();
          break;
        }
        case 'login.existing.confirm':
          await modal.getByRole('button', { name: 'Yes, it’s me' }).click();
          break;
        case 'login.existing.decline':
          await modal.getByRole('button', { name: 'No' }).click();
          break;
        case 'login.otp.cancel':
          await dialog.getByRole('button', { name: 'Close' }).click();
          break;
        case 'login.social.start':
          await modal.getByRole('button', { name: 'Continue with Google' }).click();
          break;
        case 'xstate.done.actor.otp':
          await dialog.getByTestId('otp-box-0').fill('123456');
          await dialog.getByRole('button', { name: 'Verify' }).click();
          await calls.answer(step.event);
          break;
        case 'xstate.done.actor.social': {
          const popup =
            page
              .context()
              .pages()
              .find((p) => p !== page) ?? (await page.waitForEvent('popup'));
          if (!event.output?.result) await popup.close();
          else {
            await popup.getByRole('button', { name: /Sam Social/ }).click();
            await calls.answer(step.event);
          }
          break;
        }
        case 'xstate.done.actor.forgot':
          await finishForgot(modal);
          break;
        default:
          await calls.answer(step.event);
      }
      // The success message follows the form the browser sent (sign-up in sign-up mode): expectLoginState checks it.
      for (const message of says[n + 1]!.filter((m) => !SIGNED_IN.includes(m)))
        await expect.poll(() => shownToasts(page)).toContain(message);
      await expectLoginState(
        page,
        step.value,
        effects[n + 1]!.effects.some((e) => e.kind === 'action' && e.name === 'notifySignedIn'),
        mode,
      );
    }
  });
}

/** acc §2 / §4: what the customer sees in each state of the login flow. */
async function expectLoginState(page: Page, value: unknown, signedIn: boolean, mode: 'signIn' | 'signUp') {
  const modal = page.getByTestId('auth-modal');
  if (value === 'closed') {
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('otp-dialog')).toBeHidden();
    if (signedIn) {
      await expect
        .poll(() => shownToasts(page))
        .toContain(mode === 'signUp' ? 'Signup successfully.' : 'Logged in successfully.');
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
    }
    return;
  }
  const state = (value as { open: string }).open;
  if (state === 'verifying') {
    await expect(page.getByTestId('otp-dialog')).toBeVisible();
    return;
  }
  await expect(modal).toHaveAttribute('data-mode', MODE[state] ?? (mode === 'signUp' ? 'sign-up' : 'sign-in'));
  if (BUSY.has(state)) await expect(modal.locator('button[aria-busy=true]')).toHaveCount(1);
}
