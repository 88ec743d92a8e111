import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { demoToken } from './orders-helpers';

/** Every bill adds up, the same way everywhere (acc §9; core §4 Free-delivery bar). */

const FOOD = { id: 1, module_type: 'food' };
const HEADERS = (token: string) => ({ moduleId: '1', zoneId: '[2,1]', Authorization: `Bearer ${token}` });
// Burger Barn delivers for free (store free_delivery); a Large burger with one Extra Cheese.
const LARGE_WITH_CHEESE = {
  item_id: 1,
  model: 'Item',
  price: 300,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_on_ids: [1],
  add_on_qtys: [1],
};

// Large (৳300) with cheese (৳30): the bill's subtotal is ৳330; Burger Barn's 10 % from ৳300 takes ৳30 off the
// burger (never the add-on), so the line, and the cart's subtotal, cost ৳300.
const T = {
  en: { size: 'Size: Large', subtotal: '৳330.00', line: '৳300.00' },
  ar: { size: 'Size: Large', subtotal: '৳330.00', line: '৳300.00' },
} as const;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

async function burgerBarnCart(request: APIRequestContext): Promise<string> {
  const token = await demoToken(request);
  await request.delete('/api/v1/customer/cart/remove', { headers: HEADERS(token) });
  const r = await request.post('/api/v1/customer/cart/add', { headers: HEADERS(token), data: LARGE_WITH_CHEESE });
  expect(r.ok(), await r.text()).toBe(true);
  return token;
}

/** The demo customer's grocery cart holding just `line`, opened in the cart drawer. */
async function groceryCartOf(
  page: Page,
  request: APIRequestContext,
  lang: 'en' | 'ar',
  line: { item_id: number; price: number; quantity: number },
) {
  const token = await demoToken(request);
  const grocery = { moduleId: '2', zoneId: '[1,2,3]', Authorization: `Bearer ${token}` };
  await request.delete('/api/v1/customer/cart/remove', { headers: grocery });
  const r = await request.post('/api/v1/customer/cart/add', {
    headers: grocery,
    data: { ...line, model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [] },
  });
  expect(r.ok(), await r.text()).toBe(true);
  await seedDevice(page, { lang, module: { id: 2, module_type: 'grocery' }, token });
  await page.goto('/home');
  await page.getByTestId('cart-badge').click();
  return page.getByTestId('cart-drawer');
}

for (const lang of ['en', 'ar'] as const) {
  test(`core §4 Free-delivery bar ${lang}: at Burger Barn, whose delivery is already free, the cart says nothing about "more for free delivery"`, async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang, module: FOOD, token: await burgerBarnCart(request) });
    const store = page.waitForResponse((r) => r.url().includes('/api/v1/stores/details/1'));
    await page.goto('/home');
    await page.getByTestId('cart-badge').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer.getByTestId('cart-line-choices')).toContainText('Extra Cheese × 1');
    await store;
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText(T[lang].line);
    await expect(drawer.getByTestId('free-delivery')).toHaveCount(0);
  });

  test(`core §4 Free-delivery bar ${lang}: at a store without its own free delivery, the bar says how much more until the admin's free delivery`, async ({
    page,
    request,
  }) => {
    // Free Range Eggs (12) at Uttara Super Shop: 180 of 500.
    const drawer = await groceryCartOf(page, request, lang, { item_id: 109, price: 180, quantity: 1 });
    await expect(drawer.getByTestId('free-delivery-progress')).toHaveAttribute('aria-valuenow', '36');
    if (lang === 'en')
      await expect(drawer.getByTestId('free-delivery-text')).toHaveText('৳320.00 more for free delivery');
    else await expect(drawer.getByTestId('free-delivery-text')).toContainText('320');
  });

  test(`acc §9 Order summary ${lang}: the checkout summary lists the add-ons the cart shows ("Size: Large · Extra Cheese × 1")`, async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang, module: FOOD, token: await burgerBarnCart(request) });
    await page.goto('/checkout?page=cart');
    const line = page.getByTestId('checkout-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('checkout-line-choices')).toHaveText(`${T[lang].size} · Extra Cheese × 1`);
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(T[lang].subtotal);
    await expect(line).toContainText(T[lang].line);
  });

  test(`acc §9 Discount ${lang}: 9 tomatoes at Daily Needs, whose 5 % takes over from ৳500, cost ৳598.50 on the cart and checkout lines, as the bill charges`, async ({
    page,
    request,
  }) => {
    // Fresh Tomatoes: ৳70 with ৳10 off each (৳540 for 9) until the store's percent replaces that offer.
    const drawer = await groceryCartOf(page, request, lang, { item_id: 110, price: 70, quantity: 9 });
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('৳598.50');
    await expect(drawer.getByTestId('cart-lines')).toContainText('৳598.50');
    await page.goto('/checkout?page=cart');
    await expect(page.getByTestId('checkout-line')).toContainText('৳598.50');
    await expect(page.getByTestId('checkout-subtotal')).toHaveText('৳630.00');
    await expect(page.getByTestId('bill-store-discount')).toContainText('৳31.50');
  });
}
