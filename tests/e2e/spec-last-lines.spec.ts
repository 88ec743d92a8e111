import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';

/** The specification's last lines, as a customer on a phone sees them, in English and Arabic. */

test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  en: {
    reset: 'Are you sure, you want to reset?',
    yes: 'Yes',
    no: 'No',
    noReviews: 'this store is not having any review plan.',
  },
  ar: {
    reset: 'هل أنت متأكد، أنك تريد إعادة التعيين؟',
    yes: 'نعم',
    no: 'لا',
    noReviews: 'هذا المتجر ليس لديه أي خطة للتقييمات.',
  },
} as const;

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  const T = TEXT[lang];

  test(`core §8 Reset (${lang}): the guest-contact form asks "Are you sure, you want to reset?"; No keeps the fields, Yes empties them`, async ({
    page,
  }) => {
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

  test(`acc §2 Header (${lang}): on a phone "Sign In" stays on one line`, async ({ page }) => {
    await seedDevice(page, { lang });
    await page.goto('/home');
    const signIn = page.getByTestId('sign-in-button').first();
    await expect(signIn).toBeVisible();
    // One line of text: the label's rendered lines, not the button's padding, decide (asked again until the
    // header has settled: while the first-visit sheet opens, the label can briefly have no boxes at all).
    const lines = () =>
      signIn.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    await expect.poll(lines).toBe(1);
    expect(await widthOverflow(page)).toBe(0);
  });

  test(`core §8 Store reviews (${lang}): a store whose reviews are off says "this store is not having any review plan."`, async ({
    page,
  }) => {
    await seedDevice(page, { lang });
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/stores/reviews') && asked.push(r.url()));
    await page.goto('/store/medicare?id=13&module_id=3');
    await expect(page.getByTestId('store-reviews-off')).toHaveText(T.noReviews);
    await expect(page.getByTestId('store-reviews')).toHaveCount(0);
    expect(asked).toEqual([]);
    expect(await widthOverflow(page)).toBe(0);
  });
}
