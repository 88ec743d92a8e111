import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { recordSignInRequests, seedDevice } from './device';

/** Issue 6: cart, wishlist, buy now and checkout gating (core §2, §4, §5; acc §4). */

export const MODULES = {
  food: { id: 1, module_type: 'food' },
  grocery: { id: 2, module_type: 'grocery' },
  ecommerce: { id: 4, module_type: 'ecommerce' },
  parcel: { id: 5, module_type: 'parcel' },
};

export type ModuleName = keyof typeof MODULES;

export interface Seed {
  lang?: 'en' | 'ar';
  theme?: 'light' | 'dark';
  token?: string;
}

export async function seed(page: Page, module: ModuleName, opts: Seed = {}) {
  await seedDevice(page, { ...opts, module: MODULES[module] });
  await recordSignInRequests(page);
}

/** The demo items the journeys use (reference server seed). */
export async function item(request: APIRequestContext, id: number, moduleId: number) {
  const res = await request.get(`/api/v1/items/details/${id}`, {
    headers: { moduleId: String(moduleId), zoneId: '[1,2,3]' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** A product card on its store's page, as a customer finds it. */
export async function card(page: Page, it: Record<string, unknown>) {
  await page.goto(`/store/${String(it.store_id)}?module_id=${String(it.module_id)}`);
  const found = page
    .getByTestId('product-card')
    .filter({ hasText: String(it.name) })
    .first();
  await expect(found).toBeVisible();
  return found;
}

/** Taps the card's add button (core §2 Product card), on the item's store page. */
export async function add(page: Page, it: Record<string, unknown>, taps: 1 | 2 = 1) {
  const button = (await card(page, it)).getByTestId('card-add');
  if (taps === 2) await button.dblclick();
  else await button.click();
}

/** The item's own page (core §2 /product/{id}?module_id). */
export async function productPage(page: Page, id: number, moduleId: number) {
  await page.goto(`/product/${id}?module_id=${moduleId}`);
  await expect(page.getByTestId('item-detail')).toBeVisible();
}

export async function login(request: APIRequestContext, guestId?: string | null) {
  const res = await request.post('/api/v1/auth/login', {
    data: {
      login_type: 'manual',
      email_or_phone: 'demo@example.com',
      password: '12345678',
      field_type: 'email',
      ...(guestId ? { guest_id: guestId } : {}),
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Toasts by their part: while a drawer is open the page outside it is hidden from the accessibility tree. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

export const drawer = (page: Page) => page.getByTestId('cart-drawer');

export const lineOf = (page: Page, name: string) => drawer(page).getByTestId('cart-line').filter({ hasText: name });

export async function openCart(page: Page) {
  await page.getByTestId('cart-badge').click();
  await expect(drawer(page)).toBeVisible();
}

export async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
}

export async function cartLines(
  request: APIRequestContext,
  moduleId: number,
  owner: { guestId?: string | null; token?: string },
) {
  const res = await request.get(`/api/v1/customer/cart/list${owner.guestId ? `?guest_id=${owner.guestId}` : ''}`, {
    headers: { moduleId: String(moduleId), ...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Array<{ item_id: number; quantity: number }>;
}
