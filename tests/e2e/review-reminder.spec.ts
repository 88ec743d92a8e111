import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, FOOD } from './orders-helpers';
import { seedDevice } from './device';
import { hydrated } from './hydration';

/** turn4 §4.6 Review reminder: the home asks once about a delivered order not yet reviewed, never again once dismissed. */

const T = {
  en: { title: 'How was your order?', write: 'Write a review', later: 'Not now' },
  ar: { title: 'كيف كان طلبك؟', write: 'اكتب تقييمًا', later: 'ليس الآن' },
} as const;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

async function reminderOf(request: APIRequestContext, token: string): Promise<number | null> {
  const r = await request.get('/api/v1/customer/review-reminder', { headers: { Authorization: `Bearer ${token}` } });
  return (await r.json()).order_id as number | null;
}

async function noSideways(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Review reminder (${lang}): the home asks about the delivered order waiting for a review; "Not now" ends it for good`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await reminderOf(request, token);
    expect(orderId).toBeGreaterThan(0);
    await seedDevice(page, { lang, token, module: FOOD });
    await page.goto('/home');
    await hydrated(page);
    const card = page.getByRole('region', { name: t.title });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card).toContainText(`#${orderId}`);
    await expect(card.getByRole('link', { name: t.write })).toHaveAttribute('href', `/review?order_id=${orderId}`);
    await noSideways(page);

    await card.getByRole('button', { name: t.later }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(() => reminderOf(request, token)).toBeNull();
    await page.reload();
    await expect(page.getByTestId('home-discovery')).toBeVisible();
    await expect(page.getByRole('region', { name: t.title })).toHaveCount(0);
  });
}

test('Review reminder (en): "Write a review" opens the review of that order; a guest is never asked', async ({
  page,
  request,
  browser,
}) => {
  const token = await demoToken(request);
  const orderId = await reminderOf(request, token);
  await seedDevice(page, { lang: 'en', token, module: FOOD });
  await page.goto('/home');
  const card = page.getByRole('region', { name: T.en.title });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link', { name: T.en.write }).click();
  await expect(page).toHaveURL(new RegExp(`/review\\?order_id=${orderId}`));

  const origin = new URL(page.url()).origin;
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const asked: string[] = [];
  guest.on('request', (r) => {
    if (r.url().includes('review-reminder')) asked.push(r.url());
  });
  await seedDevice(guest, { lang: 'en', module: FOOD });
  await guest.goto(`${origin}/home`);
  await expect(guest.getByTestId('home-discovery')).toBeVisible();
  await expect(guest.getByRole('region', { name: T.en.title })).toHaveCount(0);
  expect(asked).toEqual([]);
  await guest.close();
});
