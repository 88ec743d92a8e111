import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of the shell', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'ar'] as const) {
      test(`core §2 shell pages have no serious axe violations (${lang}, ${theme})`, async ({ page }) => {
        await page.addInitScript(
          ([l, t]) => {
            localStorage.setItem('language-setting', l!);
            localStorage.setItem('theme-mode', t!);
          },
          [lang, theme],
        );
        for (const path of ['/', '/home', '/about-us', '/faq', '/no-such-page']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    }
  }

  test('core §2 the language confirmation dialog and the side drawer have no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByTestId('language-toggle').click();
    await expect(page.getByTestId('language-dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-dialog')).toBeHidden();
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('side-drawer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
