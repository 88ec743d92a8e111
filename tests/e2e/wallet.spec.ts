import { expect, test, type Page } from '@playwright/test';
import { demoToken, reset, seed } from './orders-helpers';

const T = {
  en: {
    title: 'Add Fund to Wallet',
    lead: 'Add fund by from secured digital payment gateways',
    placeholder: 'Enter Amount',
    methods: 'Faster & secure way to pay bill',
    tip: 'If you want to add fund to your wallet then click add fund button',
    required: 'Please Enter amount',
    transferred: 'Point to wallet transfer successfully.',
    atLeast50: 'Convert at least 50 points.',
    wholePoints: 'Points are whole numbers: enter them without a decimal point.',
    off: 'Digital payment is not available right now, so the wallet cannot be topped up.',
    copied: 'Referral code copied.',
    shared: 'Thanks for sharing your referral code.',
    addFund: 'Added to wallet',
  },
  ar: {
    title: 'إضافة رصيد إلى المحفظة',
    lead: 'أضف رصيدًا عبر بوابات الدفع الرقمية الآمنة',
    placeholder: 'أدخل المبلغ',
    methods: 'طريقة أسرع وآمنة لدفع الفاتورة',
    tip: 'إذا أردت إضافة رصيد إلى محفظتك فاضغط زر إضافة رصيد',
    required: 'الرجاء إدخال المبلغ',
    transferred: 'تم تحويل النقاط إلى المحفظة بنجاح.',
    atLeast50: 'حوّل 50 نقطة على الأقل.',
    wholePoints: 'النقاط أعداد صحيحة: أدخلها دون فاصلة عشرية.',
    off: 'الدفع الرقمي غير متاح الآن، لذا لا يمكن شحن المحفظة.',
    copied: 'تم نسخ رمز الإحالة.',
    shared: 'شكرًا لمشاركتك رمز الإحالة.',
    addFund: 'إضافة إلى المحفظة',
  },
} as const;

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test.describe(`Wallet, loyalty, referral (${lang})`, () => {
    test(`acc §4 Wallet top-up: from a fresh browser through the local payment page and back to the new balance (${lang})`, async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      await seed(page, { lang, token });
      await page.goto('/wallet');
      await expect(page.getByTestId('wallet-amount')).toContainText('1,500.00');
      await page.getByTestId('wallet-tip-button').click();
      await expect(page.getByRole('tooltip')).toHaveText(T[lang].tip);
      await page.getByTestId('add-fund').click();
      const dialog = page.getByTestId('add-fund-dialog');
      await expect(dialog.getByRole('heading')).toHaveText(T[lang].title);
      await expect(dialog).toContainText(T[lang].lead);
      await expect(dialog).toContainText(T[lang].methods);
      const amount = dialog.getByPlaceholder(T[lang].placeholder);
      // acc §5: the first active method is preselected (no "Payment method is required" on opening); submit is disabled at 0 or less.
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByTestId('add-fund-submit')).toBeDisabled();
      await amount.fill('0');
      await expect(dialog.getByTestId('add-fund-submit')).toBeDisabled();
      await amount.fill('');
      await expect(dialog.getByRole('alert')).toHaveText(T[lang].required);
      const box = await dialog.getByTestId('add-fund-methods').evaluate((el) => getComputedStyle(el).maxHeight);
      expect(box).toBe('300px');
      await amount.fill('500');
      await dialog.getByTestId('add-fund-submit').click();
      await expect(page).toHaveURL(/\/payment\/pay\?payment_id=/);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page.getByTestId('wallet-result')).toHaveAttribute('data-result', 'success');
      await expect(page.getByTestId('wallet-result')).toContainText('2,000.00');
      await expect(page.getByTestId('wallet-amount')).toContainText('2,000.00');
      // Shown once: the address loses its flag, so a reload does not announce the top-up again.
      await expect(page).toHaveURL(/\/profile\?page=wallet$/);
      await page.reload();
      await expect(page.getByTestId('wallet-amount')).toContainText('2,000.00');
      await expect(page.getByTestId('wallet-result')).toHaveCount(0);
      // The history, filtered to top-ups.
      await page.getByTestId('wallet-filter').selectOption('add_fund');
      await expect(page.getByTestId('wallet-history').getByTestId('transaction')).toHaveCount(2);
      if (T[lang].addFund)
        await expect(page.getByTestId('wallet-history').getByTestId('transaction-type').first()).toHaveText(
          T[lang].addFund,
        );
      await page.getByTestId('wallet-filter').selectOption('loyalty_point');
      await expect(page.getByTestId('wallet-history').getByTestId('transaction')).toHaveCount(1);
    });

    test(`acc §4 a cancelled payment comes back with a clear failure and the balance unchanged (${lang})`, async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      await seed(page, { lang, token });
      await page.goto('/profile?page=wallet');
      await page.getByTestId('add-fund').click();
      await page.getByTestId('add-fund-dialog').getByRole('textbox').fill('250');
      await page.getByTestId('add-fund-submit').click();
      await page.getByRole('button', { name: 'Cancel payment' }).click();
      await expect(page.getByTestId('wallet-result')).toHaveAttribute('data-result', 'fail');
      await expect(page).toHaveURL(/\/profile\?page=wallet$/);
      await expect(page.getByTestId('wallet-amount')).toContainText('1,500.00');
    });

    test(`acc §8 Wallet top-up error: toasted, loading cleared (${lang})`, async ({ page, request }) => {
      const token = await demoToken(request);
      expect((await request.put('/__test/config', { data: { digital_payment: false } })).ok()).toBe(true);
      await seed(page, { lang, token });
      await page.goto('/wallet');
      await page.getByTestId('add-fund').click();
      await page.getByTestId('add-fund-dialog').getByRole('textbox').fill('100');
      await page.getByTestId('add-fund-submit').click();
      await expect(toast(page, T[lang].off)).toBeVisible();
      await expect(page.getByTestId('add-fund-submit')).toBeEnabled();
      await expect(page).toHaveURL(/\/wallet$/);
    });

    test(`core §8 "Point to wallet transfer successfully.": points convert, both balances refresh (${lang})`, async ({
      page,
      request,
    }) => {
      const token = await demoToken(request);
      await seed(page, { lang, token });
      await page.goto('/loyalty-points');
      await expect(page.getByTestId('loyalty-points')).toHaveText('250');
      await page.getByTestId('convert-points').click();
      const dialog = page.getByTestId('convert-dialog');
      // A decimal point is refused as typed ("57.5" never becomes 575 points).
      await dialog.getByRole('textbox').fill('57.5');
      await expect(dialog.getByRole('textbox')).toHaveValue('57.5');
      await dialog.getByTestId('convert-submit').click();
      await expect(dialog.getByRole('alert')).toHaveText(T[lang].wholePoints);
      await expect(page.getByTestId('loyalty-points')).toHaveText('250');
      await dialog.getByRole('textbox').fill('10');
      await dialog.getByTestId('convert-submit').click();
      // One sentence with the number (acc §2 loyalty minimum), not a rule followed by its value.
      await expect(dialog.getByRole('alert')).toHaveText(T[lang].atLeast50);
      await dialog.getByRole('textbox').fill('300');
      await dialog.getByTestId('convert-submit').click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('textbox').fill('100');
      await expect(dialog.getByTestId('convert-worth')).toContainText('10.00');
      await dialog.getByTestId('convert-submit').click();
      await expect(toast(page, T[lang].transferred)).toBeVisible();
      await expect(page.getByTestId('loyalty-points')).toHaveText('150');
      await expect(page.getByTestId('loyalty-balance')).toContainText('1,510.00');
    });

    test(`acc §2 referral: copied where there is no share sheet, shared where there is (${lang})`, async ({
      page,
      request,
      context,
    }) => {
      const token = await demoToken(request);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await seed(page, { lang, token });
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await page.goto('/referral-code');
      await expect(page.getByTestId('referral-code-value')).toHaveText('DEMO2024');
      await page.getByTestId('referral-share').click();
      await expect(toast(page, T[lang].copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO2024');
    });

    test(`acc §2 referral: the system share sheet where the browser has one (${lang})`, async ({ page, request }) => {
      const token = await demoToken(request);
      await seed(page, { lang, token });
      await page.addInitScript(() => {
        const w = window as unknown as { shared: unknown[] };
        w.shared = [];
        Object.defineProperty(navigator, 'share', {
          value: async (data: unknown) => void w.shared.push(data),
          configurable: true,
        });
      });
      await page.goto('/referral-code');
      await page.getByTestId('referral-share').click();
      await expect(toast(page, T[lang].shared)).toBeVisible();
      const shared = await page.evaluate(() => (window as unknown as { shared: Array<{ text: string }> }).shared);
      expect(shared[0]!.text).toContain('DEMO2024');
    });
  });
}
