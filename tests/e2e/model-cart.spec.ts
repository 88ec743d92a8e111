import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserPaths } from '../tools/browserRuns';
import type { ModelPath } from '../tools/model';
import { recordSignInRequests, recordToasts, seedDevice, shownToasts, signInRequests } from './device';

/**
 * docs/conventions.md "Tests", issue 10 item 7: the checkout-gating and add-to-cart flows run model-based in the browser.
 * Each covering path (`npm run paths -- checkoutGating`, `… addToCart`) drives the real UI; the facts an event
 * carries (lines in the cart, a token, guest checkout on) and the server's answers are arranged first.
 */

const GROCERY = { id: 2, module_type: 'grocery' };

async function seed(page: Page, owner: { token?: string; guestId?: string }) {
  await seedDevice(page, { module: GROCERY, ...owner });
  await recordSignInRequests(page);
}

async function token(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email' },
  });
  return ((await res.json()) as { token: string }).token;
}

async function guestId(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/guest/request');
  return String(((await res.json()) as { guest_id: string | number }).guest_id);
}

async function addLine(request: APIRequestContext, owner: { token?: string; guestId?: string }, itemId: number) {
  const res = await request.post('/api/v1/customer/cart/add', {
    headers: { moduleId: '2', zoneId: '[1,2,3]', ...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}) },
    data: {
      item_id: itemId,
      model: 'Item',
      price: 0,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      ...(owner.guestId ? { guest_id: owner.guestId } : {}),
    },
  });
  expect(res.ok()).toBe(true);
}

type Proceed = { type: 'checkout.proceed'; lineCount: number; signedIn: boolean; guestCheckout: boolean };
const proceeds = (path: ModelPath) =>
  path.steps.map((s) => s.event).filter((e): e is Proceed => e.type === 'checkout.proceed');

const drawer = (page: Page) => page.getByTestId('cart-drawer');

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

// Paths whose proceeds need two customers are machine-only (tests/tools/browserRuns.ts, shown by npm run paths).
for (const [i, path] of browserPaths('checkoutGating').entries()) {
  const facts = proceeds(path);
  test(`core §4 Checkout button in the drawer: model path ${i + 1} (${path.steps.map((s) => s.event.type).join(' → ')})`, async ({
    page,
    request,
  }) => {
    const fact = facts[0] ?? { lineCount: 0, signedIn: false, guestCheckout: true };
    await request.put('/__test/config', { data: { guest_checkout_status: fact.guestCheckout ? 1 : 0 } });
    const owner = fact.signedIn ? { token: await token(request) } : { guestId: await guestId(request) };
    for (const id of [101, 106].slice(0, fact.lineCount)) await addLine(request, owner, id);
    await seed(page, owner);
    await page.goto('/home');
    if (fact.lineCount) await expect(page.getByTestId('cart-count')).toHaveText(String(fact.lineCount));
    let requests = 0;
    for (const step of path.steps) {
      const type = step.event.type;
      if (type === 'cart.drawer.open') await page.getByTestId('cart-badge').click();
      else if (type === 'cart.drawer.close') {
        // Over the guest-choice dialog the first Escape closes that dialog, the second the drawer.
        if (await page.getByTestId('guest-choice').isVisible()) {
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('guest-choice')).toBeHidden();
        }
        await page.keyboard.press('Escape');
      } else if (type === 'checkout.proceed' && fact.lineCount === 0)
        await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
      else if (type === 'checkout.proceed') await page.getByTestId('cart-checkout').click();
      else if (type === 'checkout.guest.login')
        await page.getByTestId('guest-choice').getByRole('button', { name: 'Log In' }).click();
      else if (type === 'checkout.guest.signup')
        await page.getByTestId('guest-choice').getByRole('button', { name: 'Sign Up' }).click();
      else if (type === 'checkout.guest.continue')
        await page.getByTestId('guest-choice').getByRole('button', { name: 'Continue as Guest' }).click();
      else if (type === 'checkout.guest.dismiss')
        await page.getByTestId('guest-choice').getByRole('button', { name: 'Close' }).click();

      // What the customer sees in the state the machine reaches.
      const value = JSON.stringify(step.value);
      if (value === '"closed"') {
        await expect(drawer(page)).toBeHidden();
        if (type === 'checkout.proceed' && fact.lineCount === 0) await expect(page).toHaveURL(/\/home$/);
        if ((type === 'checkout.proceed' && fact.lineCount > 0 && fact.signedIn) || type === 'checkout.guest.continue')
          await expect(page).toHaveURL(/\/checkout\?page=cart$/);
        if (
          (type === 'checkout.proceed' && fact.lineCount > 0 && !fact.signedIn) ||
          type === 'checkout.guest.login' ||
          type === 'checkout.guest.signup'
        ) {
          requests++;
          const mode = type === 'checkout.guest.signup' ? 'sign-up' : 'sign-in';
          await expect(page.getByTestId('auth-modal')).toHaveAttribute('data-mode', mode);
          expect((await signInRequests(page)).length).toBe(requests);
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('auth-modal')).toBeHidden();
        }
        // Back where the next step of the path starts.
        if (!page.url().endsWith('/home')) await page.goto('/home');
      } else if (value.includes('guestChoice')) {
        await expect(page.getByTestId('guest-choice')).toBeVisible();
      } else {
        await expect(drawer(page)).toBeVisible();
        await expect(page.getByTestId('guest-choice')).toBeHidden();
      }
    }
  });
}

/**
 * The add-to-cart flow's covering paths (`npm run paths -- addToCart`) on a grocery store page. What a path
 * says the server answers is arranged before the tap: a cart holding another store's line, or a refusal.
 */
const cartAdds = (path: ModelPath) =>
  path.steps
    .map((s) => s.event as { type: string; item?: { id: number; module_id?: number } })
    .filter((e) => e.type === 'cart.add');
const answers = (path: ModelPath) => new Set(path.steps.map((s) => s.event.type));

// Paths no page can show (no add under way, two modules) are machine-only (tests/tools/browserRuns.ts).
for (const [i, path] of browserPaths('addToCart').entries()) {
  const adds = cartAdds(path);
  const title = `core §4 Adding to the cart: model path ${i + 1} (${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')})`;
  test(title, async ({ page, request }) => {
    const said = answers(path);
    const owner = await guestId(request);
    const otherStore = path.steps.some(
      (s) =>
        s.event.type === 'xstate.done.actor.readCart' && ((s.event as { output?: unknown[] }).output ?? []).length > 0,
    );
    // The cart already holds a line of another store (Basmati Rice, Uttara Super Shop).
    if (otherStore) await addLine(request, { guestId: owner }, 105);
    await seed(page, { guestId: owner });
    await recordToasts(page);
    const refuse = (url: RegExp, message: string) =>
      page.route(
        url,
        (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ code: 'cart', message }] }),
          }),
        { times: 1 },
      );
    if (said.has('xstate.error.actor.readCart'))
      await page.route(/\/customer\/cart\/list/, (route) => route.abort(), { times: 1 });
    if (said.has('xstate.error.actor.addLine') || said.has('xstate.error.actor.addAfterClear'))
      await refuse(/\/customer\/cart\/add$/, 'Item already exists');
    if (said.has('xstate.error.actor.clearCart'))
      await refuse(/\/customer\/cart\/remove\?/, 'The guest id field is required.');
    const shown = () => shownToasts(page);

    const first = adds[0]!.item!;
    const storeOf: Record<number, number> = { 101: 6, 301: 14 };
    // The store's own items (its popular row repeats some of them).
    const storeName: Record<number, string> = { 6: 'Fresh Mart', 14: 'Style Hub' };
    await page.goto(`/store/${storeOf[first.id]}?module_id=${first.module_id}`);
    const conflict = page.getByTestId('cart-conflict');
    let taps = 0;
    for (const step of path.steps) {
      const event = step.event as { type: string; item?: { id: number; name?: string } };
      if (event.type === 'cart.add') {
        const tap = page
          .getByRole('region', { name: storeName[storeOf[first.id]!] })
          .getByTestId('product-card')
          .filter({ hasText: event.item!.name! })
          .getByTestId('card-add');
        // A repeated tap lands only while the line is still on its way; once added, the card shows its stepper.
        if (taps++ === 0) await tap.click();
        else await tap.click({ timeout: 3_000 }).catch(() => undefined);
      } else if (event.type === 'cart.conflict.confirm') {
        await conflict.getByRole('button', { name: 'Add item' }).click();
      } else if (event.type === 'cart.conflict.cancel') {
        await conflict.getByRole('button', { name: 'Cancel' }).click();
      }
      const value = step.value;
      if (value === 'confirmingConflict')
        await expect(conflict).toContainText('You have item from another store in cart.');
      if (event.type === 'cart.add' && step.value === 'idle' && event.item!.id === 301)
        await expect(page).toHaveURL(/\/product\/cotton-t-shirt\?module_id=4$/);
      if (event.type === 'xstate.done.actor.addLine') await expect.poll(shown).toContain('Item added to cart.');
      if (event.type === 'xstate.done.actor.addAfterClear')
        await expect
          .poll(shown)
          .toContain('Your cart has been cleared successfully. And selected item added to the cart.');
      if (event.type === 'xstate.error.actor.addLine' || event.type === 'xstate.error.actor.addAfterClear')
        await expect.poll(shown).toContain('Item already exists');
      if (event.type === 'xstate.error.actor.clearCart')
        await expect.poll(shown).toContain('The guest id field is required.');
      if (event.type === 'cart.conflict.cancel') {
        await expect(conflict).toBeHidden();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      }
    }
    // Whatever the path, a tap never leaves two lines of one item.
    const res = await request.get(`/api/v1/customer/cart/list?guest_id=${owner}`, { headers: { moduleId: '2' } });
    const ids = ((await res.json()) as Array<{ item_id: number }>).map((l) => l.item_id);
    expect(ids.length).toBe(new Set(ids).size);
  });
}
