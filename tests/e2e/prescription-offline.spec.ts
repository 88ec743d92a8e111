import { expect, test, type Page } from '@playwright/test';
import { demoToken, placeOrder, reset } from './orders-helpers';
import { seedDevice } from './device';
import { hydrated } from './hydration';

/** platform-api-turn4 §5: a prescription-only order and offline payment with proof, on a phone, in English and Arabic. */

const T = {
  en: {
    entry: 'Prescription order',
    choose: 'Choose images',
    format: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    note: 'Note for the pharmacy',
    place: 'Place prescription order',
    toConfirm: 'Price to be confirmed',
    line: 'Prescription',
    add: 'Add payment details',
    holder: 'Account holder name',
    txn: 'Transaction id',
    send: 'Send payment details',
    required: 'This field is required.',
    waiting: 'Waiting for verification',
    denied: 'Denied',
    another: 'Use another method',
  },
  ar: {
    entry: 'طلب بوصفة طبية',
    choose: 'اختر الصور',
    format: 'صيغة الملف هذه غير مدعومة. يرجى رفع صور بصيغة JPG أو PNG أو JPEG أو GIF فقط.',
    note: 'ملاحظة للصيدلية',
    place: 'إرسال طلب الوصفة الطبية',
    toConfirm: 'السعر بانتظار التأكيد',
    line: 'الوصفة الطبية',
    add: 'إضافة تفاصيل الدفع',
    holder: 'Account holder name',
    txn: 'Transaction id',
    send: 'إرسال تفاصيل الدفع',
    required: 'هذا الحقل مطلوب.',
    waiting: 'بانتظار التحقق',
    denied: 'مرفوض',
    another: 'استخدم طريقة أخرى',
  },
} as const;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => reset(request));

async function noSideways(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Prescription order (${lang}): a wrong file is refused with its reason, the draft survives a reload, the order shows "price to be confirmed"`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await seedDevice(page, { lang, token, module: { id: 3, module_type: 'pharmacy' }, located: true });
    // A returning customer: the first load mirrors the token into the cookies the server renders from, so the
    // reload is drawn signed in and its first tap is not lost to the signed-in redraw.
    await page.goto('/store/10?module_id=3');
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await page.getByRole('link', { name: t.entry }).click();
    await expect(page).toHaveURL(/prescription=1/);
    await expect(page.getByRole('heading', { name: t.entry, level: 1 })).toBeVisible();

    const files = page.getByTestId('prescription-files');
    // The picker opens once the saved draft is read (until then it is disabled, as its button shows).
    await expect(files).toBeEnabled();
    await files.setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('alert').filter({ hasText: t.format })).toBeVisible();
    await files.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'rx.png' })).toBeVisible();
    await page.getByLabel(t.note).fill('Twice a day after meals');
    await noSideways(page);

    // A reload keeps the image and the note (IndexedDB).
    await page.reload();
    await expect(page.getByRole('img', { name: 'rx.png' })).toBeVisible();
    await expect(page.getByLabel(t.note)).toHaveValue('Twice a day after meals');

    await page.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(/\/order-placed\?order_id=\d+/);
    // The total so far is the charges alone, and says so.
    await expect(page.getByTestId('price-to-be-confirmed')).toContainText(t.toConfirm);
    const orderId = new URL(page.url()).searchParams.get('order_id');
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByTestId('price-to-be-confirmed')).toBeVisible();
    // The prescription images go along with the order, each a link to the image.
    await expect(page.getByTestId('delivery-info').getByRole('link')).toHaveCount(1);
    await noSideways(page);

    // The pharmacy prices it at ৳120: the bill shows that line, and its lines add up to the new total.
    const priced = await request.post(`/store-desk/order/${orderId}/price`, { data: { order_amount: 120 } });
    expect(priced.ok(), await priced.text()).toBe(true);
    const total = Number((await priced.json()).order_amount);
    await page.reload();
    const bill = page.getByTestId('order-bill');
    await expect(bill.getByText(t.line, { exact: true })).toBeVisible();
    await expect(bill).toContainText('৳120.00');
    await expect(page.getByTestId('order-total')).toHaveText(`৳${total.toFixed(2)}`);
    await expect(page.getByTestId('price-to-be-confirmed')).toHaveCount(0);
  });

  test(`Offline payment with proof (${lang}): required fields named, sent, waiting for verification, then denied with the business's note`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token }, { payment_method: 'offline_payment' });
    await seedDevice(page, { lang, token });
    await page.goto(`/my-orders/${orderId}`);
    await hydrated(page);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByLabel(t.holder).fill('Demo Customer');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.required })).toBeVisible();
    await page.getByLabel(t.txn).fill('TX-1001');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('offline-payment-state')).toContainText(t.waiting);
    await noSideways(page);

    const denied = await request.post(`/store-desk/order/${orderId}/offline-payment`, {
      data: { status: 'denied', admin_note: 'No such transfer' },
    });
    expect(denied.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('offline-payment-state')).toContainText(t.denied);
    await expect(page.getByText('No such transfer')).toBeVisible();
    await expect(page.getByRole('button', { name: t.another })).toBeVisible();
    await noSideways(page);
  });
}
