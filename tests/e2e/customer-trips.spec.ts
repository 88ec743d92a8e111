import { expect, test, type Page } from '@playwright/test';
import { demoToken, reset, seed } from './orders-helpers';

// What a customer trips on in small places, on a phone, in both languages.
test.use({ viewport: { width: 390, height: 844 } });

const T = {
  en: { negative: 'The amount must be more than 0.', wallet: 'Wallet' },
  ar: { negative: 'يجب أن يكون المبلغ أكبر من 0.', wallet: 'المحفظة' },
} as const;

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test(`acc §5 Wallet top-up: a typed "-5" is refused with a clear message, never paid as 5 (${lang})`, async ({
    page,
    request,
  }) => {
    await seed(page, { lang, token: await demoToken(request) });
    await page.goto('/wallet');
    await page.getByTestId('add-fund').click();
    const dialog = page.getByTestId('add-fund-dialog');
    const amount = dialog.getByRole('textbox');
    await amount.fill('-5');
    await expect(amount).toHaveValue('-5');
    await expect(dialog.getByRole('alert')).toHaveText(T[lang].negative);
    await expect(dialog.getByTestId('add-fund-submit')).toBeDisabled();
    await amount.fill('5');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByTestId('add-fund-submit')).toBeEnabled();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`acc §2 Account menu: a screen reader hears a menu of menu items, and the arrow keys move through it (${lang})`, async ({
    page,
    request,
  }) => {
    await seed(page, { lang, token: await demoToken(request) });
    await page.goto('/home');
    const trigger = page.getByTestId('account-menu-button');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    expect(await items.count()).toBeGreaterThan(3);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: T[lang].wallet, exact: true })).toBeVisible();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
}

const NO_MATCH = { en: 'No places match your search', ar: 'لا توجد أماكن' } as const;

for (const lang of ['en', 'ar'] as const) {
  test(`core §2 Location picker popover: a searched place outside every zone shows only the zone problem, not also "No places match your search" (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('language-setting', l), lang);
    await page.goto('/');
    await page.getByTestId('landing-choose-location').click();
    const picker = page.getByTestId('location-picker');
    await picker.getByTestId('location-search').fill('Savar');
    await picker
      .getByTestId('location-suggestions')
      .getByRole('button', { name: /Savar Bazar/ })
      .click();
    await expect(picker.getByTestId('location-problem')).toBeVisible();
    await expect(picker).not.toContainText(NO_MATCH[lang]);
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
  });
}

/** WCAG contrast of the star glyph against the first opaque background behind it. */
const starContrast = (page: Page) =>
  page
    .getByTestId('product-card')
    .first()
    .locator('[aria-label] > span[aria-hidden="true"]')
    .first()
    .evaluate((star) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
      };
      let el: Element | null = star;
      let bg = [255, 255, 255];
      while (el) {
        const c = rgb(getComputedStyle(el).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
          bg = c.slice(0, 3);
          break;
        }
        el = el.parentElement;
      }
      const [a, b] = [lum(rgb(getComputedStyle(star).color)), lum(bg)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });

for (const theme of ['light', 'dark'] as const) {
  test(`core §2 Product card: the rating star meets AA contrast in ${theme} mode`, async ({ page }) => {
    await seed(page, { lang: 'en', theme });
    await page.goto('/home');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await starContrast(page)).toBeGreaterThanOrEqual(4.5);
  });
}
