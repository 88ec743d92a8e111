import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../../machines/catalog';
import { modelPaths, type ModelPath } from '../tools/model';

/** docs/conventions.md "Tests": the key flows run model-based in the browser — each generated path drives the real UI. */

async function start(page: Page, path: ModelPath) {
  const input = path.input as { current: string; justChanged: boolean };
  await page.addInitScript(
    ([lang, changed]) => {
      if (!sessionStorage.getItem('model-started')) {
        sessionStorage.setItem('model-started', '1');
        localStorage.setItem('language-setting', lang as string);
        if (changed) sessionStorage.setItem('language-changed', '1');
      }
    },
    [input.current, input.justChanged] as const,
  );
  await page.goto('/home');
  if (input.justChanged) {
    await expect(
      page.getByText(input.current === 'ar' ? 'تم تغيير اللغة.' : 'Language has been changed.'),
    ).toBeVisible();
  }
}

async function expectLanguageState(page: Page, value: unknown, pending: string | null) {
  const dialog = page.getByTestId('language-dialog');
  if (value === 'confirming') await expect(dialog).toBeVisible();
  else await expect(dialog).toBeHidden();
  if (value === 'reloading' && pending) {
    await expect(page.locator('html')).toHaveAttribute('lang', pending);
    await expect(page.locator('html')).toHaveAttribute('dir', pending === 'ar' ? 'rtl' : 'ltr');
  }
}

for (const [i, path] of modelPaths(catalog.languageChange!).entries()) {
  test(`core §4 Language change: model path ${i + 1} (${path.steps.map((s) => s.event.type).join(' → ')})`, async ({
    page,
  }) => {
    await start(page, path);
    let pending: string | null = null;
    for (const step of path.steps) {
      const event = step.event as { type: string; code?: string };
      if (event.type === 'language.select') {
        pending = event.code ?? null;
        await page.getByTestId('language-toggle').click();
      } else if (event.type === 'language.confirm') {
        const loaded = page.waitForEvent('load');
        await page.getByTestId('language-dialog').getByRole('button').last().click();
        await loaded;
      } else if (event.type === 'language.cancel') {
        await page.getByTestId('language-dialog').getByRole('button').first().click();
      }
      await expectLanguageState(page, step.value, pending);
    }
  });
}

for (const [i, path] of modelPaths(catalog.theme!).entries()) {
  test(`core §4 Theme: model path ${i + 1} (${path.steps.map((s) => s.event.type).join(' → ')})`, async ({ page }) => {
    const { initial } = path.input as { initial: 'light' | 'dark' };
    await page.emulateMedia({ colorScheme: initial });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', initial);
    let current = initial;
    for (const step of path.steps) {
      const event = step.event as { type: string; mode?: 'light' | 'dark' };
      // The UI has one switch: "set" to the other mode is a click; "set" to the current mode is no-op.
      if (event.type === 'theme.toggle' || (event.type === 'theme.set' && event.mode !== current)) {
        await page.getByTestId('theme-toggle').click();
      }
      current = step.value as 'light' | 'dark';
      await expect(page.locator('html')).toHaveAttribute('data-theme', current);
      expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe(current);
    }
  });
}
