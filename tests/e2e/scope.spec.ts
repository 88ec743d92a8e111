import { expect, test, type Page } from '@playwright/test';
import { mostToastCopies, recordToasts, seedDevice, shownToasts } from './device';

/** Issue 10: one owner of the shopping scope — /home follows the module, links carry their module, adds queue. */

/** A customer who has chosen a location (and maybe a module) before; `located: false` is a fresh browser. */
const seed = (
  page: Page,
  opts: { lang?: 'en' | 'ar'; module?: { id: number; module_type: string }; located?: boolean } = {},
) => seedDevice(page, opts);

const toasts = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

/** Marks the page so a reload (which would drop the mark) is noticed. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

for (const lang of ['en', 'ar'] as const) {
  const t =
    lang === 'en'
      ? { selected: 'A Module has been selected.', grocery: 'Grocery', pharmacy: 'Pharmacy', food: 'Food' }
      : // Module names come translated by the server (the platform's translations of module_name).
        { selected: 'تم اختيار وحدة.', grocery: 'البقالة', pharmacy: 'الصيدلية', food: 'الطعام' };

  test(`core §4 Module choice: /home follows the chosen module without a reload, one toast a switch (${lang})`, async ({
    page,
  }) => {
    await seed(page, { lang });
    await recordToasts(page);
    await page.goto('/home');
    await markPage(page);
    const popup = page.getByTestId('module-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: t.grocery }).click();
    await expect.poll(() => shownToasts(page)).toContain(t.selected);
    const stores = page.getByTestId('store-card');
    await expect(stores.filter({ hasText: 'Fresh Mart' }).first()).toBeVisible();

    const rail = page.getByTestId('module-rail');
    await rail.getByRole('button', { name: t.pharmacy }).click();
    await expect(stores.filter({ hasText: 'HealthPlus Pharmacy' }).first()).toBeVisible();
    await expect(stores.filter({ hasText: 'Fresh Mart' })).toHaveCount(0);
    await rail.getByRole('button', { name: t.food }).click();
    await expect(stores.filter({ hasText: 'Burger Barn' }).first()).toBeVisible();
    await expect(stores.filter({ hasText: 'HealthPlus Pharmacy' })).toHaveCount(0);
    // One toast per switch, and identical toasts close together merge: never two copies on screen.
    expect(await mostToastCopies(page)).toBe(1);
    expect(await stillSamePage(page)).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? 'null')?.module_type)).toBe('food');
  });
}

test('core §2 /product/{id}?module_id: a pharmacy link opens while Grocery is chosen, and that module is adopted', async ({
  page,
}) => {
  await seed(page, { module: { id: 2, module_type: 'grocery' } });
  await page.goto('/product/202?module_id=3');
  await expect(page.getByTestId('item-detail')).toContainText('Amoxicillin 250mg');
  await expect(page.getByTestId('prescription-note')).toBeVisible();
  // Polled: the server-rendered item shows before the app runs and stores the adopted module.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? 'null')?.id)).toBe(3);
  await page.goto('/home');
  await expect(page.getByTestId('store-card').filter({ hasText: 'HealthPlus Pharmacy' }).first()).toBeVisible();
});

test('core §2 /home category form: a category link of another module shows that category and adopts its module', async ({
  page,
}) => {
  await seed(page, { module: { id: 2, module_type: 'grocery' } });
  await page.goto('/home?search=category&id=21&module_id=3&name=Pain%20Relief&data_type=category');
  await expect(page.getByTestId('product-card').filter({ hasText: 'Paracetamol 500mg' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? 'null')?.id)).toBe(3);
});

test('core §2 /product and /store links open in a fresh browser (no location, no module)', async ({ page }) => {
  await seed(page, { located: false });
  await page.goto('/product/202?module_id=3');
  await expect(page.getByTestId('item-detail')).toContainText('Amoxicillin 250mg');
  await page.goto('/store/10?id=10&module_id=3&store_zone_id=2');
  await expect(page.getByRole('heading', { name: 'HealthPlus Pharmacy' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'HealthPlus Pharmacy' })
      .getByTestId('product-card')
      .filter({ hasText: 'Paracetamol 500mg' }),
  ).toBeVisible();
});

test('core §4 Adding to the cart: quick taps on two cards each add their line', async ({ page, request }) => {
  await seed(page, { module: { id: 3, module_type: 'pharmacy' } });
  await page.goto('/store/10?module_id=3');
  // The store's own items (its popular row repeats some of them).
  const cards = page.getByRole('region', { name: 'HealthPlus Pharmacy' }).getByTestId('product-card');
  const paracetamol = cards.filter({ hasText: 'Paracetamol 500mg' }).getByTestId('card-add');
  const vitamin = cards.filter({ hasText: 'Vitamin C 1000mg' }).getByTestId('card-add');
  await expect(paracetamol).toBeVisible();
  await paracetamol.click();
  await vitamin.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Shopping Cart, 2 items');
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  const res = await request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, { headers: { moduleId: '3' } });
  expect(((await res.json()) as Array<{ item_id: number }>).map((l) => l.item_id).sort()).toEqual([201, 203]);
  // The card of a line in the cart shows its stepper, driven by the cart-line flow.
  const stepper = cards.filter({ hasText: 'Paracetamol 500mg' }).getByTestId('card-stepper');
  await expect(stepper.getByLabel('Quantity', { exact: true })).toHaveText('01');
  await stepper.getByRole('button', { name: 'Increase quantity of Paracetamol 500mg' }).click();
  await expect(stepper.getByLabel('Quantity', { exact: true })).toHaveText('02');
});

test('Toasts: a blocked add in the item dialog shows its toast above the dialog, heard by screen readers', async ({
  page,
}) => {
  await seed(page, { module: { id: 1, module_type: 'food' } });
  await page.goto('/store/1?module_id=1');
  await page
    .getByRole('region', { name: 'Burger Barn' })
    .getByTestId('product-card')
    .filter({ hasText: 'Classic Beef Burger' })
    .getByTestId('card-add')
    .click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('add-to-cart').click();
  const message = toasts(page, 'Variation Size can not remain without selection.');
  await expect(message).toBeVisible();
  // On top: the point at the toast's close button belongs to the toast, not to the dialog or its backdrop
  // (the button is the part of a toast that takes taps; its words let taps through).
  const onTop = await message.evaluate((el) => {
    const r = el.querySelector('button')!.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(onTop).toBe(true);
  // Not hidden from assistive technology by the modal.
  expect(
    await message.evaluate((el) => el.closest('[aria-hidden="true"]') === null && el.closest('[inert]') === null),
  ).toBe(true);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Variation Size can not remain without selection.' })
      .or(page.getByRole('alert').filter({ hasText: 'Variation Size can not remain without selection.' })),
  ).toBeVisible();
});
