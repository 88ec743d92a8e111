import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mirrorIntoCookies } from './device';

export const DEMO = { email: 'demo@example.com', password: '12345678', phone: '+8801700000001' };

export const flags = (manual: number, otp: number, social: number) => ({
  centralize_login: {
    manual_login_status: manual,
    otp_login_status: otp,
    social_login_status: social,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 0,
  },
});

export async function setConfig(request: APIRequestContext, patch: Record<string, unknown>) {
  const r = await request.put('/__test/config', { data: patch });
  expect(r.ok()).toBe(true);
}

export async function signInByApi(
  page: Page,
  request: APIRequestContext,
  email = DEMO.email,
  password = DEMO.password,
) {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
    headers: { Accept: 'application/json' },
  });
  const token = (await r.json()).token as string;
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded-token')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded-token', '1');
    }
  }, token);
  await mirrorIntoCookies(page, { token });
  return token;
}

export async function useArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
}

export async function noSeriousAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target}`),
  ).toEqual([]);
}

/** Stops the page's clock (lazy parts have loaded) and reads the OTP countdown's seconds. */
export async function pauseCountdown(page: Page): Promise<number> {
  await expect(page.getByTestId('otp-countdown')).toBeVisible();
  // The page's clock keeps running while we ask for its time: on a busy machine the answer can be older
  // than a short step ahead, and pausing in the past throws. Aim further ahead, and ask again if overtaken.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      break;
    } catch (e) {
      if (attempt >= 5 || !String(e).includes('fast-forward to the past')) throw e;
    }
  }
  const [m, sec] = (await page.getByTestId('otp-countdown').innerText()).split(':').map(Number);
  return m! * 60 + sec!;
}

export async function openSignIn(page: Page) {
  await page.goto('/home');
  await page.getByTestId('sign-in-button').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  return modal;
}
