import { expect, test, type Page } from '@playwright/test';
import { guestId, placeOrder, reset, seed } from './orders-helpers';

/** What a new customer meets on a phone (390×844), in English and Arabic: the words are the page's own. */
const T = {
  en: {
    note: 'Sign in to see your orders on any device.',
    elsewhere: 'an order placed as a guest in another browser or device can be tracked only there.',
  },
  ar: {
    note: 'سجّل الدخول لترى طلباتك على أي جهاز.',
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
  });
}
