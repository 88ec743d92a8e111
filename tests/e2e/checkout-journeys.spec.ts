import { expect, test, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { BURGER, FRIES, T, cartOf, asGuest, asCustomer, placeButton, expectPlaced } from './checkout-helpers';
import { hydrated } from './hydration';

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

// The other journeys run once each, alternating English and Arabic (CI time): both languages' words are
// asserted across them.
test.describe('checkout journeys (one language each)', () => {
  test('Checkout: a digital payment goes to the payment page and comes back paid (en)', async ({ page, request }) => {
    const lang = 'en';
    await asCustomer(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    await page.getByTestId('pay-digital:stripe').click();
    await placeButton(page).click();
    // The local payment page stands in for the gateway (the server's own page, in English).
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/order-placed\?.*flag=success/);
    await expect(page.getByTestId('order-payment')).toContainText(T[lang].paid);
  });

  test('Checkout: a failed digital payment offers try again (the payment page opens again) and switching to cash on delivery (ar)', async ({
    page,
    request,
  }) => {
    const lang = 'ar';
    await asCustomer(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    await page.getByTestId('pay-digital:paypal').click();
    await placeButton(page).click();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/flag=fail/);
    await expect(page.getByTestId('payment-failed')).toBeVisible();
    // Trying again opens the payment page once more (the single-use reference it came back with), not "not found".
    await page.getByTestId('payment-retry').click();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/flag=fail/);
    await expect(page.getByTestId('payment-retry')).toBeVisible();
    await page.getByTestId('payment-cod').click();
    await expect(page.getByTestId('switched-cod')).toBeVisible();
    await expect(page.getByTestId('order-payment')).toContainText(T[lang].cod);
  });

  test('Checkout: take-away has no delivery fee and no address (en)', async ({ page, request }) => {
    const token = await asCustomer(page, request, [BURGER], { lang: 'en' });
    await page.goto('/checkout?page=cart');
    await expect(page.getByTestId('bill-delivery')).toBeVisible();
    await page.getByTestId('type-take_away').click();
    await expect(page.getByTestId('bill-delivery')).toHaveCount(0);
    await expect(page.getByTestId('checkout-tips')).toHaveCount(0);
    await placeButton(page).click();
    const id = await expectPlaced(page, 'en');
    const track = await request.get(`/api/v1/customer/order/track?order_id=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await track.json()).order_type).toBe('take_away');
  });

  test('Checkout: a scheduled order is placed for the chosen slot, and "Save this Address" keeps the current location in the book (ar)', async ({
    page,
    request,
  }) => {
    const lang = 'ar';
    const token = await asCustomer(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    await page.getByTestId('schedule-later').click();
    const slot = page.getByTestId('schedule-slot');
    await expect(slot).toBeVisible();
    const value = await slot.inputValue();
    // acc §4 "Save this Address" on the current location (the pseudo type 'Selected Address', core §9).
    await expect(page.getByTestId('checkout-selected-address')).toContainText(T[lang].selected);
    await page.getByTestId('checkout-address-picker').getByRole('checkbox', { name: T[lang].save }).check();
    await placeButton(page).click();
    const id = await expectPlaced(page, lang);
    const track = await request.get(`/api/v1/customer/order/track?order_id=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const order = await track.json();
    expect(order.scheduled).toBe(1);
    expect(value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Saved as a proper type, never as the pseudo type.
    await expect
      .poll(async () => {
        const list = await request.get('/api/v1/customer/address/list', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await list.json()).addresses as Array<{ address: string; address_type: string }>)
          .filter((a) => a.address === 'Dhanmondi, Dhaka')
          .map((a) => a.address_type);
      })
      .toEqual(['other']);
  });

  test('core §4 Buy now: the kept item is ordered alone and the cart stays (en)', async ({ page, request }) => {
    const token = await asCustomer(page, request, [FRIES(1)], { lang: 'en' });
    await page.addInitScript(() =>
      localStorage.setItem(
        'buy_now_item',
        JSON.stringify({
          item_id: 1,
          quantity: 2,
          price: 250,
          variation: [{ name: 'Size', values: { label: ['Regular'] } }],
          add_on_ids: [],
          add_on_qtys: [],
        }),
      ),
    );
    await page.goto('/checkout?page=buy_now');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText('Classic Beef Burger');
    await placeButton(page).click();
    await expectPlaced(page, 'en');
    await expect(page.getByTestId('order-line')).toContainText('Classic Beef Burger');
    expect(await cartOf(request, 1, { token })).toHaveLength(1);
  });

  test('acc §4 Order now: a campaign item is ordered by a signed-in customer (ar)', async ({ page, request }) => {
    await asCustomer(page, request, [], { lang: 'ar' });
    await page.addInitScript(() =>
      localStorage.setItem(
        'buy_now_item',
        JSON.stringify({
          item_id: 1,
          quantity: 1,
          price: 180,
          model: 'ItemCampaign',
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        }),
      ),
    );
    await page.goto('/checkout?page=campaign');
    await expect(page.getByTestId('checkout-line')).toContainText('Eid Special Platter');
    await placeButton(page).click();
    await expectPlaced(page, 'ar');
    await expect(page.getByTestId('order-line')).toContainText('Eid Special Platter');
  });

  test('Checkout: a double-clicked Place Order makes one order (en)', async ({ page, request }) => {
    await asGuest(page, request, [BURGER], { lang: 'en' });
    await page.goto('/checkout?page=cart');
    let posts = 0;
    page.on('request', (r) => void (r.url().includes('/order/place') && r.method() === 'POST' && posts++));
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).dblclick();
    await expectPlaced(page, 'en');
    expect(posts).toBe(1);
  });

  test('Checkout: a refused order keeps the cart and the form (ar)', async ({ page, request }) => {
    const lang = 'ar';
    const guest = await asGuest(page, request, [BURGER], { lang });
    await page.goto('/checkout?page=cart');
    await hydrated(page);
    await page.getByTestId('order-note').fill('Ring twice please');
    await expect(placeButton(page)).toBeEnabled();
    // The admin turns guest checkout off while the guest is on the page.
    await request.put('/__test/config', { data: { guest_checkout_status: 0 } });
    await placeButton(page).click();
    await expect(page.getByTestId('checkout-error')).toHaveAttribute('data-code', 'is_guest');
    await expect(page.getByTestId('checkout-error')).toContainText(T[lang].guestOff);
    await expect(page.getByTestId('order-note')).toHaveValue('Ring twice please');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    expect(await cartOf(request, 1, { guest })).toHaveLength(1);
    await request.put('/__test/config', { data: { guest_checkout_status: 1 } });
  });

  test('Checkout: nothing to buy shows a way back', async ({ page, request }) => {
    await asCustomer(page, request, []);
    await page.goto('/checkout?page=cart');
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  });
});

// issue 13 "Done when": from a fresh browser (nothing stored but the language), a guest chooses a location
// and a module, adds an item from a store page, checks out as a guest with a contact and an address, and
// sees the order confirmed.
// The same browser then signs the demo customer in through the sign-in dialog, who fills the cart from the
// store page again and pays cash on delivery.
/** From a module's home: Burger Barn's store page, one Mango Lassi from its card, then the cart drawer. */
async function addLassiFromBurgerBarn(page: Page) {
  await page.getByTestId('store-card').filter({ hasText: 'Burger Barn' }).first().click();
  await expect(page).toHaveURL(/\/store\//);
  await page.getByTestId('product-card').filter({ hasText: 'Mango Lassi' }).first().getByTestId('card-add').click();
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  await page.getByTestId('cart-badge').click();
}

const FRESH = {
  en: { guest: 'Continue as Guest', food: 'Food' },
  ar: { guest: 'المتابعة كضيف', food: 'الطعام' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`Checkout (${lang}): from a fresh browser a guest finds a store, fills the cart and places an order; then the demo customer signs in and does too`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await seedDevice(page, { lang, located: false });
    await page.goto('/');
    await page.getByTestId('landing-choose-location').click();
    const picker = page.getByTestId('location-picker');
    await picker.getByTestId('location-search').fill('dhanmondi 27');
    const landed = page.waitForURL('**/home');
    await picker
      .getByTestId('location-suggestions')
      .getByRole('button', { name: 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh' })
      .click();
    await landed;
    await page.getByTestId('module-popup').getByRole('button', { name: FRESH[lang].food }).click();
    await expect(page.getByTestId('module-popup')).toBeHidden();

    await addLassiFromBurgerBarn(page);
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('guest-choice').getByRole('button', { name: FRESH[lang].guest }).click();
    await expect(page).toHaveURL(/\/checkout\?page=cart/);

    await page.getByTestId('guest-contact-edit').click();
    const contact = page.getByTestId('guest-contact-modal');
    await contact.getByTestId('contact-name').fill('Rina Ahmed');
    await contact.getByTestId('contact-phone').fill('1711111111');
    await contact.getByTestId('contact-email').fill('rina@example.com');
    await contact.getByTestId('contact-save').click();
    await expect(contact).toBeHidden();
    await page.getByTestId('guest-address-add').click();
    const modal = page.getByTestId('address-modal');
    await expect(modal.getByTestId('address-field')).not.toHaveValue('');
    await modal.getByTestId('address-name').fill('Rina Ahmed');
    await modal.getByTestId('address-phone').fill('1711111111');
    await modal.getByTestId('address-email').fill('rina@example.com');
    await modal.getByTestId('address-save').click();
    await expect(modal).toBeHidden();

    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    const total = await page.getByTestId('checkout-total').textContent();
    await placeButton(page).click();
    await expectPlaced(page, lang);
    await expect(page.getByTestId('order-total')).toHaveText(total!);
    await expect(page.getByTestId('order-line')).toContainText('Mango Lassi');

    // The demo customer signs in through the dialog (no token was ever stored in this browser).
    await page.getByTestId('sign-in-button').filter({ visible: true }).click();
    const auth = page.getByTestId('auth-modal');
    const form = auth.getByTestId('manual-sign-in');
    await form.locator('input[name="email_or_phone"]').fill('demo@example.com');
    await form.locator('input[name="password"]').fill('12345678');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(T[lang].signedIn)).toBeVisible();
    await expect(auth).toBeHidden();
    await expect(page.getByTestId('account-menu-button').filter({ visible: true })).toBeVisible();

    await page.goto('/home');
    await addLassiFromBurgerBarn(page);
    // Signed in, the drawer goes straight to checkout (core §4).
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?page=cart/);
    await expect(page.getByTestId('checkout-selected-address')).toContainText('Dhanmondi 27');
    await expect(page.getByTestId('pay-cod').locator('input')).toBeChecked();
    const customerTotal = await page.getByTestId('checkout-total').textContent();
    await placeButton(page).click();
    await expectPlaced(page, lang);
    await expect(page.getByTestId('order-payment')).toContainText(T[lang].cod);
    await expect(page.getByTestId('order-total')).toHaveText(customerTotal!);
    await expect(page.getByTestId('order-line')).toContainText('Mango Lassi');
    await expect(page.getByTestId('order-details-link')).toHaveAttribute('href', /\/my-orders\/\d+$/);
  });
}
