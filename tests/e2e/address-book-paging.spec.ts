import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, reset, seed } from './orders-helpers';

/** acc §9 "Default page size 10" in the address book (acc §2, §4 My Addresses): ten, then Load more shows the next. */

test.use({ viewport: { width: 390, height: 844 } });

const MORE = { en: 'Load more', ar: 'تحميل المزيد' } as const;
const SAVED = { en: 'Saved addresses', ar: 'العناوين المحفوظة' } as const;
const JSON_HEADERS = { Accept: 'application/json' };

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Saves addresses for the demo customer until the book holds `count` of them. */
async function fillBook(request: APIRequestContext, token: string, count: number) {
  const headers = { ...JSON_HEADERS, Authorization: `Bearer ${token}` };
  const first = await request.get('/api/v1/customer/address/list?limit=10&offset=1', { headers });
  const have = ((await first.json()) as { total_size: number }).total_size;
  for (let i = have; i < count; i++) {
    const r = await request.post('/api/v1/customer/address/add', {
      headers,
      data: {
        contact_person_name: 'Demo Customer',
        contact_person_number: '+8801700000001',
        address_type: 'other',
        address_label: `Flat ${i + 1}`,
        address: `House ${i + 1}, Road 5, Dhanmondi`,
        latitude: '23.757989',
        longitude: '90.360587',
      },
    });
    expect(r.ok()).toBe(true);
  }
}

test.beforeEach(async ({ request }) => reset(request));

for (const lang of ['en', 'ar'] as const) {
  test(`acc §9 Default page size 10: My Addresses shows ten saved addresses, Load more shows the next ten, none left out (${lang})`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    await fillBook(request, token, 23);
    await seed(page, { lang, token });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/customer/address/list') && url.searchParams.get('offset'))
        asked.push(`${url.searchParams.get('limit')}/${url.searchParams.get('offset')}`);
    });
    await page.goto('/profile?page=address');
    const list = page.getByRole('list', { name: SAVED[lang] });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: MORE[lang] }).click();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: MORE[lang] }).click();
    await expect(rows).toHaveCount(23);
    await expect(page.getByRole('button', { name: MORE[lang] })).toHaveCount(0);
    expect(asked.filter((a) => a.startsWith('10/'))).toEqual(['10/1', '10/2', '10/3']);
    expect(await widthOverflow(page)).toBe(0);
  });
}
