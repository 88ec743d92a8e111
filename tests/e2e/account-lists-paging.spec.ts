import { expect, test, type Page } from '@playwright/test';
import { demoToken, reset, seed } from './orders-helpers';
import { noSeriousAxe, setConfig } from './account-helpers';

/** acc §9 "Default page size 10": the account lists come ten at a time, and Load more brings the rest. */

test.use({ viewport: { width: 390, height: 844 } });

const MORE = { en: 'Load more', ar: 'تحميل المزيد' } as const;

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The `limit` and `offset` of every call of one list the page makes. */
function recordPages(page: Page, path: string) {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes(path)) asked.push(`${url.searchParams.get('limit')}/${url.searchParams.get('offset')}`);
  });
  return asked;
}

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test(`acc §9 Default page size 10: the points history and the wallet history show ten, Load more shows the rest (${lang})`, async ({
    page,
    request,
  }) => {
    // Thirteen of each: the two seeded, and eleven one-point conversions (each a points and a wallet entry).
    await setConfig(request, { loyalty_point_minimum_point: 1 });
    const token = await demoToken(request);
    for (let i = 0; i < 11; i++) {
      const r = await request.post('/api/v1/customer/loyalty-point/point-transfer', {
        data: { point: 1 },
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      expect(r.ok()).toBe(true);
    }
    await seed(page, { lang, token });
    const points = recordPages(page, '/loyalty-point/transactions');
    await page.goto('/loyalty-points');
    const history = page.getByTestId('loyalty-history');
    await expect(history.getByTestId('transaction')).toHaveCount(10);
    await page.getByRole('button', { name: MORE[lang] }).click();
    await expect(history.getByTestId('transaction')).toHaveCount(13);
    await expect(page.getByRole('button', { name: MORE[lang] })).toHaveCount(0);
    expect(points).toEqual(['10/1', '10/2']);
    expect(await widthOverflow(page)).toBe(0);

    const wallet = recordPages(page, '/wallet/transactions');
    await page.goto('/wallet');
    const rows = page.getByTestId('wallet-history').getByTestId('transaction');
    await expect(rows).toHaveCount(10);
    await noSeriousAxe(page, '[data-testid="wallet-history-more"]');
    await page.getByTestId('wallet-history-more').click();
    await expect(rows).toHaveCount(13);
    expect(wallet).toEqual(['10/1', '10/2']);
    expect(await widthOverflow(page)).toBe(0);
  });

  test(`acc §9 Default page size 10: My Trips asks for ten trips at a time, and Load more shows the next ten, none hidden (${lang})`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await seed(page, { lang, token });
    // 23 running trips, paged as the platform pages them (offset is the page number).
    const asked: string[] = [];
    await page.route('**/api/v1/rental/user/trip/get-trip-list/running**', async (route) => {
      const url = new URL(route.request().url());
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      asked.push(`${limit}/${offset}`);
      const all = Array.from({ length: 23 }, (_, i) => ({
        id: 500 + i,
        provider_id: 19,
        trip_amount: 1000 + i,
        trip_status: 'pending',
        payment_status: 'unpaid',
        created_at: '2026-11-20T10:00:00.000000Z',
        schedule_at: null,
        provider: { id: 19, name: 'City Car Rentals', logo_full_url: null },
      }));
      await route.fulfill({
        json: { total_size: all.length, limit, offset, trips: all.slice((offset - 1) * limit, offset * limit) },
      });
    });
    await page.goto('/my-trips');
    const rows = page.getByTestId('trip-row');
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: MORE[lang] }).click();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: MORE[lang] }).click();
    await expect(rows).toHaveCount(23);
    await expect(rows.last()).toContainText('522');
    await expect(page.getByRole('button', { name: MORE[lang] })).toHaveCount(0);
    expect(asked).toEqual(['10/1', '10/2', '10/3']);
    expect(await widthOverflow(page)).toBe(0);
  });
}
