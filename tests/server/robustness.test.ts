// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOOD, RENTAL, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

/** Every error body must be one of the platform's shapes (api §2.1–2.2). */
function platformShaped(status: number, body: any): boolean {
  if (status < 400 && status !== 203) return true;
  if (Array.isArray(body)) return status === 403; // rental update-user-data: bare array of cart ids
  if (!body || typeof body !== 'object') return false;
  // code "server" means an unexpected exception was caught: a bug, even though it is not a 5xx
  if (Array.isArray(body.errors))
    return (
      body.errors.length > 0 &&
      body.errors.every((e: any) => e.code !== 'server') &&
      body.errors.every((e: any) => typeof e.code === 'string' && typeof e.message === 'string' && e.message.length > 0)
    );
  if (typeof body.errors === 'string') return true;
  if (body.errors && typeof body.errors === 'object') return typeof body.errors.message === 'string';
  return typeof body.message === 'string' || typeof body.error === 'string';
}

// [method, path, headers]: every API route, with the headers that get it past the access rules.
const ROUTES: Array<[string, string, Record<string, string>]> = [
  ['GET', '/api/v1/config/get-zone-id', {}],
  ['GET', '/api/v1/zone/check', {}],
  ['GET', '/api/v1/categories/items/1', FOOD],
  ['GET', '/api/v1/stores/latest', FOOD],
  ['GET', '/api/v1/stores/popular', FOOD],
  ['GET', '/api/v1/stores/get-stores/all', FOOD],
  ['GET', '/api/v1/stores/search', FOOD],
  ['GET', '/api/v1/stores/top-offer-near-me', FOOD],
  ['GET', '/api/v1/items/latest', FOOD],
  ['GET', '/api/v1/items/popular', FOOD],
  ['GET', '/api/v1/items/discounted', FOOD],
  ['GET', '/api/v1/items/recommended', FOOD],
  ['GET', '/api/v1/items/search', FOOD],
  ['GET', '/api/v1/items/details/abc', FOOD],
  ['GET', '/api/v1/items/related-items/abc', FOOD],
  ['GET', '/api/v1/campaigns/basic-campaign-details', FOOD],
  ['GET', '/api/v1/flash-sales/items', FOOD],
  ['GET', '/api/v1/items/most-reviewed', FOOD],
  ['GET', '/api/v1/items/search-suggestion', FOOD],
  ['GET', '/api/v1/items/item-or-store-search', FOOD],
  ['GET', '/api/v1/get-combined-data', FOOD],
  ['GET', '/api/v1/customer/suggested-items', FOOD],
  ['GET', '/api/v1/customer/visit-again', FOOD],
  ['GET', '/api/v1/config/place-api-autocomplete', {}],
  ['GET', '/api/v1/config/place-api-details', {}],
  ['GET', '/api/v1/config/geocode-api', {}],
  ['GET', '/api/v1/config/distance-api', {}],
  ['POST', '/api/v1/auth/login', {}],
  ['POST', '/api/v1/auth/sign-up', {}],
  ['POST', '/api/v1/auth/verify-phone', {}],
  ['POST', '/api/v1/auth/update-info', {}],
  ['POST', '/api/v1/auth/forgot-password', {}],
  ['POST', '/api/v1/auth/verify-token', {}],
  ['PUT', '/api/v1/auth/reset-password', {}],
  ['POST', '/api/v1/auth/firebase-verify-token', {}],
  ['POST', '/api/v1/auth/firebase-send-otp', {}],
  ['POST', '/api/v1/auth/social-login', {}],
  ['POST', '/api/v1/auth/guest/request', {}],
  ['GET', '/api/v1/customer/info', {}],
  ['POST', '/api/v1/customer/update-profile', {}],
  ['GET', '/api/v1/customer/address/list', {}],
  ['POST', '/api/v1/customer/address/add', {}],
  ['PUT', '/api/v1/customer/address/update/1', {}],
  ['DELETE', '/api/v1/customer/address/delete', {}],
  ['GET', '/api/v1/customer/wish-list', FOOD],
  ['POST', '/api/v1/customer/wish-list/add', {}],
  ['DELETE', '/api/v1/customer/wish-list/remove', {}],
  ['GET', '/api/v1/customer/wallet/transactions', {}],
  ['POST', '/api/v1/customer/wallet/add-fund', {}],
  ['GET', '/api/v1/customer/loyalty-point/transactions', {}],
  ['POST', '/api/v1/customer/loyalty-point/point-transfer', {}],
  ['GET', '/api/v1/coupon/list', FOOD],
  ['GET', '/api/v1/coupon/apply', FOOD],
  ['GET', '/api/v1/customer/cart/list', FOOD],
  ['POST', '/api/v1/customer/cart/add', FOOD],
  ['POST', '/api/v1/customer/cart/update', FOOD],
  ['DELETE', '/api/v1/customer/cart/remove-item', FOOD],
  ['DELETE', '/api/v1/customer/cart/remove', FOOD],
  ['POST', '/api/v1/customer/order/place', FOOD],
  ['GET', '/api/v1/customer/order/list', {}],
  ['GET', '/api/v1/customer/order/running-orders', {}],
  ['GET', '/api/v1/customer/order/details', {}],
  ['GET', '/api/v1/customer/order/track', {}],
  ['PUT', '/api/v1/customer/order/cancel', {}],
  ['GET', '/api/v1/rental/vehicle/search', RENTAL],
  ['GET', '/api/v1/rental/vehicle/get-provider-vehicles', RENTAL],
  ['GET', '/api/v1/rental/user/cart/get-cart', RENTAL],
  ['POST', '/api/v1/rental/user/cart/add-to-cart', RENTAL],
  ['PUT', '/api/v1/rental/user/cart/update-cart', RENTAL],
  ['DELETE', '/api/v1/rental/user/cart/remove-multiple-cart', RENTAL],
  ['DELETE', '/api/v1/rental/user/cart/remove-cart', RENTAL],
  ['GET', '/api/v1/rental/user/wish-list', RENTAL],
  ['POST', '/api/v1/rental/user/trip/trip-booking', RENTAL],
  ['GET', '/api/v1/rental/user/trip/get-trip-list/all', RENTAL],
  ['GET', '/api/v1/rental/user/trip/get-trip-details', RENTAL],
  ['PUT', '/api/v1/rental/user/trip/cancel-trip', RENTAL],
  ['POST', '/api/v1/rental/user/trip/payment', RENTAL],
  ['POST', '/api/v1/rental/user/wish-list/add', RENTAL],
];

const JUNK_QUERY =
  '?lat=abc&lng=' +
  'x'.repeat(5000) +
  '&limit=-1&offset=abc&store_id=1e99&category_id=%00&zone_id=[&item_id=99999999999999999999&code=' +
  'Z'.repeat(300) +
  '&name=' +
  'n'.repeat(300) +
  '&order_id=0&cart_id=abc&address_id=-5&guest_id=abc&pickup_location={&type=drop&basic_campaign_id=x&flash_sale_id=y&provider_id=z&search_text=&placeid=&cart_ids=[[';

const JUNK_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"item_id": 1, '],
  ['JSON array', '[1,2,3]'],
  [
    'wrong types',
    JSON.stringify({
      item_id: 'one',
      quantity: [],
      price: {},
      login_type: 5,
      phone: 12,
      email: ['x'],
      name: { a: 1 },
      password: true,
      amount: 'lots',
      point: 'many',
      order_amount: null,
      variation: 'x',
      add_on_ids: 'x',
      guest_id: { id: 1 },
      cart_id: [],
      latitude: 'north',
      vehicle_id: 'car',
      rental_type: 1,
    }),
  ],
  [
    'oversized fields',
    JSON.stringify({
      name: 'n'.repeat(10_000),
      email: `${'e'.repeat(300)}@x.io`,
      phone: '9'.repeat(40),
      password: 'p'.repeat(300),
      address: 'a'.repeat(1000),
      contact_person_name: 'c'.repeat(500),
      otp: '1'.repeat(50),
      quantity: 10 ** 9,
      price: 10 ** 12,
      amount: 10 ** 12,
      login_type: 'manual',
      email_or_phone: 'x'.repeat(1000),
    }),
  ],
  ['empty object', '{}'],
];

let t: TestApp;

let token: string;

let guest: number;

beforeAll(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
  guest = await t.guest();
});

afterAll(() => t.dispose());

/** Row counts of every table a customer can write. */
function fingerprint() {
  return [
    'users',
    'tokens',
    'carts',
    'trips',
    'trip_details',
    'rental_carts',
    'rental_user_data',
    'addresses',
    'wishlists',
    'orders',
    'order_details',
    'wallet_transactions',
    'loyalty_transactions',
    'payment_requests',
    'uploads',
    'social_links',
  ]
    .map((table) => `${table}:${t.count(table)}`)
    .join(',');
}

describe('bad input for every endpoint never gives a 5xx and writes nothing', () => {
  it('api §2 junk query values, malformed/mistyped/oversized bodies → platform-shaped 4xx', async () => {
    const before = fingerprint();
    const seen: string[] = [];
    for (const [method, path, headers] of ROUTES) {
      for (const auth of [{}, { token }, { headers: { Authorization: 'Bearer forged' } }]) {
        const h = { ...headers, ...((auth as any).headers ?? {}) };
        const q = await t.call(method, path + JUNK_QUERY, { headers: h, token: (auth as any).token });
        expect(q.status, `${method} ${path} junk query`).toBeLessThan(500);
        expect(platformShaped(q.status, q.body), `${method} ${path} junk query: ${q.text.slice(0, 200)}`).toBe(true);
        if (method === 'GET') continue;
        for (const [label, raw] of JUNK_BODIES) {
          const r = await t.call(method, path, { headers: h, token: (auth as any).token, raw });
          expect(r.status, `${method} ${path} ${label}`).toBeLessThan(500);
          expect(platformShaped(r.status, r.body), `${method} ${path} ${label}: ${r.text.slice(0, 200)}`).toBe(true);
          seen.push(`${r.status}`);
        }
      }
    }
    // guest/request is the one call that legitimately writes (a guest row) on any body
    expect(fingerprint()).toBe(before);
    expect(seen.length).toBeGreaterThan(100);
  });

  it('api §6.2 malformed JSON → 403 validation error with a clear message', async () => {
    const r = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, raw: '{"guest_id":', token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] });
  });

  it('api §2.2 unknown route → 404 {message}; wrong method → 405 {message}', async () => {
    const nf = await t.call('GET', '/api/v1/does-not-exist');
    expect(nf.status).toBe(404);
    expect(typeof nf.body.message).toBe('string');
    const wm = await t.call('GET', '/api/v1/customer/cart/add');
    expect(wm.status).toBe(405);
    expect(wm.body.message).toContain('Supported methods: POST');
  });

  it('api §1.4 guest rules on every token-or-guest route: no token and no guest → 401 string errors', async () => {
    for (const [m, p] of [
      ['GET', '/api/v1/customer/cart/list'],
      ['POST', '/api/v1/customer/order/place'],
      ['GET', '/api/v1/customer/order/list'],
      ['GET', '/api/v1/rental/user/cart/get-cart'],
    ]) {
      const r = await t.call(m!, p!, { headers: RENTAL });
      expect(r.status, p).toBe(401);
      expect(r.body, p).toEqual({ errors: 'Unauthorized' });
    }
    const withGuest = await t.call('GET', `/api/v1/customer/order/list?guest_id=${guest}&limit=10&offset=1`);
    expect(withGuest.status).toBe(200);
  });
});

describe('persistence', () => {
  it('acc §4 Session: data survives a server restart (same dbFile)', async () => {
    const local = makeApp();
    try {
      const tok = await local.login();
      const g = await local.guest();
      await local.call('POST', '/api/v1/customer/cart/add', {
        token: tok,
        headers: FOOD,
        json: { item_id: 5, model: 'Item', price: 120, quantity: 2 },
      });
      await local.call('POST', '/api/v1/customer/cart/add', {
        headers: FOOD,
        json: { guest_id: g, item_id: 5, model: 'Item', price: 120, quantity: 1 },
      });
      await local.call('POST', '/api/v1/customer/wish-list/add?item_id=3', { token: tok });
      await local.call('POST', '/api/v1/customer/address/add', {
        token: tok,
        json: {
          contact_person_name: 'A',
          contact_person_number: '1',
          address_type: 'home',
          address: 'x',
          latitude: '23.75',
          longitude: '90.37',
        },
      });
      const signUp = await local.call('POST', '/api/v1/auth/sign-up', {
        json: { name: 'Persist Me', phone: '+8801788888888', password: 'password1' },
      });
      expect(signUp.status).toBe(200);
      local.reopen();
      const cart = await local.call('GET', '/api/v1/customer/cart/list', { token: tok, headers: FOOD });
      expect(cart.body.map((l: any) => [l.item_id, l.quantity])).toEqual([[5, 2]]);
      expect(
        (await local.call('GET', `/api/v1/customer/cart/list?guest_id=${g}`, { headers: FOOD })).body,
      ).toHaveLength(1);
      expect(
        (await local.call('GET', '/api/v1/customer/wish-list', { token: tok, headers: FOOD })).body.item[0].id,
      ).toBe(3);
      expect((await local.call('GET', '/api/v1/customer/address/list', { token: tok })).body.total_size).toBe(3);
      expect(local.count('users', 'phone = ?', '+8801788888888')).toBe(1);
    } finally {
      local.dispose();
    }
  });
});
