import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, FOOD } from './orders-helpers';
import { seedDevice } from './device';
import { hydrated } from './hydration';
import { setConfig } from './account-helpers';

/**
 * turn4 §4.5 Push, asked on the home: a signed-in customer who has ordered and has not decided is asked once,
 * below the first screen; a customer with no order yet, a guest, or a business without Firebase config: nothing.
 */

const KEYS = {
  apiKey: 'e2e-api-key',
  authDomain: 'demo-push.firebaseapp.com',
  projectId: 'demo-push',
  storageBucket: null,
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:0a1b2c3d4e5f6a7b',
  measurementId: null,
};

const T = {
  en: { ask: "Get your order's news on this device?", later: 'Not now', on: 'Turn on' },
  ar: { ask: 'هل تريد تلقي أخبار طلبك على هذا الجهاز؟', later: 'ليس الآن', on: 'تفعيل' },
} as const;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

async function noSideways(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** A customer who has just signed up: no order yet. */
async function newCustomerToken(request: APIRequestContext, phone: string): Promise<string> {
  const headers = { Accept: 'application/json', 'X-localization': 'en' };
  const up = await request.post('/api/v1/auth/sign-up', {
    headers,
    data: { name: 'New Customer', phone, password: 'password1', confirm_password: 'password1' },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const token = (await up.json()).token as string | null;
  if (token) return token;
  const login = await request.post('/api/v1/auth/login', {
    headers,
    data: { login_type: 'manual', email_or_phone: phone, password: 'password1', field_type: 'phone' },
  });
  return (await login.json()).token as string;
}

/** The home drawn down to its rows below the first screen (where the prompt sits). */
async function homeRows(page: Page) {
  await page.goto('/home');
  await hydrated(page);
  const rows = page.getByTestId('home-discovery');
  await rows.scrollIntoViewIfNeeded();
  await expect(rows).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Push asked on the home (${lang}): a customer who has ordered is asked once, not again when left unanswered; the Firebase SDK does not load unasked`, async ({
    page,
    request,
  }) => {
    await setConfig(request, { fcm_credentials: KEYS });
    const sdk: string[] = [];
    page.on('request', (r) => {
      if (/googleapis\.com|gstatic\.com/.test(r.url())) sdk.push(r.url());
    });
    await seedDevice(page, { lang, token: await demoToken(request), module: FOOD });
    await homeRows(page);
    const prompt = page.getByRole('region', { name: t.ask });
    await prompt.scrollIntoViewIfNeeded();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: t.on })).toBeVisible();
    await noSideways(page);
    // Left unanswered, it is not asked again on the home.
    await page.reload();
    await homeRows(page);
    await expect(page.getByRole('region', { name: t.ask })).toHaveCount(0);
    expect(sdk).toEqual([]);
  });

  test(`Push asked on the home (${lang}): "Not now" ends it; no order yet, a guest, or no Firebase config asks nothing`, async ({
    page,
    request,
    browser,
  }) => {
    await setConfig(request, { fcm_credentials: KEYS });
    await seedDevice(page, { lang, token: await demoToken(request), module: FOOD });
    await homeRows(page);
    const prompt = page.getByRole('region', { name: t.ask });
    await prompt.scrollIntoViewIfNeeded();
    await prompt.getByRole('button', { name: t.later }).click();
    await expect(prompt).toHaveCount(0);

    const askedOf = async (device: Parameters<typeof seedDevice>[1]) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const other = await context.newPage();
      await seedDevice(other, device);
      // Signed in: the review reminder beside it asks the server once the order flows have loaded, the prompt's
      // flows too; by its answer the prompt would be drawn.
      const reminder = device.token ? other.waitForResponse(/customer\/review-reminder/) : null;
      await homeRows(other);
      await reminder;
      await expect(other.getByRole('region', { name: t.ask })).toHaveCount(0);
      await context.close();
    };
    await askedOf({
      lang,
      token: await newCustomerToken(request, lang === 'en' ? '+8801755550101' : '+8801755550102'),
      module: FOOD,
    });
    await askedOf({ lang, module: FOOD });
    await setConfig(request, { fcm_credentials: null });
    await askedOf({ lang, token: await demoToken(request), module: FOOD });
  });
}
