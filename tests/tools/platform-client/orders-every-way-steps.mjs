/* global document */
// orders-every-way.mjs's sign-in and prescription order, each on the client's own screens: the sign-in page
// (phone and password), HealthPlus Pharmacy's "Prescription Order" button, the prescription checkout (payment
// method, the uploader, Place Order) and the order's details in my orders.
import { expectCall, goto, see, settle, noBrokenValues } from './journey-all-act.mjs';

export const PHARMACY_STORE = '/store/healthplus-pharmacy?id=10&module_id=3&module_type=pharmacy&store_zone_id=2';

export const signIn = {
  name: 'sign-in',
  async run({ page, WEB }) {
    // A fresh browser that opens the sign-in page first shows unformatted amounts: the home first.
    await goto(page, `${WEB}/home`);
    await settle(page);
    await goto(page, `${WEB}/auth/sign-in`);
    const phone = page.locator('input[type="tel"]').first();
    await phone.click({ timeout: 60000 });
    await phone.fill('');
    // Typed key by key: a filled value resets to the country code.
    await phone.pressSequentially('+8801700000001');
    await page.getByLabel(/^Password/).fill('12345678');
    await expectCall(page, /auth\/login$/, () =>
      page.locator('button[type="submit"]').filter({ hasText: 'Sign In' }).first().click(),
    );
    await page.waitForFunction(() => localStorage.getItem('token'), null, { timeout: 20000 });
    return 'token stored';
  },
};

/** The payment method dialog of the client's checkout: one of its choices, then Submit. */
export async function choosePayment(page, choose) {
  await page.getByText('Add Payment Method').first().click({ timeout: 60000 });
  await choose();
  await page
    .getByRole('button', { name: /^Submit$/ })
    .first()
    .click();
}

export const prescriptionSteps = [
  {
    name: 'prescription-open',
    async run({ page, WEB }) {
      // The store's page is rendered on the client's server (its getServerSideProps asks ours for stores/details/10).
      await goto(page, `${WEB}${PHARMACY_STORE}`);
      // The store page offers it only when config prescription_order_status and the store's prescription_order are on.
      await page.getByText('Prescription Order', { exact: true }).first().click({ timeout: 60000 });
      await page.waitForURL(/page=prescription/, { timeout: 30000 });
      await see(page, 'Upload Prescription', 60000);
      return page.url().replace(WEB, '');
    },
  },
  {
    name: 'prescription-place',
    async run(ctx) {
      const { page } = ctx;
      await choosePayment(page, () =>
        page
          .getByText(/Pay after service/i)
          .first()
          .click(),
      );
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: ctx.png });
      await settle(page);
      const placed = await expectCall(page, /customer\/order\/prescription\/place$/, async () => {
        const button = page.getByRole('button', { name: /^Place Order$/ }).first();
        await button.scrollIntoViewIfNeeded();
        await button.click();
      });
      const answer = await placed.json();
      ctx.memo.prescriptionOrder = answer.order_id;
      await see(page, answer.message ?? 'Order placed successfully', 20000);
      return `order ${answer.order_id}, total ${answer.total_ammount}, "${answer.message}"`;
    },
  },
  {
    name: 'prescription-details',
    async run(ctx) {
      const { page, WEB } = ctx;
      const id = ctx.memo.prescriptionOrder;
      if (!id) throw new Error('no prescription order was placed');
      await expectCall(
        page,
        /customer\/order\/details$/,
        () => goto(page, `${WEB}/profile?page=my-orders&orderId=${id}`),
        60000,
      );
      await see(page, String(id), 60000);
      // The prescription's picture, drawn from config base_urls.order_attachment_url and the order's attachment.
      const picture = page.locator('img[alt="prescription"]').first();
      await picture.waitFor({ timeout: 30000 });
      await page.waitForFunction(
        () => [...document.querySelectorAll('img[alt="prescription"]')].some((i) => i.complete),
        null,
        { timeout: 20000 },
      );
      const shown = await picture.evaluate((i) => ({ src: i.getAttribute('src'), width: i.naturalWidth }));
      await noBrokenValues(page);
      if (!shown.width) throw new Error(`the prescription's picture does not load: ${shown.src}`);
      return `picture ${shown.src.replace(/^https?:\/\/[^/]+/, '')} (${shown.width}px)`;
    },
  },
];
