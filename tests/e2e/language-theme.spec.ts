import { expect, test } from '@playwright/test';

test.describe('language and theme', () => {
  test('core §4 Language change: switch to Arabic (confirm, reload, rtl) and back', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');

    // Cancelling the confirmation changes nothing.
    await page.getByTestId('language-toggle').click();
    const dialog = page.getByTestId('language-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Change language?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Confirming stores the choice and reloads in Arabic.
    await page.getByTestId('language-toggle').click();
    const reload = page.waitForEvent('load');
    await page
      .getByTestId('language-dialog')
      .getByRole('button', { name: /Yes, change/ })
      .click();
    await reload;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا بك في');
    await expect(page.getByText('تم تغيير اللغة.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language-setting'))).toBe('ar');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').direction)).toBe('rtl');

    // The footer is translated too.
    await expect(page.getByTestId('footer')).toContainText('توصيل سريع');

    // And back to English.
    await page.getByTestId('language-toggle').click();
    await expect(page.getByTestId('language-dialog')).toContainText('تغيير اللغة؟');
    const back = page.waitForEvent('load');
    await page.getByTestId('language-dialog').getByRole('button', { name: /نعم/ }).click();
    await back;
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText('Language has been changed.')).toBeVisible();
  });

  test('core §4 Theme: toggles, is remembered, and is applied before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/home');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBg).not.toBe(lightBg);

    // On the next load the dark theme is set before any app script runs.
    const seen: string[] = [];
    await page.exposeFunction('reportTheme', (t: string) => void seen.push(t));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { reportTheme(t: string | null): void }).reportTheme(
            document.documentElement.getAttribute('data-theme'),
          );
      });
    });
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(seen[0]).toBe('dark');
  });

  test('core §2 Footer: the sixteen static links each open a real page', async ({ page }) => {
    test.slow(); // seventeen full page loads
    await page.goto('/home');
    const footer = page.getByTestId('footer');
    const links = footer.locator('nav a');
    await expect(links).toHaveCount(16);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about-us',
      '/careers',
      '/press',
      '/contact',
      '/payments',
      '/shipping',
      '/returns',
      '/faq',
      '/vegetables',
      '/fruits',
      '/dairy',
      '/groceries',
      '/terms',
      '/privacy',
      '/refund',
      '/cookies',
    ]);
    for (const href of hrefs) {
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('core §2 Footer: copyright with the business name and the current year', async ({ page }) => {
    await page.goto('/');
    const year = new Date().getFullYear();
    await expect(page.getByTestId('copyright')).toContainText(String(year));
  });
});
