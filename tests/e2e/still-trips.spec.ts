import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';
import { hydrated } from './hydration';
import { demoToken, placeOrder } from './orders-helpers';
import { openSignIn } from './account-helpers';
import { parcelOrderBody } from '../fixtures/parcel-order';

const FOOD = { id: 1, module_type: 'food' };
const PHARMACY = { id: 3, module_type: 'pharmacy' };

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

/** Whether an input's placeholder fits in the room its padding leaves, in the input's own font. */
async function placeholderFits(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(ctx.measureText(input.placeholder).width), room };
  });
}

test.describe('What a customer still trips on: offline pages, a guest heart, names and placeholders cut', () => {
  test('core §3 Offline: a tap to another page says the customer is offline, the page last seen is still there, and back online the page loads', async ({
    page,
    context,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    await page.goto('/home');
    await hydrated(page);
    const burgers = page.getByTestId('store-card').filter({ hasText: 'Burger Barn' }).first();
    const pizza = page.getByTestId('store-card').filter({ hasText: 'Pizza Palace' }).first();
    await expect(pizza).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    // The store page's code is on the device already (the service worker keeps it in the field; here a hover fetches it).
    await burgers.hover();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await pizza.click();
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('store-card').filter({ hasText: 'Pizza Palace' }).first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/store\//);
    // Back online: the notice goes and the page that waited loads by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pizza Palace' })).toBeVisible();
  });

  test('core §4 Wishlist: the guest toast "You are not logged in." has a Sign In button that opens sign-in after the modal was closed', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    await page.goto('/product/chicken-tikka-pizza?module_id=1');
    await page.getByTestId('wishlist-heart').click();
    const note = toast(page, 'You are not logged in.');
    await expect(note).toBeVisible();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await note.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('auth-modal')).toBeVisible();
    await expect(note).toBeHidden();
  });

  test('acc §3 Saved addresses: the card names each part, "Road 27 · House 12 · Floor 3", not "27, 12, 3"', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD, token: await demoToken(request) });
    await page.goto('/profile?page=address');
    await expect(page.getByText('Road 27 · House 12 · Floor 3')).toBeVisible();
    await expect(page.getByText('Gulshan Avenue · House 45 · Floor 8')).toBeVisible();
    await expect(page.getByText('27, 12, 3')).toHaveCount(0);
  });

  test('acc §4 Sign up: the terms checkbox sits on the line of "I agree with all the Terms & Conditions", not on a line of its own', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: FOOD });
    const modal = await openSignIn(page);
    await modal.getByRole('button', { name: 'Sign Up' }).click();
    await expect(modal).toHaveAttribute('data-mode', 'sign-up');
    const box = (await modal.getByRole('checkbox', { name: /I agree with all the/ }).boundingBox())!;
    const words = (await modal.getByText('I agree with all the').boundingBox())!;
    const middle = box.y + box.height / 2;
    expect(middle).toBeGreaterThan(words.y);
    expect(middle).toBeLessThan(words.y + words.height);
  });

  test('core §9 Home store cards: a store name is shown whole on a phone, not cut with an ellipsis', async ({
    page,
  }) => {
    await seedDevice(page, { lang: 'en', module: PHARMACY });
    await page.goto('/home');
    const names = page.locator('[data-testid="store-card"] p:first-of-type');
    await expect(names.first()).toBeVisible();
    const cut = await names.evaluateAll((els) =>
      els
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
  });
});

/** Moves the order on the server (test hook), as the demo courier simulation would. */
async function moveOrder(request: APIRequestContext, orderId: number, status: string, share: number) {
  const r = await request.post('/__test/order-state', { data: { order_id: orderId, status, share } });
  expect(r.ok(), await r.text()).toBe(true);
}

/** The lower end of "Arrives in 12–17 min", polled at once (a focus brings the tracking up to date). */
async function etaFrom(page: Page, below?: number): Promise<number> {
  let minutes = NaN;
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const text = await page.getByTestId('tracking-eta').innerText();
    minutes = Number(/(\d+)–\d+ min/.exec(text)?.[1]);
    expect(minutes, text).not.toBeNaN();
    if (below !== undefined) expect(minutes, text).toBeLessThan(below);
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
  return minutes;
}

test.describe('The courier: an estimate that moves, a name in the chat, a rating that counts', () => {
  test('api-more §10 Live tracking: while the courier rides to the store, "Arrives in N–M min" falls', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    // About 1 km north of Burger Barn: the demo courier starts about as far south of the store.
    const orderId = await placeOrder(
      request,
      { token },
      { address: 'House 9, Road 8, Dhanmondi', latitude: 23.7647, longitude: 90.3753 },
    );
    await moveOrder(request, orderId, 'accepted', 0.08);
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-phase', 'assigned');
    const far = await etaFrom(page);
    await moveOrder(request, orderId, 'accepted', 0.39);
    // Minutes of riding, not of waiting: the clock alone takes at most a minute off while this polls.
    await etaFrom(page, far - 1);
  });

  test('acc §Inbox Courier chat: an empty chat with the courier is headed by their name, not "Delivery man" twice', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto('/settings?page=inbox&order_id=100001&with=deliveryman');
    const thread = page.getByTestId('chat-thread');
    await expect(thread.getByRole('heading', { name: 'Rahim Uddin' })).toBeVisible();
    await expect(thread.locator('header')).toContainText('Delivery man');
  });

  test("acc §Reviews Order details: the courier's rating counts the customer's review of them", async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto('/my-orders/100001');
    const courier = page.getByTestId('order-deliveryman');
    await expect(courier).toContainText('Rating 0.0 (0)');
    const r = await request.post('/api/v1/delivery-man/reviews/submit', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: { delivery_man_id: 1, order_id: 100001, rating: 4.5, comment: 'Quick and careful' },
    });
    expect(r.ok(), await r.text()).toBe(true);
    await page.reload();
    await expect(courier).toContainText('Rating 4.5 (1)');
  });
});

test.describe('Order details say what the order is', () => {
  test('acc §Orders Take-away order details: collected, not delivered — "Picked up", no "Delivered" step and no delivery time', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token }, { order_type: 'take_away' });
    await seedDevice(page, { lang: 'en', module: FOOD, token });
    await page.goto(`/my-orders/${orderId}`);
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.locator('li').last()).toHaveText('Picked up');
    await expect(timeline).not.toContainText('Delivered');
    await expect(page.getByTestId('order-details')).not.toContainText('Delivery time');
    await moveOrder(request, orderId, 'delivered', 1);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Picked up');
    await expect(timeline).not.toContainText('Delivered');
  });

  test('acc §Orders Parcel details: the instruction chosen for the courier is shown ("Handle with care")', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const r = await request.post('/api/v1/customer/order/place', {
      headers: { Accept: 'application/json', moduleId: '5', zoneId: '[2,1]', Authorization: `Bearer ${token}` },
      data: parcelOrderBody({ delivery_instruction: 'Handle with care' }),
    });
    expect(r.ok(), await r.text()).toBe(true);
    await seedDevice(page, { lang: 'en', module: { id: 5, module_type: 'parcel' }, token });
    await page.goto(`/my-orders/${(await r.json()).order_id}`);
    await expect(page.getByTestId('delivery-info')).toContainText('Instruction for the courier');
    await expect(page.getByTestId('order-instruction')).toHaveText('Handle with care');
  });
});

test.describe('On wider screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const width of [820, 900, 1024, 1280]) {
    test(`core §9 Header search at ${width} px: the field shows "Search items or stores" whole, or the header offers the search icon instead`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await seedDevice(page, { lang: 'en', module: FOOD });
      await page.goto('/home');
      await hydrated(page);
      await expect(page.getByTestId('store-card').first()).toBeVisible();
      if (await page.getByTestId('search-open').isVisible()) return;
      await expect(page.getByTestId('header-search-input')).toBeVisible();
      const fit = await placeholderFits(page, 'header-search-input');
      expect(fit.text, `placeholder ${fit.text}px in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
    });
  }

  test('core §9 Sliders: no arrow is shown where nothing scrolls, and no back arrow at the start', async ({ page }) => {
    await seedDevice(page, { lang: 'en', module: PHARMACY });
    await page.goto('/home');
    const sliders = page.locator('[aria-roledescription="carousel"]');
    await expect(sliders.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const wrong = await sliders.evaluateAll((els) =>
      els.flatMap((el) => {
        const track = el.querySelector('div')!;
        const scrolls = track.scrollWidth > track.clientWidth + 1;
        const shown = [...el.querySelectorAll(':scope > button')]
          .filter((b) => getComputedStyle(b).display !== 'none')
          .map((b) => b.getAttribute('aria-label'));
        const label = el.getAttribute('aria-label');
        return [
          ...(!scrolls && shown.length ? [`${label}: ${shown.join(', ')} with nothing to scroll`] : []),
          ...(shown.includes('Previous') ? [`${label}: Previous at the start`] : []),
        ];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
