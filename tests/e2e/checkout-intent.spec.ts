import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';

/**
 * The money path's customer side (acc §8, api §3.7): one Place Order intent gives one order, whatever the
 * network or the customer does; the checkout's choices survive a reload; the cash limit is named.
 */

const FOOD = { id: 1, module_type: 'food' };
const HEADERS = (token: string) => ({ moduleId: '1', zoneId: '[2,1]', Authorization: `Bearer ${token}` });
const BURGER = {
  item_id: 1,
  model: 'Item',
  price: 250,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [],
  add_on_qtys: [],
};
const FRIES = (quantity: number) => ({
  item_id: 9,
  model: 'Item',
  price: 100,
  quantity,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [],
  add_on_qtys: [],
});
const placeButton = (page: Page) => page.getByTestId('place-order');
const PLACE = '**/api/v1/customer/order/place';

async function asCustomer(
  page: Page,
  request: APIRequestContext,
  lines: Record<string, unknown>[],
  lang: 'en' | 'ar' = 'en',
) {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email' },
  });
  const token = (await r.json()).token as string;
  await request.delete('/api/v1/customer/cart/remove', { headers: HEADERS(token) });
  for (const l of lines)
    expect((await request.post('/api/v1/customer/cart/add', { headers: HEADERS(token), data: l })).ok()).toBe(true);
  await seedDevice(page, { lang, module: FOOD, token });
  return token;
}

/** How many orders the customer has (running and past). */
async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  let n = 0;
  for (const path of ['running-orders', 'list']) {
    const r = await request.get(`/api/v1/customer/order/${path}?limit=100&offset=1`, { headers: HEADERS(token) });
    n += Number((await r.json()).total_size ?? 0);
  }
  return n;
}

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('one order per Place Order intent (api §3.7 Idempotency-Key)', () => {
  test('a double tap sends one key and makes one order (en)', async ({ page, request }) => {
    const token = await asCustomer(page, request, [BURGER]);
    const before = await orderCount(request, token);
    const keys: string[] = [];
    page.on(
      'request',
      (r) =>
        void (
          r.url().includes('/order/place') &&
          r.method() === 'POST' &&
          keys.push(r.headers()['idempotency-key'] ?? '')
        ),
    );
    await page.goto('/checkout?page=cart');
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).dblclick();
    await expect(page).toHaveURL(/\/order-placed\?order_id=\d+/);
    expect(keys.length).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await orderCount(request, token)).toBe(before + 1);
  });

  test('a retry after a lost answer sends the same key and makes one order (en)', async ({ page, request }) => {
    const token = await asCustomer(page, request, [BURGER]);
    const before = await orderCount(request, token);
    const keys: string[] = [];
    let dropped = false;
    await page.route(PLACE, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      // The server takes the order; its answer never reaches the page.
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/checkout?page=cart');
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).click();
    await expect(page.getByTestId('checkout-error')).toBeVisible();
    await placeButton(page).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    // Needs the server half (the key's first answer is replayed): the order placed, and one order, not two.
    await expect(page).toHaveURL(/\/order-placed\?order_id=\d+/);
    expect(await orderCount(request, token)).toBe(before + 1);
  });

  test('a reload during placement keeps the key and makes one order (en)', async ({ page, request }) => {
    const token = await asCustomer(page, request, [BURGER]);
    const before = await orderCount(request, token);
    const keys: string[] = [];
    let reloaded = false;
    await page.route(PLACE, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (reloaded) return route.continue();
      reloaded = true;
      // The server gets the order while the customer reloads the page.
      await route.fetch().catch(() => null);
      await route.abort('aborted').catch(() => null);
    });
    await page.goto('/checkout?page=cart');
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).click();
    await expect.poll(() => keys.length).toBe(1);
    await page.reload();
    // The server emptied the cart with the order: nothing is left to buy twice; if it kept it, the same key goes again.
    const empty = page.getByTestId('checkout-empty');
    await expect(empty.or(placeButton(page))).toBeVisible();
    if (!(await empty.isVisible())) {
      await expect(placeButton(page)).toBeEnabled();
      await placeButton(page).click();
      await expect(page).toHaveURL(/\/order-placed\?order_id=\d+/);
      expect(keys[1]).toBe(keys[0]);
    }
    expect(await orderCount(request, token)).toBe(before + 1);
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`nothing lost on a reload: Take Away, Schedule for later, a digital method and a note stay (${lang})`, async ({
    page,
    request,
  }) => {
    const token = await asCustomer(page, request, [BURGER], lang);
    await page.goto('/checkout?page=cart');
    await page.getByTestId('type-take_away').click();
    await page.getByTestId('schedule-later').click();
    const slot = await page.getByTestId('schedule-slot').inputValue();
    await page.getByTestId('pay-digital:stripe').click();
    await page.getByTestId('order-note').fill('No onions, please');
    await page.reload();
    await expect(page.getByTestId('type-take_away').locator('input')).toBeChecked();
    await expect(page.getByTestId('schedule-slot')).toHaveValue(slot);
    await expect(page.getByTestId('pay-digital:stripe').locator('input')).toBeChecked();
    await expect(page.getByTestId('order-note')).toHaveValue('No onions, please');
    // Placed, the draft is done with: the next checkout starts afresh.
    await placeButton(page).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/order-placed\?.*flag=success/);
    expect(await page.evaluate(() => localStorage.getItem('checkout_draft'))).toBeNull();
    expect(token).toBeTruthy();
  });

  test(`acc §8: over the cash limit the limit is named and another method is selected (${lang})`, async ({
    page,
    request,
  }) => {
    await asCustomer(page, request, [FRIES(60)], lang);
    await page.goto('/checkout?page=cart');
    await expect(page.getByTestId('pay-cod').locator('input')).toBeChecked();
    await expect(placeButton(page)).toBeEnabled();
    await placeButton(page).click();
    await expect(page.getByTestId('cod-limit')).toContainText('5,000.00');
    await expect(page.getByTestId('pay-cod').locator('input')).not.toBeChecked();
    await expect(page.getByTestId('pay-digital:stripe').locator('input')).toBeChecked();
  });
}
