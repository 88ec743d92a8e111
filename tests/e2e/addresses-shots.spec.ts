import { expect, test } from '@playwright/test';
import { seedDevice } from './device';
import { tokenOf, openAddModal } from './addresses-helpers';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

// Visual review: `SHOTS=1` writes the address modal at 390×844 in English and Arabic, light and dark, to /tmp/shots.
test.describe('address screenshots', () => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to take them');
  test.describe.configure({ timeout: 240_000 });
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`acc §2 address modal in ${lang} ${theme}`, async ({ page, request }) => {
        await seedDevice(page, { lang, theme, token: await tokenOf(request) });
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/profile?page=address');
        await expect(page.getByTestId('address-item')).toHaveCount(2);
        await page.screenshot({ path: `/tmp/shots/addr-book-${lang}-${theme}.png` });
        const modal = await openAddModal(page, page.getByTestId('address-add'));
        await expect(modal.getByTestId('address-field')).not.toHaveValue('');
        await expect(modal.getByTestId('address-map-spinner')).toHaveCount(0);
        await page.screenshot({ path: `/tmp/shots/addr-modal-${lang}-${theme}.png` });
        await modal.getByTestId('address-label-other').click();
        await modal.getByTestId('address-field').fill('');
        await modal.getByTestId('address-save').click();
        await expect(modal.getByTestId('address-name')).toHaveAttribute('aria-invalid', 'true');
        await modal.getByTestId('address-name').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/shots/addr-modal-errors-${lang}-${theme}.png` });
      });
    }
  }
});
