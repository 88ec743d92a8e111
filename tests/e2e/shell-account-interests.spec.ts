import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { demoToken } from './orders-helpers';
import { noSeriousAxe } from './account-helpers';

/** The shell's phone bar, the profile's summary, the saved interests and the parcel home, on a phone in English and Arabic. */

test.use({ viewport: { width: 390, height: 844 } });

const FOOD = { id: 1, module_type: 'food' };
const PARCEL = { id: 5, module_type: 'parcel' };

const TEXT = {
  en: {
    home: 'Home',
    orders: 'Orders',
    chat: 'Chat',
    account: 'My account',
    orderCount: 'Orders placed',
    wallet: 'Wallet balance',
    points: 'Loyalty points',
    since: 'Member since',
    interests: 'My interests',
    choose: 'Choose your interests',
    save: 'Save',
    why: 'Why choose us',
  },
  ar: {
    home: 'الرئيسية',
    orders: 'الطلبات',
    chat: 'محادثة',
    account: 'حسابي',
    orderCount: 'الطلبات المقدمة',
    wallet: 'رصيد المحفظة',
    points: 'نقاط الولاء',
    since: 'عضو منذ',
    interests: 'اهتماماتي',
    choose: 'اختر اهتماماتك',
    save: 'حفظ',
    why: 'لماذا تختارنا',
  },
} as const;

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  const T = TEXT[lang];

  test(`Phone bottom navigation (${lang}): Home, Orders, Cart with its count, Chat and Wishlist; gone under the cart and on checkout`, async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang, module: FOOD, token: await demoToken(request) });
    await page.goto('/home');
    const bar = page.getByRole('navigation', { name: lang === 'en' ? 'Bottom navigation' : 'التنقل السفلي' });
    await expect(bar.getByRole('link', { name: T.home })).toBeVisible();
    await expect(bar.getByRole('link', { name: T.orders })).toBeVisible();
    await expect(bar.getByRole('link', { name: T.chat })).toBeVisible();
    await expect(bar.getByTestId('bottom-nav-cart')).toBeVisible();
    await expect(bar.getByTestId('bottom-nav-wishlist')).toBeVisible();
    // Above the bottom edge of the screen, and the page keeps room for it so nothing hides behind it.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(await widthOverflow(page)).toBe(0);
    await noSeriousAxe(page, '[data-testid="bottom-nav"]');

    await bar.getByTestId('bottom-nav-cart').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect(bar).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(bar).toBeVisible();

    await bar.getByRole('link', { name: T.orders }).click();
    await expect(page).toHaveURL(/\/my-orders/);
    await expect(bar.getByRole('link', { name: T.orders })).toHaveAttribute('aria-current', 'page');
    await page.goto('/checkout?page=cart');
    await expect(page.getByTestId('checkout').or(page.getByTestId('checkout-empty')).first()).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  });

  test(`Profile dashboard (${lang}): member since, orders placed, wallet balance and loyalty points from customer/info`, async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang, module: FOOD, token: await demoToken(request) });
    await page.goto('/profile');
    const board = page.getByRole('region', { name: T.account });
    await expect(board.getByText(T.since)).toBeVisible();
    await expect(board.getByRole('link', { name: new RegExp(T.orderCount) })).toHaveAttribute('href', /\/my-orders/);
    await expect(board.getByRole('link', { name: new RegExp(T.wallet) })).toHaveAttribute('href', /\/wallet/);
    await expect(board.getByRole('link', { name: new RegExp(T.points) })).toHaveAttribute('href', /\/loyalty-points/);
    expect(await widthOverflow(page)).toBe(0);
    await noSeriousAxe(page, '[data-testid="profile-dashboard"]');
  });

  test(`Interests saved to the account (${lang}): chosen from the profile, saved, and the suggested items follow them`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await seedDevice(page, { lang, module: FOOD, token });
    await page.goto('/profile');
    await page.getByRole('link', { name: T.interests }).click();
    await expect(page).toHaveURL(/\/interest\?from=profile/);
    const chooser = page.getByRole('region', { name: T.choose });
    const first = chooser.getByRole('listitem').first().getByRole('button');
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await widthOverflow(page)).toBe(0);
    await noSeriousAxe(page, '[data-testid="interest-page"]');
    await chooser.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const info = await request.get('/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en', Accept: 'application/json' },
    });
    expect((await info.json()).selected_modules_for_interest).toEqual([1]);
  });

  test(`Parcel home: why choose us and the promotional video section (${lang})`, async ({ page }) => {
    await seedDevice(page, { lang, module: PARCEL });
    await page.goto('/home');
    const why = page.getByRole('region', { name: T.why });
    await expect(why.getByRole('listitem')).toHaveCount(3);
    await expect(why.getByText('Fast pickup')).toBeVisible();
    const video = page.getByTestId('parcel-video-section');
    await expect(video.getByRole('heading', { name: 'Send anything across the city' })).toBeVisible();
    await expect(video.getByRole('listitem')).toHaveCount(3);
    await expect(video.getByText('Pickup from your door')).toBeVisible();
    expect(await widthOverflow(page)).toBe(0);
    await noSeriousAxe(page, '[data-testid="parcel-why-choose"]');
  });

  test(`acc §3 direction storage key (${lang}): the language's direction is kept under "direction"`, async ({
    page,
  }) => {
    await seedDevice(page, { lang, module: FOOD });
    // On a phone the header's language button sits in the drawer; Settings has the language list.
    await page.goto('/settings?page=settings');
    await page.getByRole('button', { name: lang === 'en' ? 'العربية' : 'English', exact: true }).click();
    await page
      .getByTestId('language-dialog')
      .getByRole('button', { name: lang === 'en' ? 'Yes, change to العربية' : 'نعم، غيّر إلى English' })
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('direction'))).toBe(lang === 'en' ? 'rtl' : 'ltr');
  });
}
