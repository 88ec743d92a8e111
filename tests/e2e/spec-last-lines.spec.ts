import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';

/** The specification's last lines, as a customer on a phone sees them, in English and Arabic. */

test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  en: { reset: 'Are you sure, you want to reset?', yes: 'Yes', no: 'No' },
  ar: { reset: 'هل أنت متأكد، أنك تريد إعادة التعيين؟', yes: 'نعم', no: 'لا' },
} as const;

const widthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  const T = TEXT[lang];

  test(`core §8 Reset (${lang}): the guest-contact form asks "Are you sure, you want to reset?"; No keeps the fields, Yes empties them`, async ({ page }) => {
    await seedDevice(page, { lang });
    await page.goto('/profile?page=address');
    await page.getByTestId('guest-contact-card').getByTestId('guest-contact-edit').click();
    const contact = page.getByTestId('guest-contact-modal');
    await contact.getByTestId('contact-name').fill('Guest Buyer');
    await contact.getByTestId('contact-email').fill('guest@example.com');

    await contact.getByTestId('contact-reset').click();
    const ask = page.getByTestId('contact-reset-confirm');
    await expect(ask.getByText(T.reset, { exact: true })).toBeVisible();
    expect(await widthOverflow(page)).toBe(0);
    await ask.getByRole('button', { name: T.no, exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(contact.getByTestId('contact-name')).toHaveValue('Guest Buyer');

    await contact.getByTestId('contact-reset').click();
    await page.getByTestId('contact-reset-confirm').getByRole('button', { name: T.yes, exact: true }).click();
    await expect(contact.getByTestId('contact-name')).toHaveValue('');
    await expect(contact.getByTestId('contact-email')).toHaveValue('');
    await expect(contact).toBeVisible();
  });
}
