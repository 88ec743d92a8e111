import { expect, test } from '@playwright/test';
import { signInRequests } from './device';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed, productPage, login, serious, toast, cartLines } from './cart-helpers';

// Traces off: parallel runs of other specs share test-results/ and remove each other's trace files.
test.use({ trace: 'off' });

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('cart', () => {
  test('core §4 Buy now: page=buy_now keeps the item; Order Now (campaign) needs a signed-in customer', async ({
    page,
    request,
  }) => {
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
    await food
      .getByTestId('item-campaigns')
      .getByTestId('product-card')
      .filter({ hasText: 'Eid Special Platter' })
      .getByTestId('quick-view')
      .click();
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
          env: {
            ...process.env,
            PORT: String(port),
            STOREFRONT_DB: db,
            STOREFRONT_STATIC: join(dir, 'none'),
            STOREFRONT_RATE_LIMIT: '0',
          },
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
        data: {
          guest_id: guest.guest_id,
          item_id: 101,
          model: 'Item',
          price: 80,
          quantity: 2,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        },
      });
      expect(added.ok()).toBe(true);
      await stop(server);
      server = await start();
      const list = (await (
        await request.get(`${base}/api/v1/customer/cart/list?guest_id=${guest.guest_id}`, {
          headers: { moduleId: '2' },
        })
      ).json()) as Array<{ item_id: number; quantity: number }>;
      expect(list.map((l) => [l.item_id, l.quantity])).toEqual([[101, 2]]);
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('acc §2 Header: parcel has Contact and no cart badge; a guest in food has Track order; the wishlist badge only for signed-in customers', async ({
    page,
  }) => {
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
  test('core §4 Wishlist, §2 Wishlist drawer: a signed-in customer adds, opens, adds to cart, deletes (Cancel, Yes) and opens a store', async ({
    page,
    request,
  }) => {
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
    expect(await confirm.getByRole('heading').evaluate((e) => e.textContent)).toBe(
      'Are you sure you want to  delete this item?',
    );
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

  test('core §4 Wishlist: a guest gets "You are not logged in." and the sign-in modal, their way to a wishlist', async ({
    page,
  }) => {
    await seed(page, 'grocery');
    await productPage(page, 101, 2);
    await page.getByTestId('wishlist-heart').click();
    await expect(toast(page, 'You are not logged in.')).toBeVisible();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await expect(page.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'false');
  });
});
