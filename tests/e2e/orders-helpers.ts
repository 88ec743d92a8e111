import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** e2e helpers of the after-purchase journeys (issue 14): the demo customer, orders placed through the API. */
export const DEMO = { email: 'demo@example.com', password: '12345678', phone: '+8801700000001' };
export const FOOD = { id: 1, module_type: 'food' };
const JSON_HEADERS = { Accept: 'application/json', moduleId: '1', zoneId: '[1,2,3]' };

export async function demoToken(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: DEMO.email, password: DEMO.password, field_type: 'email' },
    headers: JSON_HEADERS,
  });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}

export async function guestId(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/guest/request', { headers: JSON_HEADERS });
  return String((await r.json()).guest_id);
}

type Owner = { token: string } | { guest: string };
const auth = (o: Owner): Record<string, string> => ('token' in o ? { Authorization: `Bearer ${o.token}` } : {});
const guestField = (o: Owner) => ('guest' in o ? { guest_id: o.guest } : {});

/** A Burger Barn order (always open): two burgers with a size and an add-on, delivered to Dhanmondi. */
export async function placeOrder(
  request: APIRequestContext,
  owner: Owner,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const add = await request.post('/api/v1/customer/cart/add', {
    headers: { ...JSON_HEADERS, ...auth(owner) },
    data: {
      item_id: 1,
      model: 'Item',
      price: 250,
      quantity: 2,
      variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      add_on_ids: [1],
      add_on_qtys: [1],
      ...guestField(owner),
    },
  });
  expect(add.ok()).toBe(true);
  const r = await request.post('/api/v1/customer/order/place', {
    headers: { ...JSON_HEADERS, ...auth(owner) },
    data: {
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 1,
      distance: 1.5,
      address: 'House 12, Road 27, Dhanmondi',
      latitude: 23.7557,
      longitude: 90.3753,
      ...guestField(owner),
      ...extra,
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).order_id as number;
}

/**
 * A digital order the customer then paid (`success`) or cancelled (`fail`, status failed) on the local payment
 * page. The callback must be one of the storefront's own origins, and the page answers only the owner.
 */
export async function placeDigitalOrder(
  request: APIRequestContext,
  token: string,
  decision: 'success' | 'fail',
): Promise<number> {
  const id = await placeOrder(request, { token }, { payment_method: 'digital_payment' });
  const own = new URL((await request.get('/api/v1/config')).url()).origin;
  const start = await request.get(
    `/payment-mobile?order_id=${id}&payment_method=stripe&callback=${encodeURIComponent(`${own}/order-placed`)}`,
    {
      maxRedirects: 0,
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const paymentId = new URL(start.headers().location!, 'http://x').searchParams.get('payment_id')!;
  const done = await request.post('/payment/pay', { form: { payment_id: paymentId, decision }, maxRedirects: 0 });
  expect(done.status()).toBe(303);
  return id;
}

export const placeFailedDigitalOrder = (request: APIRequestContext, token: string) =>
  placeDigitalOrder(request, token, 'fail');

/** The device of a returning customer: a location, the language, and (when given) the token. */
export async function seed(
  page: Page,
  values: { lang: 'en' | 'ar'; token?: string; guest?: string; theme?: 'light' | 'dark' },
) {
  await page.addInitScript((v) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('location', 'Dhanmondi, Dhaka');
    localStorage.setItem('zoneid', '[1,2,3]');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
    localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'food' }));
    localStorage.setItem('language-setting', v.lang);
    if (v.theme) localStorage.setItem('theme-mode', v.theme);
    if (v.token) localStorage.setItem('token', v.token);
    if (v.guest) localStorage.setItem('guest_id', v.guest);
  }, values);
}

export async function reset(request: APIRequestContext) {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
}
