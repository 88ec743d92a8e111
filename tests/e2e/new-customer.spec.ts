import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, demoToken, guestId, placeOrder, reset, seed } from './orders-helpers';
import { seedDevice } from './device';
import { hydrated } from './hydration';

/** What a new customer meets on a phone (390×844), in English and Arabic: the words are the page's own. */
const T = {
  en: {
    note: 'Sign in to see your orders on any device.',
    freeDelivery: 'Free delivery',
    noCoupons: 'No coupons available for this module in your zone.',
    vehicleAdded: 'Vehicle added to your rental cart.',
    chooseLocation: 'Choose a location',
    elsewhere: 'No order matches this order ID and phone number.',
  },
  ar: {
    note: 'سجّل الدخول لترى طلباتك على أي جهاز.',
    freeDelivery: 'توصيل مجاني',
    noCoupons: 'لا توجد قسائم متاحة لهذا القسم في منطقتك.',
    vehicleAdded: 'تمت إضافة المركبة إلى سلة الإيجار.',
    chooseLocation: 'اختر موقعًا',
    elsewhere: 'لا يوجد طلب يطابق رقم الطلب ورقم الهاتف هذين.',
  },
} as const;

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** The two boxes share no pixel. */
async function apart(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  expect(x && y).toBeTruthy();
  const overlap =
    x!.x < y!.x + y!.width && y!.x < x!.x + x!.width && x!.y < y!.y + y!.height && y!.y < x!.y + x!.height;
  expect(overlap, `${JSON.stringify(x)} over ${JSON.stringify(y)}`).toBe(false);
}

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test.describe(`what a new customer meets (${lang})`, () => {
    test(`acc §2 /track-order: a guest tracks with the local number typed at checkout; the address holds the id without quotes (${lang})`, async ({
      page,
      request,
    }) => {
      const guest = await guestId(request);
      const id = await placeOrder(
        request,
        { guest },
        { contact_person_name: 'Guest Buyer', contact_person_number: '+8801711223344' },
      );
      await seed(page, { lang, guest });
      await page.goto('/track-order');
      await hydrated(page);
      await expect(page.getByTestId('track-guest-note')).toContainText(T[lang].note);
      await page.locator('input[name=order_id]').fill(String(id));
      await page.getByTestId('track-phone').fill('01711223344');
      await page
        .locator('form')
        .filter({ has: page.locator('input[name=order_id]') })
        .locator('button[type=submit]')
        .click();
      await expect(page.getByTestId('track-result').getByTestId('order-id')).toContainText(String(id));
      const url = new URL(page.url());
      expect(url.search).toBe(`?order_id=${id}&phone=%2B8801711223344`);
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`acc §2 /track-order: in another browser a guest's order is found by its number and phone, and a wrong phone says neither matches (${lang})`, async ({
      page,
      request,
    }) => {
      const placer = await guestId(request);
      const id = await placeOrder(
        request,
        { guest: placer },
        { contact_person_name: 'Guest Buyer', contact_person_number: '+8801711223344' },
      );
      await seed(page, { lang, guest: await guestId(request) });
      await page.goto(`/track-order?order_id=${id}&phone=01711223344`);
      await expect(page.getByTestId('track-result').getByTestId('order-id')).toContainText(String(id));
      await page.goto(`/track-order?order_id=${id}&phone=01811223344`);
      await expect(page.getByTestId('track-not-found')).toContainText(T[lang].elsewhere);
      await expect(page.getByTestId('track-guest-note').getByRole('button')).toBeVisible();
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`acc §9 Coupons: a used-up once-only coupon is not offered, and free delivery says so instead of a zero amount (${lang})`, async ({
      page,
      request,
    }) => {
      // The demo customer's history holds an order that used ONCE (limit 1).
      await seed(page, { lang, token: await demoToken(request) });
      await page.goto('/coupons');
      const list = page.getByTestId('coupons-list');
      await expect(list.locator('[data-code="FREESHIP"]')).toContainText(T[lang].freeDelivery);
      await expect(list.locator('[data-code="FREESHIP"]')).not.toContainText('0.00');
      await expect(list.locator('[data-code="WELCOME10"]')).toBeVisible();
      await expect(list.locator('[data-code="ONCE"]')).toHaveCount(0);
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`acc §9 Coupons: in Pharmacy with a location chosen the empty list does not ask for a location (${lang})`, async ({
      page,
      request,
    }) => {
      await seedDevice(page, { lang, token: await demoToken(request), module: { id: 3, module_type: 'pharmacy' } });
      await page.goto('/coupons');
      await expect(page.getByTestId('coupons-page')).toContainText(T[lang].noCoupons);
      await expect(page.getByTestId('coupons-page')).not.toContainText(T[lang].chooseLocation);
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`core §8 toasts: "Vehicle added to your rental cart." never covers Book trip (${lang})`, async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      await request.delete('/api/v1/rental/user/cart/remove-cart', {
        headers: { Authorization: `Bearer ${token}`, moduleId: '6', Accept: 'application/json' },
      });
      await seedDevice(page, { lang, module: { id: 6, module_type: 'rental' }, token });
      await page.goto('/rental/vehicle-search?all_category=1');
      await hydrated(page);
      await page.getByTestId('vehicle-card').filter({ hasText: 'Toyota Axio' }).getByTestId('vehicle-open').click();
      await page.getByTestId('trip-hours').fill('3');
      await page.getByTestId('rent-add').click();
      const toast = toasts(page).filter({ hasText: T[lang].vehicleAdded });
      await expect(toast).toBeVisible();
      // The drawer opens with the toast; the stack moves above its Book trip as it lands.
      await expect(() => apart(toast, page.getByTestId('rental-cart-book'))).toPass({ timeout: 2_000 });
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('toasts say a thing once and go when it has passed (en)', () => {
  test('core §8 toasts: a failed sign-in\'s "User credential does not match" goes when "Logged in successfully." comes', async ({
    page,
  }) => {
    await seed(page, { lang: 'en' });
    await page.goto('/home');
    await page.getByTestId('sign-in-button').click();
    const modal = page.getByTestId('auth-modal');
    await modal.getByLabel('Email or phone').fill(DEMO.email);
    await modal.getByLabel('Password').fill('wrong-password');
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'User credential does not match' })).toBeVisible();
    await modal.getByLabel('Password').fill(DEMO.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Logged in successfully.' })).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'User credential does not match' })).toHaveCount(0);
  });

  test("core §5 cart limit: one tap past a food item's limit gives one toast, and it does not cover Proceed To Checkout", async ({
    page,
    request,
  }) => {
    await seed(page, { lang: 'en' });
    const guest = await guestId(request);
    // Mango Lassi (item 5) at its maximum of 3.
    const add = await request.post('/api/v1/customer/cart/add', {
      headers: { moduleId: '1', zoneId: '[1,2,3]', Accept: 'application/json' },
      data: { item_id: 5, model: 'Item', price: 0, quantity: 3, guest_id: guest },
    });
    expect(add.ok(), await add.text()).toBe(true);
    await page.addInitScript((g) => localStorage.setItem('guest_id', g), guest);
    await page.goto('/home');
    await page.getByTestId('cart-badge').click();
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line').filter({ hasText: 'Mango Lassi' });
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('03');
    const answered = page.waitForResponse((r) => r.url().includes('/customer/cart/update'));
    await line.getByTestId('cart-line-plus').click();
    await answered;
    await expect(toasts(page).filter({ hasText: 'Maximum cart quantity exceeded' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(() => apart(toasts(page).first(), page.getByTestId('cart-checkout'))).toPass({ timeout: 2_000 });
  });
});

test('acc §9 bill: "Service Charge" is translated on an Arabic bill (ar)', async ({ page, request }) => {
  const token = await demoToken(request);
  const headers = { moduleId: '1', zoneId: '[2,1]', Authorization: `Bearer ${token}` };
  await request.delete('/api/v1/customer/cart/remove', { headers });
  const r = await request.post('/api/v1/customer/cart/add', {
    headers,
    data: {
      item_id: 1,
      model: 'Item',
      price: 300,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  await seedDevice(page, { lang: 'ar', module: { id: 1, module_type: 'food' }, token });
  await page.goto('/checkout?page=cart');
  const line = page.getByTestId('checkout-bill').locator('[data-bill-line="bill.additional"]');
  await expect(line).toContainText('رسوم الخدمة');
  await expect(line).not.toContainText('Service Charge');
  expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
});

test('core §9 compact money: a wallet balance of 999,999 reads "৳1M", never "1000K" (en)', async ({
  page,
  request,
}) => {
  await seed(page, { lang: 'en', token: await demoToken(request) });
  // The reference server's demo balance is small; the platform's answer is rewritten as a large one would come.
  await page.route('**/api/v1/customer/info**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), wallet_balance: 999_999 } });
  });
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-amount')).toHaveText('৳1M');
  await expect(page.getByTestId('wallet-amount')).toHaveAttribute('title', '৳999,999.00');
});
