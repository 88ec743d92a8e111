import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { recordSignInRequests, seedDevice, signInRequests } from './device';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Issue 6: cart, wishlist, buy now and checkout gating (core §2, §4, §5; acc §4). */

const MODULES = { food: { id: 1, module_type: 'food' }, grocery: { id: 2, module_type: 'grocery' }, ecommerce: { id: 4, module_type: 'ecommerce' }, parcel: { id: 5, module_type: 'parcel' } };
type ModuleName = keyof typeof MODULES;

interface Seed {
  lang?: 'en' | 'ar';
  theme?: 'light' | 'dark';
  token?: string;
}

async function seed(page: Page, module: ModuleName, opts: Seed = {}) {
  await seedDevice(page, { ...opts, module: MODULES[module] });
  await recordSignInRequests(page);
}

/** The demo items the journeys use (reference server seed). */
async function item(request: APIRequestContext, id: number, moduleId: number) {
  const res = await request.get(`/api/v1/items/details/${id}`, { headers: { moduleId: String(moduleId), zoneId: '[1,2,3]' } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** A product card on its store's page, as a customer finds it. */
async function card(page: Page, it: Record<string, unknown>) {
  await page.goto(`/store/${String(it.store_id)}?module_id=${String(it.module_id)}`);
  const found = page
    .getByTestId('product-card')
    .filter({ hasText: String(it.name) })
    .first();
  await expect(found).toBeVisible();
  return found;
}

/** Taps the card's add button (core §2 Product card), on the item's store page. */
async function add(page: Page, it: Record<string, unknown>, taps: 1 | 2 = 1) {
  const button = (await card(page, it)).getByTestId('card-add');
  if (taps === 2) await button.dblclick();
  else await button.click();
}

/** The item's own page (core §2 /product/{id}?module_id). */
async function productPage(page: Page, id: number, moduleId: number) {
  await page.goto(`/product/${id}?module_id=${moduleId}`);
  await expect(page.getByTestId('item-detail')).toBeVisible();
}

async function login(request: APIRequestContext, guestId?: string | null) {
  const res = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email', ...(guestId ? { guest_id: guestId } : {}) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Toasts by their part: while a drawer is open the page outside it is hidden from the accessibility tree. */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();
const drawer = (page: Page) => page.getByTestId('cart-drawer');
const lineOf = (page: Page, name: string) => drawer(page).getByTestId('cart-line').filter({ hasText: name });

async function openCart(page: Page) {
  await page.getByTestId('cart-badge').click();
  await expect(drawer(page)).toBeVisible();
}

async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
}

async function cartLines(request: APIRequestContext, moduleId: number, owner: { guestId?: string | null; token?: string }) {
  const res = await request.get(`/api/v1/customer/cart/list${owner.guestId ? `?guest_id=${owner.guestId}` : ''}`, {
    headers: { moduleId: String(moduleId), ...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Array<{ item_id: number; quantity: number }>;
}

// Traces off: parallel runs of other specs share test-results/ and remove each other's trace files.
test.use({ trace: 'off' });

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('cart', () => {
  test('core §4 Adding to the cart, §2 Shopping cart drawer, §5: a guest adds from two stores, changes quantities, watches the free-delivery bar, removes lines', async ({ page, request }) => {
    const bananas = await item(request, 101, 2);
    const rice = await item(request, 105, 2);
    await seed(page, 'grocery');
    await page.goto('/home');

    // Empty state; Continue Shopping goes to /home and closes (checkout button row 4).
    await openCart(page);
    await expect(drawer(page)).toContainText('Shopping Cart');
    await expect(drawer(page)).toContainText('Your cart is empty');
    await expect(drawer(page)).toContainText('No items added in your cart. Please add product to your cart list.');
    const box = await drawer(page).boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(390, 0);
    expect(await serious(page)).toEqual([]);
    await page.goto('/categories');
    await openCart(page);
    await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(drawer(page)).toBeHidden();

    // A double add makes one line.
    await add(page, bananas, 2);
    await expect(toast(page, 'Item added to cart.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Shopping Cart, 1 item');
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    expect(guestId).toBeTruthy();
    expect(await cartLines(request, 2, { guestId })).toHaveLength(1);

    // The line and the subtotal. Fresh Mart delivers for free (store free_delivery): no free-delivery bar,
    // whose "৳420.00 more for free delivery" would mislead (acc §9; the bar at a store without it: ar below).
    await openCart(page);
    const line = lineOf(page, 'Organic Bananas');
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('01');
    await expect(line.getByTestId('cart-line-remove')).toBeVisible();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('৳80.00');
    await expect(page.getByTestId('free-delivery')).toHaveCount(0);
    expect(await serious(page)).toEqual([]);
    // The line's image opens the item dialog over the drawer.
    await line.getByRole('button', { name: 'Edit Organic Bananas' }).click();
    await expect(page.getByTestId('item-dialog')).toContainText('Organic Bananas');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('item-dialog')).toBeHidden();
    await expect(drawer(page)).toBeVisible();

    // Plus and minus change the quantity; the bar stays away at any amount.
    for (let q = 2; q <= 7; q++) {
      await line.getByTestId('cart-line-plus').click();
      await expect(line.getByTestId('cart-line-quantity')).toHaveText(`0${q}`);
    }
    await expect(page.getByTestId('cart-subtotal')).toHaveText('৳560.00');
    await line.getByTestId('cart-line-minus').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('06');
    await expect(page.getByTestId('free-delivery')).toHaveCount(0);
    await closeCart(page);

    // Another store: the confirmation; Cancel keeps the cart.
    const conflictText = 'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.';
    await add(page, rice);
    const conflict = page.getByTestId('cart-conflict');
    await expect(conflict).toContainText(conflictText);
    expect(await serious(page)).toEqual([]);
    await conflict.getByRole('button', { name: 'Cancel' }).click();
    await expect(conflict).toBeHidden();
    expect((await cartLines(request, 2, { guestId })).map((l) => l.item_id)).toEqual([101]);

    // Confirm: the cart is cleared and the item added.
    await add(page, rice);
    await page.getByTestId('cart-conflict').getByRole('button', { name: 'Add item' }).click();
    await expect(toast(page, 'Your cart has been cleared successfully. And selected item added to the cart.')).toBeVisible();
    expect((await cartLines(request, 2, { guestId })).map((l) => l.item_id)).toEqual([105]);

    // maximum_cart_quantity 2: plus stops with "Out of Limits".
    await openCart(page);
    const riceLine = lineOf(page, 'Basmati Rice 5kg');
    await riceLine.getByTestId('cart-line-plus').click();
    await expect(riceLine.getByTestId('cart-line-quantity')).toHaveText('02');
    await riceLine.getByTestId('cart-line-plus').click();
    await expect(toast(page, 'Out of Limits')).toBeVisible();
    await expect(riceLine.getByTestId('cart-line-quantity')).toHaveText('02');
    expect((await cartLines(request, 2, { guestId }))[0]!.quantity).toBe(2);

    // The cart survives a reload.
    await page.reload();
    await openCart(page);
    await expect(lineOf(page, 'Basmati Rice 5kg').getByTestId('cart-line-quantity')).toHaveText('02');

    // Minus, then the trash at 1 removes the line.
    await lineOf(page, 'Basmati Rice 5kg').getByTestId('cart-line-minus').click();
    await expect(lineOf(page, 'Basmati Rice 5kg').getByTestId('cart-line-quantity')).toHaveText('01');
    await lineOf(page, 'Basmati Rice 5kg').getByTestId('cart-line-remove').click();
    await expect(toast(page, 'Cart item remove successfully.')).toBeVisible();
    await expect(drawer(page)).toContainText('Your cart is empty');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test("core §4 Adding to the cart: a guest's first add stays in the cart when the read of the new guest's cart answers after it", async ({ page, request }) => {
    const bananas = await item(request, 101, 2);
    await seed(page, 'grocery');
    // The first add stores a guest id, and that starts a read of the guest's cart. Here the read answers
    // late, after the add, with the cart as it was before: the add's answer must still be what shows.
    let addAnswered!: () => void;
    const added = new Promise<void>((done) => (addAnswered = done));
    page.on('response', (r) => void (r.url().includes('/customer/cart/add') && addAnswered()));
    let lateRead = false;
    await page.route(
      /\/api\/v1\/customer\/cart\/list\?guest_id=/,
      async (route) => {
        await added;
        lateRead = true;
        await route.fulfill({ json: [] });
      },
      { times: 1 },
    );
    await add(page, bananas);
    await expect.poll(() => lateRead).toBe(true);
    await openCart(page);
    await expect(lineOf(page, String(bananas.name))).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
  });

  test('core §5: non-food plus stops at the stock ("Out of Stock"); food shows "Out of Limits" and still asks the server', async ({ page, request }) => {
    const shoes = await item(request, 302, 4);
    await seed(page, 'ecommerce');
    await page.goto('/home');
    // An ecommerce item with variations is configured on its product page.
    await add(page, shoes);
    await expect(page).toHaveURL(/\/product\/[^?]+\?module_id=4$/);
    // Size 42 has 2 left.
    await page.getByRole('radio', { name: '42', exact: true }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Item added to cart.')).toBeVisible();
    await openCart(page);
    const line = lineOf(page, 'Running Shoes');
    await expect(line.getByTestId('cart-line-choices')).toContainText('Size: 42');
    await line.getByTestId('cart-line-plus').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('02');
    await line.getByTestId('cart-line-plus').click();
    await expect(toast(page, 'Out of Stock')).toBeVisible();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('02');
    await closeCart(page);

    // Food: an item with variations opens the detail dialog first; nothing is added.
    const burger = await item(request, 1, 1);
    const food = await page.context().newPage();
    await seed(food, 'food');
    await food.goto('/home');
    await add(food, burger);
    await expect(food.getByTestId('item-dialog')).toContainText('Classic Beef Burger');
    await expect(food).toHaveURL(/\/store\//);
    await food.keyboard.press('Escape');
    await expect(food.getByTestId('cart-count')).toHaveCount(0);

    // Food: Mango Lassi, at most 3.
    await productPage(food, 5, 1);
    await food.getByTestId('quantity-plus').click();
    await food.getByTestId('quantity-plus').click();
    await expect(food.getByTestId('quantity')).toHaveText('03');
    await food.getByTestId('add-to-cart').click();
    await expect(toast(food, 'Item added to cart.')).toBeVisible();
    await openCart(food);
    const lassiLine = lineOf(food, 'Mango Lassi');
    await expect(lassiLine.getByTestId('cart-line-quantity')).toHaveText('03');
    const sent = food.waitForRequest((r) => r.url().includes('/customer/cart/update'));
    // The server's refusal replaces the notice (one toast for one fact): its answer is held back a moment so
    // the notice can be seen first.
    await food.route('**/customer/cart/update', async (r) => {
      await new Promise((done) => setTimeout(done, 1500));
      await r.continue();
    });
    await lassiLine.getByTestId('cart-line-plus').click();
    await expect(toast(food, 'Out of Limits')).toBeVisible();
    expect((await sent).postDataJSON()).toMatchObject({ quantity: 4 });
    await expect(toast(food, 'Maximum cart quantity exceeded')).toBeVisible();
    await expect(toast(food, 'Out of Limits')).toHaveCount(0);
    await expect(lassiLine.getByTestId('cart-line-quantity')).toHaveText('03');
  });

  test('core §4 Checkout button in the drawer: each row of the table', async ({ page, request }) => {
    const bananas = await item(request, 101, 2);
    await seed(page, 'grocery');
    await page.goto('/home');
    await add(page, bananas);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // Row 3: no token, guest checkout off → the sign-in modal.
    await request.put('/__test/config', { data: { guest_checkout_status: 0 } });
    await page.reload();
    await openCart(page);
    await page.getByTestId('cart-checkout').click();
    await expect(drawer(page)).toBeHidden();
    expect(await signInRequests(page)).toEqual(['sign-in']);
    await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', 'sign-in');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();

    // Row 2: guest checkout on → the guest-choice dialog; sign up, log in, or continue to checkout.
    await request.put('/__test/config', { data: { guest_checkout_status: 1 } });
    await page.reload();
    for (const [choice, mode] of [
      ['Sign Up', 'sign-up'],
      ['Log In', 'sign-in'],
    ] as const) {
      await openCart(page);
      await page.getByTestId('cart-checkout').click();
      const dialog = page.getByTestId('guest-choice');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: choice }).click();
      await expect(dialog).toBeHidden();
      await expect(drawer(page)).toBeHidden();
      expect((await signInRequests(page)).at(-1)).toBe(mode);
      await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', mode);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('auth-modal')).toBeHidden();
    }
    await openCart(page);
    await page.getByTestId('cart-checkout').click();
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('guest-choice').getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByTestId('checkout-line')).toContainText('Organic Bananas');

    // Row 1: with a token → /checkout?page=cart, the drawer closes. (Logging in with the guest id moves the cart.)
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    const token = await login(request, guestId);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/home');
    await openCart(page);
    await expect(lineOf(page, 'Organic Bananas')).toBeVisible();
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByTestId('checkout-subtotal')).toHaveText('৳80.00');

    // Row 4: an empty cart goes to /home.
    await page.goto('/home');
    await openCart(page);
    await lineOf(page, 'Organic Bananas').getByTestId('cart-line-remove').click();
    await expect(drawer(page)).toContainText('Your cart is empty');
    await page.goto('/categories');
    await openCart(page);
    await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('core §4 Buy now: page=buy_now keeps the item; Order Now (campaign) needs a signed-in customer', async ({ page, request }) => {
    await seed(page, 'grocery');
    await productPage(page, 101, 2);
    await page.getByTestId('quantity-plus').click();
    await page.getByTestId('quantity-plus').click();
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
    await expect(page.getByTestId('checkout-line')).toContainText('Organic Bananas');
    await expect(page.getByTestId('checkout-line')).toContainText('Quantity: 3');
    await expect(page.getByTestId('checkout-subtotal')).toHaveText('৳240.00');
    expect(await serious(page)).toEqual([]);

    // Order Now on a campaign item (food) asks a guest to sign in and stays.
    const food = await page.context().newPage();
    await seed(food, 'food');
    await food.goto('/home');
    await food.getByTestId('item-campaigns').getByTestId('product-card').filter({ hasText: 'Eid Special Platter' }).getByTestId('quick-view').click();
    await food.getByTestId('item-dialog').getByTestId('buy-now').click();
    await expect(toast(food, 'Please sign in to order now.')).toBeVisible();
    await expect(food).toHaveURL(/\/home$/);
    expect(await signInRequests(food)).toEqual(['sign-in']);
    void request;
  });

  test('the cart survives a server restart (same database)', async ({ request }) => {
    const dir = mkdtempSync(join(tmpdir(), 'cart-restart-'));
    const db = join(dir, 'storefront.sqlite');
    const port = 4405;
    const base = `http://localhost:${port}`;
    const start = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const child = spawn('npx', ['tsx', 'tests/tools/serve.ts'], {
          cwd: join(import.meta.dirname, '../..'),
          env: { ...process.env, PORT: String(port), STOREFRONT_DB: db, STOREFRONT_STATIC: join(dir, 'none'), STOREFRONT_RATE_LIMIT: '0' },
          stdio: ['ignore', 'pipe', 'inherit'],
          detached: true,
        });
        child.stdout!.on('data', (d: Buffer) => String(d).includes('e2e storefront on') && resolve(child));
        child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
      });
    const stop = (child: ChildProcess) =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      });
    let server = await start();
    try {
      const guest = (await (await request.post(`${base}/api/v1/auth/guest/request`)).json()) as { guest_id: number };
      const added = await request.post(`${base}/api/v1/customer/cart/add`, {
        headers: { moduleId: '2' },
        data: { guest_id: guest.guest_id, item_id: 101, model: 'Item', price: 80, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] },
      });
      expect(added.ok()).toBe(true);
      await stop(server);
      server = await start();
      const list = (await (await request.get(`${base}/api/v1/customer/cart/list?guest_id=${guest.guest_id}`, { headers: { moduleId: '2' } })).json()) as Array<{ item_id: number; quantity: number }>;
      expect(list.map((l) => [l.item_id, l.quantity])).toEqual([[101, 2]]);
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('acc §2 Header: parcel has Contact and no cart badge; a guest in food has Track order; the wishlist badge only for signed-in customers', async ({ page }) => {
    await seed(page, 'parcel');
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('header-contact')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(page.getByTestId('wishlist-badge')).toHaveCount(0);
    await expect(page.getByTestId('header-track')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'food' })));
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    await expect(page.getByTestId('wishlist-badge')).toHaveCount(0);
    // acc §2: a guest outside parcel has Track order (and no chat, no Contact link).
    await expect(page.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order');
    await expect(page.getByTestId('header-chat')).toHaveCount(0);
    await expect(page.getByTestId('header-contact')).toHaveCount(0);
  });
});

test.describe('wishlist', () => {
  test('core §4 Wishlist, §2 Wishlist drawer: a signed-in customer adds, opens, adds to cart, deletes (Cancel, Yes) and opens a store', async ({ page, request }) => {
    const token = await login(request);
    await seed(page, 'grocery', { token });
    await page.goto('/home');
    const badge = page.getByTestId('wishlist-badge');
    await expect(badge).toBeVisible();
    // acc §2: a signed-in customer outside parcel has the chat entry (the inbox) and no track entry.
    await expect(page.getByTestId('header-chat')).toHaveAttribute('href', '/settings?page=inbox');
    await expect(page.getByTestId('header-track')).toHaveCount(0);

    await badge.click();
    const wl = page.getByTestId('wishlist-drawer');
    await expect(wl).toContainText('Wishlist');
    await expect(page.getByTestId('wishlist-tab-items')).toHaveText('Items');
    await expect(page.getByTestId('wishlist-tab-stores')).toHaveText('Stores');
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('No favourite items found');
    await page.getByTestId('wishlist-tab-stores').click();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('No favourite stores found');
    const box = await wl.boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(390, 0);
    expect(await serious(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The heart of the item view adds and removes (the server's message each time).
    await productPage(page, 101, 2);
    const heart = page.getByTestId('wishlist-heart');
    await heart.click();
    await expect(toast(page, 'Added successfully')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await heart.click();
    await expect(toast(page, 'Successfully removed')).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
    await heart.click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    // A store saved elsewhere (another device) shows up too.
    await request.post('/api/v1/customer/wish-list/add?store_id=6', { headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');

    await badge.click();
    const row = wl.getByTestId('wishlist-item').filter({ hasText: 'Organic Bananas' });
    await expect(row).toBeVisible();
    // A double click on add to cart makes one line.
    await row.getByTestId('wishlist-add-to-cart').dblclick();
    await expect(toast(page, 'Item added to cart.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await cartLines(request, 2, { token })).toHaveLength(1);

    await row.getByTestId('wishlist-delete').click();
    const confirm = page.getByTestId('wishlist-remove-confirm');
    await expect(confirm).toContainText('Are you sure you want to delete this item?');
    expect(await confirm.getByRole('heading').evaluate((e) => e.textContent)).toBe('Are you sure you want to  delete this item?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByTestId('wishlist-delete').click();
    await page.getByTestId('wishlist-remove-confirm').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Successfully removed')).toBeVisible();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('No favourite items found');

    await page.getByTestId('wishlist-tab-stores').click();
    const store = wl.getByTestId('wishlist-store').filter({ hasText: 'Fresh Mart' });
    await expect(store).toBeVisible();
    await store.getByTestId('wishlist-store-open').click();
    await expect(page).toHaveURL(/\/store\/[^?]+\?id=6/);
    await expect(wl).toBeHidden();
  });

  test('core §4 Wishlist: a guest gets "You are not logged in."', async ({ page }) => {
    await seed(page, 'grocery');
    await productPage(page, 101, 2);
    await page.getByTestId('wishlist-heart').click();
    await expect(toast(page, 'You are not logged in.')).toBeVisible();
    await expect(page.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('in Arabic', () => {
  test('core §2, §4 in ar (right-to-left): the drawers open from the inline end, the conflict, the quantity and the guest choice read in Arabic', async ({ page, request }) => {
    const bananas = await item(request, 101, 2);
    const rice = await item(request, 105, 2);
    await seed(page, 'grocery', { lang: 'ar' });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await openCart(page);
    await expect(drawer(page)).toContainText('سلة التسوق');
    await expect(drawer(page)).toContainText('سلتك فارغة');
    // Inline end in right-to-left is the left edge.
    expect((await drawer(page).boundingBox())!.x).toBeCloseTo(0, 0);
    await closeCart(page);

    await add(page, bananas);
    await expect(toast(page, 'تمت إضافة المنتج إلى السلة.')).toBeVisible();
    await add(page, rice);
    await expect(page.getByTestId('cart-conflict')).toContainText('لديك منتج من متجر آخر في السلة.');
    await page.getByTestId('cart-conflict').getByRole('button', { name: 'إضافة المنتج' }).click();
    await expect(toast(page, 'تم إفراغ سلتك بنجاح، وأُضيف المنتج المحدد إلى السلة.')).toBeVisible();
    // Arabic's own plural forms: one line is "one product", not a count.
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('سلة التسوق, منتج واحد');

    await openCart(page);
    const line = lineOf(page, 'Basmati Rice 5kg');
    await expect(page.getByTestId('free-delivery-text')).toHaveText('لقد حصلت على رسوم توصيل مخفضة');
    await line.getByTestId('cart-line-plus').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('02');
    await line.getByTestId('cart-line-plus').click();
    await expect(toast(page, 'تجاوز الحد المسموح')).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('guest-choice')).toContainText('كيف تريد إتمام الشراء؟');
    await page.getByTestId('guest-choice').getByRole('button', { name: 'المتابعة كضيف' }).click();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الشراء');
  });

  test('core §2 Wishlist drawer in ar: tabs, empty texts and the delete confirmation', async ({ page, request }) => {
    const token = await login(request);
    await request.post('/api/v1/customer/wish-list/add?item_id=101', { headers: { Authorization: `Bearer ${token}` } });
    await seed(page, 'grocery', { lang: 'ar', token });
    await page.goto('/home');
    await page.getByTestId('wishlist-badge').click();
    const wl = page.getByTestId('wishlist-drawer');
    await expect(wl).toContainText('المفضلة');
    expect((await wl.boundingBox())!.x).toBeCloseTo(0, 0);
    await expect(page.getByTestId('wishlist-tab-items')).toHaveText('المنتجات');
    await page.getByTestId('wishlist-tab-stores').click();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('لا توجد متاجر مفضلة');
    await page.getByTestId('wishlist-tab-items').click();
    await wl.getByTestId('wishlist-delete').click();
    await expect(page.getByTestId('wishlist-remove-confirm')).toContainText('هل أنت متأكد أنك تريد حذف هذا المنتج؟');
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('wishlist-remove-confirm').getByRole('button', { name: 'نعم' }).click();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('لا توجد منتجات مفضلة');
  });
});

test.describe('screenshots', () => {
  test.skip(!process.env.CART_SHOTS, 'set CART_SHOTS=1 to write /tmp/shots');
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`both drawers at phone width, ${lang} ${theme}`, async ({ page, request }) => {
        const token = await login(request);
        for (const q of ['item_id=101', 'item_id=107', 'store_id=6']) await request.post(`/api/v1/customer/wish-list/add?${q}`, { headers: { Authorization: `Bearer ${token}` } });
        for (const [id, quantity] of [
          [101, 2],
          [107, 1],
        ] as const) {
          await request.post('/api/v1/customer/cart/add', {
            headers: { Authorization: `Bearer ${token}`, moduleId: '2' },
            data: { item_id: id, model: 'Item', price: id === 101 ? 80 : 150, quantity, variation: [], add_on_ids: [], add_on_qtys: [] },
          });
        }
        await seed(page, 'grocery', { lang, theme, token });
        await page.goto('/home');
        await openCart(page);
        await expect(lineOf(page, 'Greek Yogurt')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/cart-${lang}-${theme}.png` });
        await closeCart(page);
        await page.getByTestId('wishlist-badge').click();
        await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/wishlist-${lang}-${theme}.png` });
      });
    }
  }
});
