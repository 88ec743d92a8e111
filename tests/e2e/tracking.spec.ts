import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoToken, placeOrder, reset, seed } from './orders-helpers';

/** Live order tracking on the order's details page at 390×844: the words first, the map beside them. */

const T = {
  en: {
    waiting: 'Waiting for a courier',
    toStore: 'is on the way to the store',
    onTheWay: 'has your order and is on the way',
    delivered: 'Delivered',
    eta: /Arrives (in \d+–|within )\d+ min|Arriving now/,
  },
  ar: {
    waiting: 'بانتظار تعيين مندوب',
    toStore: 'في الطريق إلى المتجر',
    onTheWay: 'طلبك وهو في الطريق إليك',
    delivered: 'تم التوصيل',
    eta: /يصل خلال (\d+–)?\d+ دقيقة|يصل الآن/,
  },
} as const;
const HOME = { lat: 23.7465, lng: 90.385 };
/** The demo couriers (server/catalog/delivery-men.ts). */
const COURIERS = /Rahim Uddin|Karim Hossain/;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => reset(request));

/** Moves the order on the server (test hook), as the demo courier simulation would. */
async function moveOrder(request: APIRequestContext, orderId: number, status: string, share?: number) {
  const r = await request.post('/__test/order-state', {
    data: { order_id: orderId, status, ...(share === undefined ? {} : { share }) },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** Back on the window: the tracking polls at once (repeated until the page shows what is expected). */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openOrder(page: Page, request: APIRequestContext, lang: 'en' | 'ar') {
  const token = await demoToken(request);
  // About 1.4 km from Burger Barn, so the courier has a way to go after pickup.
  const orderId = await placeOrder(
    request,
    { token },
    { address: 'House 5, Road 2, Dhanmondi', latitude: HOME.lat, longitude: HOME.lng },
  );
  await seed(page, { lang, token });
  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByTestId('live-tracking')).toBeVisible({ timeout: 30_000 });
  return orderId;
}

for (const lang of ['en', 'ar'] as const) {
  test(`api-more §10 Order track (${lang}): a demo order is followed to delivery on its details page, the courier moving on the map`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const orderId = await openOrder(page, request, lang);
    const status = page.getByTestId('tracking-status');
    await expect(status).toHaveAttribute('data-phase', 'noCourier');
    await expect(status).toContainText(t.waiting);
    await expect(page.getByTestId('tracking-eta')).toHaveText(t.eta);
    // "updated N s ago" advances while the page is open
    const updated = page.getByTestId('tracking-updated');
    const first = await updated.innerText();
    await expect(updated).not.toHaveText(first, { timeout: 5_000 });

    // The map shows the store and the address at once; the courier appears at assignment.
    await expect(page.locator('[data-testid="tracking-map"] canvas')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('tracking-map-pickup')).toBeVisible();
    await expect(page.getByTestId('tracking-map-destination')).toBeVisible();
    await expect(page.getByTestId('tracking-map-courier')).toHaveCount(0);
    await moveOrder(request, orderId, 'accepted');
    await untilShown(page, () => expect(status).toHaveAttribute('data-phase', 'assigned', { timeout: 1_000 }));
    await expect(status).toContainText(COURIERS);
    await expect(status).toContainText(t.toStore);
    await expect(page.getByTestId('tracking-map-courier')).toBeVisible();

    // Picked up: the marker moves between two polls, and the ETA comes from the distance left.
    await moveOrder(request, orderId, 'picked_up', 0.6);
    await untilShown(page, () => expect(status).toHaveAttribute('data-phase', 'pickedUp', { timeout: 1_000 }));
    await expect(status).toContainText(t.onTheWay);
    const marker = page.getByTestId('tracking-map-courier');
    const before = await marker.getAttribute('data-lat');
    await moveOrder(request, orderId, 'picked_up', 0.8);
    await untilShown(page, () => expect(marker).not.toHaveAttribute('data-lat', before!, { timeout: 1_000 }));
    await expect(page.getByTestId('tracking-eta')).toHaveText(t.eta);
    await expect(page.getByTestId('tracking-map')).toHaveAttribute('data-next', `${HOME.lat},${HOME.lng}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Delivered: the words say so, and the map is gone.
    await moveOrder(request, orderId, 'delivered');
    await untilShown(page, () => expect(status).toHaveAttribute('data-phase', 'delivered', { timeout: 1_000 }));
    await expect(status).toHaveText(t.delivered);
    await expect(page.getByTestId('tracking-map')).toHaveCount(0);
    await expect(page.getByTestId('tracking-eta')).toHaveCount(0);
  });
}

test('api-more §10 Order track: a hidden tab makes no request for the order, and showing it again brings it up to date at once', async ({
  page,
  request,
}) => {
  // The page's clock is moved on below instead of waiting two polls in real time.
  await page.clock.install();
  const orderId = await openOrder(page, request, 'en');
  const tracks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customer/order/track')) tracks.push(r.url());
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await moveOrder(request, orderId, 'accepted');
  // Longer than two of the 10 s polls, every timer due in between fired.
  await page.clock.runFor(25_000);
  // A request the page made after those timers (answered) comes after any poll they started.
  await page.evaluate(() => fetch('/api/v1/config').then((r) => r.ok));
  expect(tracks).toEqual([]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByTestId('tracking-status')).toHaveAttribute('data-phase', 'assigned', { timeout: 10_000 });
  expect(tracks.length).toBeGreaterThan(0);
});

test('api-more §10 Order track: with the map blocked the words still tell the whole story, and the page stays accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/\/assets\/TrackingMap-[^/]*\.js/, (route) => route.abort());
  await page.route(/\/map\/style\.json/, (route) => route.abort());
  const orderId = await openOrder(page, request, 'en');
  const status = page.getByTestId('tracking-status');
  await moveOrder(request, orderId, 'picked_up', 0.6);
  await untilShown(page, () => expect(status).toHaveAttribute('data-phase', 'pickedUp', { timeout: 1_000 }));
  await expect(status).toContainText(COURIERS);
  await expect(status).toContainText(T.en.onTheWay);
  await expect(page.getByTestId('tracking-eta')).toHaveText(T.en.eta);
  await expect(page.getByTestId('tracking-updated')).toContainText(/Updated \d+ s ago/);
  await expect(page.locator('[data-testid="tracking-map"] canvas')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors.filter((e) => !/TrackingMap|dynamically imported module|Failed to fetch/i.test(e))).toEqual([]);
});

test('more §11 trips: a trip shows its pickup and destination on the map, named in words beside it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await demoToken(request);
  const headers = { Accept: 'application/json', moduleId: '6', zoneId: '[1,2,3]', Authorization: `Bearer ${token}` };
  const add = await request.post('/api/v1/rental/user/cart/add-to-cart', {
    headers,
    data: {
      vehicle_id: 1,
      rental_type: 'hourly',
      estimated_hours: 2,
      pickup_location: { lat: 23.7557, lng: 90.3753, location_name: 'Dhanmondi 27' },
      destination_location: { lat: 23.7639, lng: 90.3925, location_name: 'Tejgaon' },
    },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const booked = await request.post('/api/v1/rental/user/trip/trip-booking', {
    headers,
    data: { trip_amount: 945, trip_type: 'hourly', provider_id: 18 },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await seed(page, { lang: 'en', token });
  await page.goto(`/my-trips/${await booked.json()}`);
  await expect(page.getByTestId('trip-details')).toContainText('Tejgaon');
  await expect(page.locator('[data-testid="trip-map"] canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('trip-map-pickup')).toBeVisible();
  await expect(page.getByTestId('trip-map-destination')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
