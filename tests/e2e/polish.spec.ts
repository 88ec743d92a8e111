import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { hydrated } from './hydration';

/** Issue 10, items 4 and 9: money written one way, no raw keys, Arabic leftovers, dialog and header layout, phone entry. */

const DEMO = { email: 'demo@example.com', password: '12345678' };
const GROCERY = { id: 2, module_type: 'grocery' };

interface Seed {
  lang?: 'en' | 'ar';
  theme?: 'light' | 'dark';
  token?: string;
  guestId?: string;
  module?: { id: number; module_type: string };
}

async function seed(page: Page, opts: Seed = {}) {
  await seedDevice(page, { ...opts, module: opts.module ?? GROCERY });
  if (opts.theme) await page.emulateMedia({ colorScheme: opts.theme });
}

async function token(request: APIRequestContext) {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: DEMO.email, password: DEMO.password, field_type: 'email' },
  });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

/** A guest with Organic Bananas in the grocery cart, put there through the API. */
async function guestWithCart(request: APIRequestContext) {
  const guest = ((await (await request.post('/api/v1/auth/guest/request')).json()) as { guest_id: string | number })
    .guest_id;
  const headers = { moduleId: '2', zoneId: '[1,2,3]', Accept: 'application/json' };
  const item = (await (await request.get('/api/v1/items/details/101', { headers })).json()) as { price: number };
  const added = await request.post('/api/v1/customer/cart/add', {
    headers,
    data: {
      item_id: 101,
      model: 'Item',
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      guest_id: guest,
    },
  });
  expect(added.ok()).toBe(true);
  return String(guest);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

test.describe('First impressions', () => {
  test('First impressions: the wallet writes money as prices do and names each transaction, in English and Arabic', async ({
    page,
    request,
  }) => {
    await seed(page, { token: await token(request) });
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toContainText('৳1,500.00');
    const history = page.getByRole('listitem');
    await expect(history.filter({ hasText: 'Added to wallet' })).toContainText('+৳1,000.00');
    await expect(history.filter({ hasText: 'Converted from loyalty points' })).toContainText('+৳500.00');
    await expect(page.locator('main')).not.toContainText(/add fund|loyalty point\b|_/);

    await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toContainText('৳1,500.00');
    await expect(history.filter({ hasText: 'إضافة إلى المحفظة' })).toContainText('+৳1,000.00');
    await expect(history.filter({ hasText: 'تحويل من نقاط الولاء' })).toBeVisible();

    await page.goto('/loyalty-points');
    await expect(history.filter({ hasText: 'مكتسبة من طلب' })).toContainText('+5250');
    await expect(history.filter({ hasText: 'تحويل إلى رصيد المحفظة' })).toContainText('-5000');
  });

  test('First impressions: order statuses are words in the customer language, never API keys', async ({
    page,
    request,
  }) => {
    await seed(page, { token: await token(request) });
    await page.goto('/my-orders');
    // The demo customer's orders are past ones (issue 14: running and past tabs).
    await page.getByRole('tab').nth(1).click();
    const statuses = page.getByTestId('order-status');
    await expect(statuses.first()).toBeVisible();
    expect((await statuses.allTextContents()).sort()).toEqual(['Canceled', 'Delivered']);
    await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
    await page.reload();
    await page.getByRole('tab').nth(1).click();
    await expect(statuses.first()).toBeVisible();
    expect((await statuses.allTextContents()).sort()).toEqual(['تم التوصيل', 'ملغي'].sort());
  });

  test('First impressions: Arabic store cards write the delivery time in Arabic', async ({ page }) => {
    await seed(page, { lang: 'ar', module: { id: 1, module_type: 'food' } });
    await page.goto('/home');
    const times = page.getByTestId('store-card').getByTestId('delivery-time');
    await expect(times.first()).toBeVisible();
    for (const text of await times.allTextContents()) expect(text).toMatch(/^\d+(-\d+)? (دقيقة|ساعات|أيام)$/);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`First impressions: the guest-choice close button keeps clear of the title (${lang})`, async ({
      page,
      request,
    }) => {
      await request.put('/__test/config', { data: { guest_checkout_status: 1 } });
      await seed(page, { guestId: await guestWithCart(request), lang });
      await page.goto('/home');
      await page.getByTestId('cart-badge').click();
      await page.getByTestId('cart-checkout').click();
      const dialog = page.getByTestId('guest-choice');
      await expect(dialog).toBeVisible();
      // The title's text, not its box (the box runs under the button by design; its end padding keeps the text clear).
      const title = await dialog
        .getByRole('heading')
        .first()
        .evaluate((h) => {
          const range = document.createRange();
          range.selectNodeContents(h);
          const r = range.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        });
      const close = await dialog.getByRole('button', { name: lang === 'en' ? 'Close' : 'إغلاق' }).boundingBox();
      expect(title && close && !overlaps(title, close)).toBe(true);
    });
  }

  test('First impressions: the sticky header stays above the cards when the page scrolls', async ({ page }) => {
    await seed(page, { module: { id: 1, module_type: 'food' } });
    await page.goto('/home');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Until the page has hydrated, a layer over it takes every point (public/boot.js).
    await hydrated(page);
    const header = page.locator('header').first();
    const box = (await header.boundingBox())!;
    for (const y of [300, 600, 900]) {
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y - 50);
      // Every point across the header belongs to the header, never to a card scrolled under it.
      const inHeader = await page.evaluate(
        ({ top, height, width }) =>
          [0.1, 0.3, 0.5, 0.7, 0.9].every(
            (f) => document.elementFromPoint(width * f, top + height / 2)?.closest('header') != null,
          ),
        {
          top: box.y,
          height: box.height,
          width: box.width,
        },
      );
      expect(inHeader).toBe(true);
    }
  });

  test('First impressions: the sign-in password placeholder says 6, as the rule does', async ({ page }) => {
    await seed(page);
    await page.goto('/home');
    await page.getByTestId('sign-in-button').click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal.getByTestId('manual-sign-in').getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      '6+ characters required',
    );
  });

  test('First impressions: OTP sign-in with the country code typed twice signs in the existing customer; another code is refused', async ({
    page,
    request,
  }) => {
    await seed(page);
    await page.goto('/home');
    await page.getByTestId('sign-in-button').click();
    const modal = page.getByTestId('auth-modal');
    await modal.getByRole('button', { name: 'Sign in with OTP' }).click();
    const form = modal.getByTestId('otp-sign-in');
    await expect(form.getByLabel('Country code')).toHaveValue('+880');
    await form.getByLabel('Phone number').fill('+966501234567');
    await form.locator('button[type="submit"]').click();
    await expect(form).toContainText('This number starts with another country code.');
    await expect(page.getByTestId('otp-dialog')).toHaveCount(0);

    await form.getByLabel('Phone number').fill('+8801700000001');
    await form.locator('button[type="submit"]').click();
    const otp = page.getByTestId('otp-dialog');
    await otp.getByTestId('otp-box-0').fill('123456');
    await otp.getByRole('button', { name: 'Verify' }).click();
    // The existing customer: no "Complete your profile" step, and the token is the demo customer's.
    await expect(page.getByText('Logged in successfully.')).toBeVisible();
    await expect(page.getByTestId('auth-modal')).toHaveCount(0);
    const signedIn = await page.evaluate(() => localStorage.getItem('token'));
    const me = await request.get('/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${signedIn}`, Accept: 'application/json', 'X-localization': 'en' },
    });
    const info = (await me.json()) as { email?: string };
    expect(info, JSON.stringify(info).slice(0, 300)).toMatchObject({ email: DEMO.email });
  });
});

// Visual review: `SHOTS=1` writes 390×844 screenshots of the wallet, the orders, the guest-choice dialog and a
// rental page, in English and Arabic, light and dark, to /tmp/shots.
test.describe('First impressions: screenshots', () => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to take them');
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`First impressions: screens in ${lang} ${theme}`, async ({ page, request }) => {
        test.setTimeout(120_000);
        await request.put('/__test/config', { data: { guest_checkout_status: 1 } });
        const guestId = await guestWithCart(request);
        await seed(page, { lang, theme, guestId });
        await page.goto('/home');
        await page.getByTestId('cart-badge').click();
        await page.getByTestId('cart-checkout').click();
        await expect(page.getByTestId('guest-choice')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/guest-choice-${lang}-${theme}.png` });
        await page.keyboard.press('Escape');
        await page.evaluate((t) => localStorage.setItem('token', t), await token(request));
        await page.goto('/wallet');
        await expect(page.getByTestId('wallet-balance')).toContainText('1,500');
        await page.screenshot({ path: `/tmp/shots/wallet-${lang}-${theme}.png` });
        await page.goto('/my-orders');
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByTestId('orders-list')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/orders-${lang}-${theme}.png` });
        await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 6, module_type: 'rental' })));
        await page.goto('/rental/vehicle-search?all_category=1');
        await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/rental-${lang}-${theme}.png` });
        await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'food' })));
        await page.goto('/home');
        await expect(page.getByTestId('store-card').first()).toBeVisible();
        await page.mouse.wheel(0, 700);
        await page.waitForFunction(() => window.scrollY > 600);
        await page.screenshot({ path: `/tmp/shots/home-scrolled-${lang}-${theme}.png` });
        await page.goto('/product/classic-beef-burger?module_id=1');
        await expect(page.getByTestId('item-detail')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/product-food-${lang}-${theme}.png`, fullPage: true });
        await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 3, module_type: 'pharmacy' })));
        await page.goto('/product/cough-syrup-100ml?module_id=3');
        await expect(page.getByTestId('item-detail')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/product-pharmacy-${lang}-${theme}.png`, fullPage: true });
      });
    }
  }
});
