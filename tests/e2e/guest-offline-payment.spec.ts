import { expect, test, type Page } from '@playwright/test';
import { BURGER, CONTACT, asGuest, expectPlaced, placeButton } from './checkout-helpers';
import { seedDevice } from './device';

/**
 * platform-api-turn4 §5.3–§5.5 Offline payment with proof, for a guest: a guest has no order page, so the
 * order-placed page and Track order (the order's number and the phone it was placed with) show the order's
 * offline payment: send the method's details, see them waiting, denied with the business's note, switch method.
 */

const T = {
  en: {
    send: 'Send payment details',
    holder: 'Account holder name',
    txn: 'Transaction id',
    sender: 'Sender number',
    required: 'This field is required.',
    waiting: 'Waiting for verification',
    denied: 'Denied',
    another: 'Use another method',
    edit: 'Edit payment details',
    elsewhere: 'Payment details for this order can be sent from the browser it was placed in.',
  },
  ar: {
    send: 'إرسال تفاصيل الدفع',
    holder: 'Account holder name',
    txn: 'Transaction id',
    sender: 'Sender number',
    required: 'هذا الحقل مطلوب.',
    waiting: 'بانتظار التحقق',
    denied: 'مرفوض',
    another: 'استخدم طريقة أخرى',
    edit: 'تعديل تفاصيل الدفع',
    elsewhere: 'يمكن إرسال تفاصيل الدفع لهذا الطلب من المتصفح الذي قُدّم منه.',
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

  test(`Guest offline payment (${lang}): details sent from the order-placed page, then, once denied, by another method from Track order`, async ({
    page,
    request,
    browser,
  }) => {
    await asGuest(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    await page
      .getByTestId('checkout-payment')
      .getByRole('radio', { name: /Bank Transfer/ })
      .check();
    await placeButton(page).click();
    const id = await expectPlaced(page, lang);

    // The order-placed page opens on the method chosen at checkout; a required input left empty is named.
    const panel = page.getByTestId('offline-payment');
    await panel.getByLabel(t.holder).fill('Rina Ahmed');
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByRole('alert').filter({ hasText: t.required })).toBeVisible();
    await panel.getByLabel(t.txn).fill('TX-3003');
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByTestId('offline-payment-state')).toContainText(t.waiting);
    await expect(panel.getByRole('button', { name: t.edit })).toBeVisible();
    await noSideways(page);

    // The business denies it; Track order (number and phone) shows the note and lets the guest switch method.
    const denied = await request.post(`/store-desk/order/${id}/offline-payment`, {
      data: { status: 'denied', admin_note: 'No such transfer' },
    });
    expect(denied.ok(), await denied.text()).toBe(true);
    await page.getByTestId('order-track-link').click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${id}`));
    const tracked = page.getByTestId('offline-payment');
    await expect(tracked.getByTestId('offline-payment-state')).toContainText(t.denied);
    await expect(tracked.getByText('No such transfer')).toBeVisible();
    await tracked.getByRole('button', { name: t.another }).click();
    await tracked.getByRole('radio', { name: 'bKash Send Money' }).check();
    await tracked.getByLabel(t.sender).fill('+8801711111111');
    await tracked.getByLabel(t.txn).fill('BK-4004');
    await tracked.getByRole('button', { name: t.send }).click();
    await expect(tracked.getByTestId('offline-payment-state')).toContainText(t.waiting);
    await expect(tracked.getByTestId('offline-payment-state')).toContainText('bKash Send Money');
    await noSideways(page);

    // Another browser finds the order by its number and phone and sees where its payment stands, without the form.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const elsewhere = await other.newPage();
    await seedDevice(elsewhere, { lang });
    await elsewhere.goto(`/track-order?order_id=${id}&phone=${encodeURIComponent(CONTACT.contact_person_number)}`);
    await expect(elsewhere.getByTestId('offline-payment-state')).toContainText(t.waiting);
    await expect(elsewhere.getByText(t.elsewhere)).toBeVisible();
    await expect(elsewhere.getByRole('button', { name: t.edit })).toHaveCount(0);
    await other.close();
  });
}
