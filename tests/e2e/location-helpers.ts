import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** By text: a toast shown while a modal is open is outside the accessibility tree the modal leaves visible. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

export async function prepare(
  page: Page,
  opts: {
    lang?: 'en' | 'ar';
    theme?: 'light' | 'dark';
    located?: boolean;
    module?: object;
    extra?: Record<string, string>;
  } = {},
) {
  await page.addInitScript(
    ([lang, theme, located, module, extra]) => {
      // Only on the first load of the test: later reloads keep what the app stored.
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      if (lang) localStorage.setItem('language-setting', lang);
      if (theme) localStorage.setItem('theme-mode', theme);
      if (located) {
        localStorage.setItem('location', 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh');
        localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.7557, lng: 90.3753 }));
        localStorage.setItem('zoneid', '[2,1]');
      }
      if (module) localStorage.setItem('module', module);
      for (const [k, v] of Object.entries(JSON.parse(extra || '{}') as Record<string, string>))
        localStorage.setItem(k, v);
    },
    [
      opts.lang ?? '',
      opts.theme ?? '',
      opts.located ? '1' : '',
      opts.module ? JSON.stringify(opts.module) : '',
      JSON.stringify(opts.extra ?? {}),
    ] as const,
  );
}

/** The map's canvas, once MapLibre has drawn it. */
export async function mapCanvas(page: Page) {
  const canvas = page.getByTestId('location-map').locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  return canvas;
}
