import { expect, test, type Page } from '@playwright/test';
import { demoToken, placeOrder } from './orders-helpers';
import { seedDevice } from './device';
import { setConfig } from './account-helpers';

/**
 * turn4 §4.5 Push notifications: asked once, after an order, only where the business gave its Firebase web config;
 * a yes registers this device's messaging token (customer/cm-firebase-token) and the server's pushes go to it.
 *
 * No internet here: the real Firebase web SDK runs, and only what lies beyond the machine is stood in for, in the
 * test alone: the browser's push service (a PushManager subscription) and Google's two endpoints the SDK calls
 * (Firebase Installations and FCM registrations).
 */

const KEYS = {
  apiKey: 'e2e-api-key',
  authDomain: 'demo-push.firebaseapp.com',
  projectId: 'demo-push',
  storageBucket: null,
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:0a1b2c3d4e5f6a7b',
  measurementId: null,
};
const FCM_TOKEN = 'e2e-fcm-token-0001';

const T = {
  en: {
    ask: "Get your order's news on this device?",
    on: 'Turn on',
    later: 'Not now',
    done: 'Notifications are on for this device.',
    placed: 'Order placed successfully',
  },
  ar: {
    ask: 'هل تريد تلقي أخبار طلبك على هذا الجهاز؟',
    on: 'تفعيل',
    later: 'ليس الآن',
    done: 'الإشعارات مفعّلة على هذا الجهاز.',
    placed: 'تم تقديم الطلب بنجاح',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, GET, DELETE, OPTIONS',
};

/** Stands in for the browser's push service and Google's endpoints; counts the registrations asked for. */
async function beyondTheMachine(page: Page) {
  await page.addInitScript(() => {
    const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7 + 1) % 256).buffer;
    let current: PushSubscription | null = null;
    const subscription = {
      endpoint: 'https://push.example.test/e2e-device',
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: string) => (name === 'p256dh' ? bytes(65) : bytes(16)),
      toJSON: () => ({ endpoint: 'https://push.example.test/e2e-device', keys: {} }),
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = subscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  });
  const registrations: string[] = [];
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'application/json',
          json: { refreshToken: 'r', authToken: { token: 'fis-auth', expiresIn: '604800s' } },
        }),
  );
  await page.route('https://fcmregistrations.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    registrations.push(route.request().url());
    return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', json: { token: FCM_TOKEN } });
  });
  return registrations;
}

async function noSideways(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Push notifications (${lang}): after an order, "Turn on" and the browser's yes register this device; the order's news is pushed to it`, async ({
    page,
    request,
    context,
  }) => {
    await setConfig(request, { fcm_credentials: KEYS });
    const registrations = await beyondTheMachine(page);
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token });
    await seedDevice(page, { lang, token });
    await page.goto(`/order-placed?order_id=${orderId}`);
    await expect(page.getByTestId('order-placed-title')).toHaveText(t.placed);
    const prompt = page.getByRole('region', { name: t.ask });
    await expect(prompt).toBeVisible();
    await noSideways(page);
    // The browser's own question, answered yes (only "Turn on" makes the page ask it).
    await context.grantPermissions(['notifications']);
    await prompt.getByRole('button', { name: t.on }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    expect(registrations).toEqual(['https://fcmregistrations.googleapis.com/v1/projects/demo-push/registrations']);

    // The server now pushes the order's news to that token (recorded at /outbox/push: no Firebase here).
    const moved = await request.post('/__test/order-state', { data: { order_id: orderId, status: 'accepted' } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await expect.poll(async () => (await (await request.get('/outbox/push')).text()).includes(FCM_TOKEN)).toBe(true);

    // Asked once: the next order's page does not ask again, and registers the token again without a word.
    await page.reload();
    await expect(page.getByTestId('order-placed-title')).toHaveText(t.placed);
    await expect(page.getByRole('region', { name: t.ask })).toHaveCount(0);
  });

  test(`Push notifications (${lang}): the browser's no or "Not now" ends it for good; without the business's Firebase config nothing is asked`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token });
    await seedDevice(page, { lang, token });
    const sdk: string[] = [];
    page.on('request', (r) => {
      if (/googleapis\.com/.test(r.url())) sdk.push(r.url());
    });
    // No config: the order-placed page says nothing about pushes.
    await page.goto(`/order-placed?order_id=${orderId}`);
    await expect(page.getByTestId('order-placed-title')).toHaveText(t.placed);
    await expect(page.getByRole('region', { name: t.ask })).toHaveCount(0);

    await setConfig(request, { fcm_credentials: KEYS });
    await page.reload();
    const prompt = page.getByRole('region', { name: t.ask });
    await expect(prompt).toBeVisible();
    // Permission not granted in this browser: the browser's answer is no, and the prompt goes.
    await prompt.getByRole('button', { name: t.on }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('order-placed-title')).toHaveText(t.placed);
    await expect(page.getByRole('region', { name: t.ask })).toHaveCount(0);
    expect(sdk).toEqual([]);
    expect((await (await request.get('/outbox/push')).text()).includes(FCM_TOKEN)).toBe(false);
  });
}
