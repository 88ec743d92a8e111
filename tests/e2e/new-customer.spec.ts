import { expect, test, type Page } from '@playwright/test';
import { demoToken, guestId, placeOrder, reset, seed } from './orders-helpers';
import { seedDevice } from './device';

/** What a new customer meets on a phone (390×844), in English and Arabic: the words are the page's own. */
const T = {
  en: {
    note: 'Sign in to see your orders on any device.',
    freeDelivery: 'Free delivery',
    noCoupons: 'No coupons available for this module in your zone.',
    chooseLocation: 'Choose a location',
    elsewhere: 'an order placed as a guest in another browser or device can be tracked only there.',
  },
  ar: {
    note: 'سجّل الدخول لترى طلباتك على أي جهاز.',
    freeDelivery: 'توصيل مجاني',
    noCoupons: 'لا توجد قسائم متاحة لهذا القسم في منطقتك.',
    chooseLocation: 'اختر موقعًا',
    elsewhere: 'الطلب الذي تم كزائر في متصفح أو جهاز آخر لا يمكن تتبعه إلا هناك.',
  },
} as const;

const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test.describe(`what a new customer meets (${lang})`, () => {
    test(`acc §2 /track-order: a guest tracks with the local number typed at checkout; the address holds the id without quotes (${lang})`, async ({ page, request }) => {
      const guest = await guestId(request);
      const id = await placeOrder(request, { guest }, { contact_person_name: 'Guest Buyer', contact_person_number: '+8801711223344' });
      await seed(page, { lang, guest });
      await page.goto('/track-order');
      await expect(page.getByTestId('track-guest-note')).toContainText(T[lang].note);
      await page.locator('input[name=order_id]').fill(String(id));
      await page.getByTestId('track-phone').fill('01711223344');
      await page.locator('form button[type=submit]').click();
      await expect(page.getByTestId('track-result').getByTestId('order-id')).toContainText(String(id));
      const url = new URL(page.url());
      expect(url.search).toBe(`?order_id=${id}&phone=%2B8801711223344`);
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`acc §2 /track-order: in another browser the page tells the truth — a guest's order is tracked where it was placed (${lang})`, async ({ page, request }) => {
      const placer = await guestId(request);
      const id = await placeOrder(request, { guest: placer }, { contact_person_name: 'Guest Buyer', contact_person_number: '+8801711223344' });
      await seed(page, { lang, guest: await guestId(request) });
      await page.goto(`/track-order?order_id=${id}&phone=01711223344`);
      await expect(page.getByTestId('track-not-found')).toContainText(T[lang].elsewhere);
      await expect(page.getByTestId('track-guest-note').getByRole('button')).toBeVisible();
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`acc §9 Coupons: a used-up once-only coupon is not offered, and free delivery says so instead of a zero amount (${lang})`, async ({ page, request }) => {
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

    test(`acc §9 Coupons: in Pharmacy with a location chosen the empty list does not ask for a location (${lang})`, async ({ page, request }) => {
      await seedDevice(page, { lang, token: await demoToken(request), module: { id: 3, module_type: 'pharmacy' } });
      await page.goto('/coupons');
      await expect(page.getByTestId('coupons-page')).toContainText(T[lang].noCoupons);
      await expect(page.getByTestId('coupons-page')).not.toContainText(T[lang].chooseLocation);
      expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
