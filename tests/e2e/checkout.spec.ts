import { expect, test } from '@playwright/test';
import { CONTACT, BURGER, FRIES, T, cartOf, asGuest, asCustomer, placeButton, expectPlaced } from './checkout-helpers';
import { hydrated } from './hydration';

const PHARMACY = { id: 3, module_type: 'pharmacy' };

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`checkout (${lang})`, () => {
    test(`Checkout: a guest places a cash-on-delivery order and can track it (${lang})`, async ({ page, request }) => {
      const guest = await asGuest(page, request, [BURGER, FRIES(2)], { lang });
      await page.goto('/checkout?page=cart');
      await expect(page.getByTestId('checkout-line')).toHaveCount(2);
      await expect(page.getByTestId('pay-cod')).toContainText(T[lang].cod);
      await expect(page.getByTestId('pay-cod').locator('input')).toBeChecked();
      const total = await page.getByTestId('checkout-total').textContent();
      await placeButton(page).click();
      const id = await expectPlaced(page, lang);
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      // What the customer saw is what the server charged.
      await expect(page.getByTestId('order-total')).toHaveText(total!);
      await expect(page.getByTestId('order-track-link')).toHaveAttribute(
        'href',
        `/track-order?order_id=${id}&phone=${encodeURIComponent(CONTACT.contact_person_number)}`,
      );
      expect(await cartOf(request, 1, { guest })).toEqual([]);
    });

    test(`Checkout: the demo customer applies a coupon and pays from the wallet (${lang})`, async ({
      page,
      request,
    }) => {
      const token = await asCustomer(page, request, [BURGER, FRIES(1)], { lang });
      await page.goto('/checkout?page=cart');
      // acc §2 Checkout address picker: the current location first, as the pseudo type, not editable (core §9).
      const picker = page.getByTestId('checkout-address-picker');
      await expect(picker.getByRole('heading', { name: T[lang].heading })).toBeVisible();
      const card = page.getByTestId('checkout-selected-address');
      await expect(card).toContainText(T[lang].selected);
      await expect(card).toContainText('Dhanmondi, Dhaka');
      await expect(card.getByTestId('checkout-address-edit')).toHaveCount(0);
      await expect(picker.getByRole('checkbox', { name: T[lang].save })).not.toBeChecked();
      // The saved-addresses modal: Cancel keeps the current location.
      const modal = page.getByTestId('saved-addresses-modal');
      await picker.getByRole('button', { name: T[lang].view }).click();
      await expect(modal).toContainText(T[lang].savedTitle);
      // Only the saved addresses of the store's zone (Burger Barn, zone 2): the home address, not the office.
      await expect(modal.getByRole('radio')).toHaveCount(1);
      await expect(modal.getByRole('button', { name: T[lang].select, exact: true })).toBeDisabled();
      await modal.getByRole('button', { name: T[lang].cancel, exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(card).toContainText(T[lang].selected);
      // Select picks a saved address: it is in the book already, so no "Save this Address".
      await picker.getByRole('button', { name: T[lang].view }).click();
      await modal.getByRole('radio').check();
      await modal.getByRole('button', { name: T[lang].select, exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(card).toContainText('House 12, Road 27, Dhanmondi, Dhaka');
      await expect(card.getByTestId('checkout-address-edit')).toBeVisible();
      await expect(picker.getByRole('checkbox', { name: T[lang].save })).toHaveCount(0);

      await page.getByTestId('coupon-code').fill('WELCOME10');
      await page.getByTestId('coupon-code').press('Enter');
      await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
      await expect(page.getByTestId('bill-coupon')).toBeVisible();
      await page.getByTestId('pay-wallet').click();
      const total = await page.getByTestId('checkout-total').textContent();
      await placeButton(page).click();
      const id = await expectPlaced(page, lang);
      await expect(page.getByTestId('order-total')).toHaveText(total!);
      await expect(page.getByTestId('order-details-link')).toHaveAttribute('href', /\/my-orders\/\d+$/);
      // The order went to the saved address picked in the modal.
      const track = await request.get(`/api/v1/customer/order/track?order_id=${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect((await track.json()).delivery_address).toMatchObject({ address: 'House 12, Road 27, Dhanmondi, Dhaka' });
    });
  });
}

// The spec's own messages (acc §8 cash-on-delivery limit, acc §9 coupon minimum, core §5 prescription) are
// shown in both languages; these scenarios place at most one order, so they stay cheap.
for (const lang of ['en', 'ar'] as const) {
  test.describe(`checkout messages (${lang})`, () => {
    test(`core §5: a pharmacy order needs a prescription image, sent with the order (${lang})`, async ({
      page,
      request,
    }) => {
      await asCustomer(
        page,
        request,
        [{ item_id: 202, model: 'Item', price: 1, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }],
        { module: PHARMACY, lang },
      );
      await page.goto('/checkout?page=cart');
      await expect(page.getByTestId('checkout-prescription')).toBeVisible();
      await placeButton(page).click();
      await expect(page.getByTestId('checkout-error')).toHaveText(T[lang].rxMissing);
      const input = page.getByTestId('prescription-input');
      await input.setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
      await expect(page.getByTestId('prescription-error')).toHaveText(T[lang].rxFormat);
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200a5d8b5e10000000049454e44ae426082',
        'hex',
      );
      const file = (n: number) => ({ name: `rx${n}.png`, mimeType: 'image/png', buffer: png });
      await input.setInputFiles([file(1), file(2), file(3), file(4)]);
      await expect(page.getByTestId('prescription-error')).toHaveText(T[lang].rxMax);
      await input.setInputFiles([file(1)]);
      await expect(page.getByTestId('checkout-prescription').getByRole('img')).toHaveCount(1);
      await placeButton(page).click();
      await expectPlaced(page, lang);
    });

    test(`acc §8: cash on delivery above the limit is refused with the exact message (${lang})`, async ({
      page,
      request,
    }) => {
      await asCustomer(page, request, [FRIES(60)], { lang });
      // The limit is the address's zone's, and Place Order waits for that zone: so the page refuses by itself.
      await page.goto('/checkout?page=cart');
      let posts = 0;
      page.on('request', (r) => void (r.url().includes('/order/place') && posts++));
      await expect(page.getByTestId('pay-cod').locator('input')).toBeChecked();
      await expect(page.getByTestId('checkout-selected-address')).toContainText('Dhanmondi, Dhaka');
      await placeButton(page).click();
      // The spec's exact sentence starts the message; the limit and the method chosen instead follow it.
      await expect(page.getByTestId('checkout-error')).toContainText(T[lang].codLimit);
      await expect(page.getByTestId('checkout-error').getByTestId('cod-limit')).toContainText('5,000.00');
      expect((await page.getByTestId('checkout-error').textContent())!.startsWith(T[lang].codLimit)).toBe(true);
      expect(posts).toBe(0);
    });

    test(`acc §9: a coupon below its minimum purchase says the minimum (${lang})`, async ({ page, request }) => {
      await asCustomer(page, request, [FRIES(1)], { lang });
      await page.goto('/checkout?page=cart');
      await hydrated(page);
      await page.getByTestId('coupon-code').fill('WELCOME10');
      await page.getByTestId('coupon-code').press('Enter');
      // One sentence: the words, then the minimum, then the full stop ("…is. Minimum purchase: ৳200.00." read garbled).
      await expect(page.getByTestId('coupon-problem')).toContainText(T[lang].couponMin);
      await expect(page.getByTestId('coupon-problem')).toHaveText(/200\.00\.$/);
      await expect(page.getByTestId('coupon-problem')).not.toContainText(T[lang].couponMin.trimEnd() + '.');
      await expect(page.getByTestId('bill-coupon')).toHaveCount(0);
      await page.getByTestId('coupon-code').fill('OLD2020');
      await page.getByTestId('coupon-code').press('Enter');
      // The server answers 407 as the platform does; the browser fails such an answer (proxy authentication).
      await expect(page.getByTestId('coupon-problem')).toHaveText(T[lang].couponExpired);
    });
  });
}

test.describe('checkout screenshots', () => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to write /tmp/shots/checkout-*.png');
  for (const lang of ['en', 'ar'] as const)
    for (const theme of ['light', 'dark'] as const)
      test(`the checkout page at 390×844, ${lang} ${theme}`, async ({ page, request }) => {
        await asCustomer(page, request, [BURGER, FRIES(2)], { lang, theme });
        await page.goto('/checkout?page=cart');
        await expect(page.getByTestId('checkout-total')).toBeVisible();
        await expect(page.getByTestId('checkout-selected-address')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/checkout-${lang}-${theme}.png` });
        await page.screenshot({ path: `/tmp/shots/checkout-${lang}-${theme}-full.png`, fullPage: true });
      });
});
