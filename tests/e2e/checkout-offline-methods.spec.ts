import { expect, test, type Page } from '@playwright/test';
import { BURGER, asCustomer, expectPlaced, placeButton } from './checkout-helpers';

/**
 * platform-api-turn4 §5.2–§5.3 Offline payment at checkout: the business's active offline methods are offered
 * by name; the order goes as offline_payment, and its page then asks for the chosen method's own details.
 */

const T = {
  en: {
    offline: 'Offline payment',
    send: 'Send payment details',
    sender: 'Sender number',
    txn: 'Transaction id',
    holder: 'Account holder name',
    waiting: 'Waiting for verification',
  },
  ar: {
    offline: 'الدفع دون اتصال',
    send: 'إرسال تفاصيل الدفع',
    sender: 'Sender number',
    txn: 'Transaction id',
    holder: 'Account holder name',
    waiting: 'بانتظار التحقق',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

async function noSideways(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Offline payment at checkout (${lang}): each of the business's methods is a choice by name; the order's page asks for the chosen method's details`, async ({
    page,
    request,
  }) => {
    const token = await asCustomer(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    const payment = page.getByTestId('checkout-payment');
    await expect(payment.getByRole('radio', { name: /Bank Transfer/ })).toBeVisible();
    const bkash = payment.getByRole('radio', { name: /bKash Send Money/ });
    await expect(bkash).toBeVisible();
    // An inactive method (the demo's Cheque) is not offered; each offered one says it is paid offline.
    await expect(payment.getByRole('radio', { name: /Cheque/ })).toHaveCount(0);
    await expect(payment.getByTestId('pay-offline:2')).toContainText(t.offline);
    await bkash.check();
    await noSideways(page);

    await placeButton(page).click();
    const id = await expectPlaced(page, lang);
    expect(new URL(page.url()).searchParams.get('offline_method')).toBe('2');
    // The server placed it as an offline payment, at the amount it computed.
    const track = await request.get(`/api/v1/customer/order/track?order_id=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await track.json()).payment_method).toBe('offline_payment');

    await page.getByRole('link', { name: t.send }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${id}\\?offline_method=2`));
    // Straight to bKash's own inputs: not the first method's (Bank Transfer asks for the account holder).
    await expect(page.getByLabel(t.sender)).toBeVisible();
    await expect(page.getByLabel(t.holder)).toHaveCount(0);
    await page.getByLabel(t.sender).fill('+8801711111111');
    await page.getByLabel(t.txn).fill('BK-2002');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('offline-payment-state')).toContainText(t.waiting);
    await expect(page.getByTestId('offline-payment-state')).toContainText('bKash Send Money');
    await noSideways(page);
  });
}
