import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { hydrated } from './hydration';
import { noSeriousAxe } from './account-helpers';

/** core §2 / acc §2 Header on wide screens: the Categories and Stores menus and the top bar's country control. */

const GROCERY = { id: 2, module_type: 'grocery' };
const FOOD = { id: 1, module_type: 'food' };

const T = {
  en: {
    categories: 'Categories',
    stores: 'Stores',
    restaurants: 'Restaurants',
    allCategories: 'View all categories',
    popular: 'Popular stores',
    allCampaigns: 'View all campaigns',
  },
  ar: {
    categories: 'الفئات',
    stores: 'المتاجر',
    restaurants: 'المطاعم',
    allCategories: 'عرض كل الفئات',
    popular: 'المتاجر الشائعة',
    allCampaigns: 'عرض كل الحملات',
  },
} as const;

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The menu's list lies inside the window (mirrored placement in Arabic). */
async function inView(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

for (const [lang, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test.describe(`Header menus (${lang}, ${theme})`, () => {
    test.use({ viewport: { width: 1600, height: 900 } });

    test(`core §2 Header Categories menu (${lang}, ${theme}): the module's categories, 10 at most, each opens its page`, async ({
      page,
    }) => {
      await seedDevice(page, { lang, theme, module: GROCERY });
      await page.goto('/home');
      const header = page.locator('header');
      await header.getByRole('button', { name: T[lang].categories }).click();
      const menu = page.getByRole('menu', { name: T[lang].categories });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: T[lang].allCategories })).toHaveAttribute('href', '/categories');
      const items = menu.getByRole('menuitem');
      await expect(items.first()).toHaveAttribute('href', /^\/category\/\d+\?module_id=2$/);
      expect(await items.count()).toBeLessThanOrEqual(11);
      await inView(page, 'header-categories-menu');
      await noSeriousAxe(page, '[data-testid="header-categories-menu"]');
      expect(await widthOverflow(page)).toBe(0);
      const href = (await items.first().getAttribute('href'))!;
      await items.first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
      await expect(menu).toBeHidden();
    });

    test(`core §2 Header Stores menu (${lang}, ${theme}): by keyboard, popular and new stores and campaigns, Escape back to its button`, async ({
      page,
    }) => {
      await seedDevice(page, { lang, theme, module: GROCERY });
      await page.goto('/home');
      // Keys, unlike taps, reach a server-rendered page before it has hydrated.
      await hydrated(page);
      const button = page.locator('header').getByRole('button', { name: T[lang].stores });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: T[lang].stores });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('group', { name: T[lang].popular })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: T[lang].allCampaigns })).toHaveAttribute('href', '/campaigns');
      // Opening puts the focus on the first entry; the arrows move it, Escape closes and gives it back.
      const items = menu.getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await noSeriousAxe(page, '[data-testid="header-stores-menu"]');
      await inView(page, 'header-stores-menu');
      expect(await widthOverflow(page)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      // Enter on an entry follows it (End: the last, the campaigns' "View all").
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: T[lang].allCampaigns })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/campaigns$/);
    });
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`core §2 Header menus on a phone (390×844, ${lang}): no Categories or Stores button (the side drawer lists them), nothing wider than the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedDevice(page, { lang, module: GROCERY });
    await page.goto('/home');
    await expect(page.getByTestId('menu-button')).toBeVisible();
    await expect(page.getByTestId('header-categories')).toBeHidden();
    await expect(page.getByTestId('header-stores')).toBeHidden();
    expect(await widthOverflow(page)).toBe(0);
  });

  test(`core §2 Header menus in Food (${lang}): the stores are "Restaurants", as on the platform`, async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await seedDevice(page, { lang, module: FOOD });
    await page.goto('/home');
    await page.locator('header').getByRole('button', { name: T[lang].restaurants }).click();
    await expect(page.getByRole('menu', { name: T[lang].restaurants })).toBeVisible();
  });
}

test('acc §2 Header top bar country control (1280×800): the language with its country opens the list; choosing Arabic asks, then stores the language, its country and direction', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedDevice(page, { lang: 'en', module: GROCERY });
  await page.goto('/home');
  const control = page.getByTestId('header-top-bar').getByRole('button', { name: 'English · US' });
  await control.click();
  const menu = page.getByRole('menu', { name: 'English · US' });
  await expect(menu.getByRole('menuitemradio', { name: 'English · US' })).toHaveAttribute('aria-checked', 'true');
  await noSeriousAxe(page, '[data-testid="header-country-menu"]');
  await inView(page, 'header-country-menu');
  await menu.getByRole('menuitemradio', { name: 'العربية · SA' }).click();
  const reload = page.waitForEvent('load');
  await page
    .getByTestId('language-dialog')
    .getByRole('button', { name: /Yes, change/ })
    .click();
  await reload;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('language-setting'),
      localStorage.getItem('country'),
      localStorage.getItem('direction'),
    ]),
  ).toEqual(['ar', '"SA"', 'rtl']);
  // The top bar keeps the server's markup until its code arrives after the first screen (HydrateLater): a
  // tap before that does nothing, and the customer taps again.
  const arMenu = page.getByRole('menu', { name: 'العربية · SA' });
  await expect(async () => {
    await page.getByTestId('header-top-bar').getByRole('button', { name: 'العربية · SA' }).click();
    await expect(arMenu).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(arMenu.getByRole('menuitemradio', { name: 'العربية · SA' })).toHaveAttribute('aria-checked', 'true');
  await inView(page, 'header-country-menu');
  expect(await widthOverflow(page)).toBe(0);
});
