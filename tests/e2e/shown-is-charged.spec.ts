import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { hydrated } from './hydration';
import { seed, productPage } from './cart-helpers';
import { openSignIn } from './account-helpers';
import { addToCart, asCustomer, BURGER, FOOD, HEADERS, placeButton, expectPlaced } from './checkout-helpers';

/** What the customer is shown is what happens: a dialog that gets out of the way, prices, codes and payments that hold (390×844). */

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test('core §4 Buy Now: the item dialog closes and checkout is in view', async ({ page }) => {
  await seed(page, 'food');
  await page.goto('/store/1?module_id=1');
  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Classic Beef Burger' })
    .first()
    .getByTestId('card-add')
    .click();
  const dialog = page.getByTestId('item-dialog');
  await dialog.getByRole('radio', { name: 'Regular' }).click();
  await dialog.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  await expect(page.getByTestId('checkout-line')).toContainText('Classic Beef Burger');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The demo customer's Food home, and its "Eid Special Platter" campaign card (Burger Barn, 15 % off ৳650). */
async function campaignCardOnHome(page: Page, request: APIRequestContext) {
  await asCustomer(page, request, []);
  await page.goto('/home');
  return page.getByTestId('item-campaigns').getByTestId('product-card').filter({ hasText: 'Eid Special Platter' });
}

test('acc §9 a campaign item costs what its card shows: ৳552.50 on the card, the dialog, the checkout line and the bill', async ({
  page,
  request,
}) => {
  const card = await campaignCardOnHome(page, request);
  await expect(card).toContainText('৳552.50');
  await card.getByTestId('quick-view').click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByTestId('item-price')).toHaveText('৳552.50');
  await dialog.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=campaign$/);
  await expect(page.getByTestId('checkout-line')).toContainText('৳552.50');
  // Burger Barn's 10% store discount runs, but the campaign keeps its own 15%: 650 − 97.50, no store discount.
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('৳650.00');
  await expect(page.getByTestId('bill-item-discount')).toHaveText('− ৳97.50');
  await expect(page.getByTestId('bill-store-discount')).toHaveCount(0);
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  await placeButton(page).click();
  await expectPlaced(page);
  await expect(page.getByTestId('order-total')).toHaveText(total);
});

test("core §2 a campaign item's card opens its page: the name links to the item, with its campaign price", async ({
  page,
  request,
}) => {
  const card = await campaignCardOnHome(page, request);
  await card.getByRole('link', { name: 'Eid Special Platter' }).click();
  await expect(page).toHaveURL(/\/product\/1\?.*campaign=1/);
  await expect(page.getByRole('heading', { name: 'Eid Special Platter', level: 1 })).toBeVisible();
  await expect(page.getByTestId('item-price')).toHaveText('৳552.50');
  // The same link opened afresh is drawn by the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Eid Special Platter', level: 1 })).toBeVisible();
});

test('acc §2 OTP: after a wrong code the boxes are empty, and a new code typed from the first box reads as typed', async ({
  page,
}) => {
  const modal = await openSignIn(page);
  await modal.getByRole('button', { name: 'Sign in with OTP' }).click();
  await modal.getByLabel('Phone number').fill('1711111111');
  await modal.getByRole('button', { name: 'Get OTP' }).click();
  const otp = page.getByTestId('otp-dialog');
  const box = (i: number) => otp.getByRole('textbox', { name: `Digit ${i + 1} of 6` });
  await box(0).click();
  await page.keyboard.type('111111');
  // Typing into a filled box replaces its digit.
  await box(3).click();
  await page.keyboard.type('9');
  for (const [i, d] of [...'111911'].entries()) await expect(box(i)).toHaveValue(d);
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP does not match')).toBeVisible();
  for (let i = 0; i < 6; i++) await expect(box(i)).toHaveValue('');
  await expect(box(0)).toBeFocused();
  await page.keyboard.type('123456');
  for (const [i, d] of [...'123456'].entries()) await expect(box(i)).toHaveValue(d);
});

test('acc §9 coupons: an applied coupon is still applied after a reload; one that no longer applies says so', async ({
  page,
  request,
}) => {
  const token = await asCustomer(page, request, [BURGER]);
  await page.goto('/checkout?page=cart');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  const withCoupon = (await page.getByTestId('checkout-total').textContent())!.trim();
  await page.reload();
  await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  await expect(page.getByTestId('checkout-total')).toHaveText(withCoupon);

  // The cart drops below WELCOME10's ৳200 minimum elsewhere: back at checkout the page says the coupon is gone.
  await request.delete('/api/v1/customer/cart/remove', { headers: HEADERS(FOOD.id, token) });
  await addToCart(
    request,
    FOOD.id,
    {
      item_id: 9,
      model: 'Item',
      price: 100,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      add_on_ids: [],
      add_on_qtys: [],
    },
    { token },
  );
  await page.reload();
  await expect(page.getByTestId('coupon-problem')).toContainText(
    'The coupon WELCOME10 you applied earlier no longer applies.',
  );
  await expect(page.getByTestId('coupon-applied')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('checkout-summary')).toBeVisible();
  await expect(page.getByTestId('coupon-problem')).toHaveCount(0);
});

test('core §2 rental: a vehicle added from a shared vehicle link while Food is chosen is in the Rental cart', async ({
  page,
  request,
}) => {
  await seedDevice(page, { module: { id: 1, module_type: 'food' } });
  await page.goto('/rental/vehicle-details?id=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota Axio' })).toBeVisible();
  await page.getByTestId('trip-hours').fill('3');
  await page.getByTestId('rent-add').click();
  await expect(page.getByTestId('rental-cart-drawer')).toBeVisible();
  await expect(page.getByTestId('rental-cart-line').filter({ hasText: 'Toyota Axio' })).toHaveCount(1);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('module')))!)).toMatchObject({
    id: 6,
    module_type: 'rental',
  });
  const guest = await page.evaluate(() => localStorage.getItem('guest_id'));
  const cart = await request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guest}`, {
    headers: { moduleId: '6', zoneId: '[1,2,3]', Accept: 'application/json' },
  });
  expect(((await cart.json()) as { carts: unknown[] }).carts).toHaveLength(1);
});

test('acc §9 partial payment: checkout, the order-placed page and the order say what the wallet paid and what is due on delivery', async ({
  page,
  request,
}) => {
  // Eight burgers (৳2,000) against the demo wallet's ৳1,500.
  await asCustomer(page, request, [{ ...BURGER, quantity: 8 }]);
  await page.goto('/checkout?page=cart');
  // Cash on delivery is the first method, preselected.
  await page.getByTestId('pay-partial').check();
  await expect(page.getByTestId('bill-wallet-paid')).toHaveText('৳1,500.00');
  const total = Number((await page.getByTestId('checkout-total').textContent())!.replace(/[^\d.]/g, ''));
  const due = `৳${(total - 1500).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('bill-due')).toHaveText(due);
  await expect(page.getByTestId('checkout-bill')).toContainText('Due on delivery');
  await placeButton(page).click();
  const id = await expectPlaced(page);
  await expect(page.getByTestId('order-payment')).toContainText('Partially paid');
  await expect(page.getByTestId('order-wallet-paid')).toHaveText('৳1,500.00');
  await expect(page.getByTestId('order-due')).toHaveText(due);
  await page.goto(`/my-orders/${id}`);
  const bill = page.getByTestId('order-bill');
  await expect(bill).toContainText('Paid from the wallet');
  await expect(bill).toContainText('Due on delivery');
  await expect(bill).toContainText(due);
});

test('acc §9 delivery fee: none is shown or counted before a delivery address is chosen', async ({ page }) => {
  await seed(page, 'grocery');
  await productPage(page, 101, 2);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
  await expect(page.getByTestId('checkout-line')).toContainText('Organic Bananas');
  await expect(page.getByTestId('bill-delivery-pending')).toHaveText(
    'The delivery fee is added once you choose a delivery address.',
  );
  await expect(page.getByTestId('bill-delivery')).toHaveCount(0);
  await expect(page.getByTestId('checkout-bill')).not.toContainText('Delivery fee');
});
