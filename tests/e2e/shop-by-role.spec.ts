/**
 * The shopping journey through the shared page objects (tests/e2e/pages): every element found by its role and
 * name, in English and Arabic, at 390×844 (core §2 Product card, §4 Adding to the cart, §2 Shopping cart
 * drawer, acc §5 Sign in, core §5 Checkout).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedDevice } from './device';
import { findItem, Shop } from './pages/shop';

const GROCERY = { id: 2, module_type: 'grocery' };
const DEMO = { email: 'demo@example.com', password: '12345678' };

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

async function demoToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: DEMO.email, password: DEMO.password, field_type: 'email' },
  });
  return ((await res.json()) as { token: string }).token;
}

test('core §4 §5 acc §5 Shop by role: a guest adds from the store’s page, signs in with the cart kept, and places the order (en)', async ({
  page,
  request,
}) => {
  const bananas = await findItem(request, 101, GROCERY.id);
  await seedDevice(page, { lang: 'en', module: GROCERY });
  const shop = new Shop(page, 'en');

  await shop.openStore(bananas.store);
  await shop.addToCart(bananas.name);
  await expect(shop.cartButton()).toHaveAccessibleName('Shopping Cart, 1 item');
  let cart = await shop.openCart();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.line(bananas.name)).toBeVisible();
  await cart.close();

  await shop.signIn(DEMO.email, DEMO.password);
  cart = await shop.openCart();
  await expect(cart.line(bananas.name)).toBeVisible();
  const checkout = await cart.proceed();
  // core §5: Place Order names the total it charges; the order placed is charged that.
  const total = await checkout.placeTotal();
  const orderId = await checkout.place();
  expect(orderId).toBeGreaterThan(0);
  const tracked = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { Authorization: `Bearer ${await demoToken(request)}` },
  });
  expect(`৳${((await tracked.json()) as { order_amount: number }).order_amount.toFixed(2)}`).toBe(total);
});

test('core §4 §5 Shop by role: the demo customer adds, opens the cart and places the order, without sideways overflow (ar)', async ({
  page,
  request,
}) => {
  const bananas = await findItem(request, 101, GROCERY.id);
  const token = await demoToken(request);
  await request.delete('/api/v1/customer/cart/remove', {
    headers: { moduleId: String(GROCERY.id), Authorization: `Bearer ${token}` },
  });
  await seedDevice(page, { lang: 'ar', module: GROCERY, token });
  const shop = new Shop(page, 'ar');

  await shop.openStore(bananas.store);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shop.addToCart(bananas.name);
  const cart = await shop.openCart();
  await expect(cart.line(bananas.name)).toBeVisible();
  const checkout = await cart.proceed();
  await expect(checkout.placeOrder()).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const orderId = await checkout.place();
  expect(orderId).toBeGreaterThan(0);
});
