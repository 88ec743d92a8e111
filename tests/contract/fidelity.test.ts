// @vitest-environment node
/**
 * Contract: what the platform's own web client (the Next.js client 2.3.1) needs from the server (issue 11,
 * items 9, 10 and 12): the older 2.x auth bodies (api §1.2, §3.3), the calls it makes that the 3.x subset
 * lacked, and the 2.x image form (`base_urls` + file names) beside the `*_full_url` form (api §4, §5.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  errorCodes,
  expectContract,
  freshCustomer,
  session,
  startServer,
  type Server,
  type Session,
} from './server.ts';

let server: Server;

let s: Session;

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
});

afterAll(async () => server?.close());

const newPhone = () => `+88018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('Platform fidelity: the older 2.x auth bodies (api §1.2, §3.3)', () => {
  it('api §3.3 auth/login {phone, password, guest_id} without login_type signs in and adopts the guest cart', async () => {
    const guest = (await server.call('POST', '/api/v1/auth/guest/request')).body as { guest_id: number };
    const add = await server.call('POST', '/api/v1/customer/cart/add', {
      headers: s.h('grocery'),
      json: {
        item_id: 101,
        model: 'Item',
        price: 120,
        quantity: 1,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
        guest_id: guest.guest_id,
      },
    });
    expect(add.status).toBe(200);
    const res = await server.op('post', '/api/v1/auth/login', {
      json: { phone: DEMO.customer.phone, password: DEMO.customer.password, guest_id: guest.guest_id },
    });
    expectContract(res, 200);
    const body = res.body as { token: string; is_phone_verified: number };
    expect(body.token).toMatch(/\S{20,}/);
    expect(body.is_phone_verified).toBe(1);
    const cart = await server.call('GET', '/api/v1/customer/cart/list', { headers: s.h('grocery'), token: body.token });
    expect((cart.body as { item_id: number }[]).map((l) => l.item_id)).toContain(101);
  });

  it('api §3.3 auth/login 2.x body: a wrong password is 401 auth-001, a body with neither shape 403 login_type', async () => {
    const wrong = await server.op('post', '/api/v1/auth/login', {
      json: { phone: DEMO.customer.phone, password: 'not-the-password' },
    });
    expectContract(wrong, 401);
    expect(errorCodes(wrong.body)).toEqual(['auth-001']);
    const neither = await server.op('post', '/api/v1/auth/login', { json: { password: DEMO.customer.password } });
    expectContract(neither, 403);
    expect(errorCodes(neither.body)).toContain('login_type');
  });

  it('api §3.3 2.x sign-up {f_name, l_name, …} then verify-phone {phone, otp} then login {phone, password}', async () => {
    const phone = newPhone();
    const password = 'older-client-1';
    const up = await server.op('post', '/api/v1/auth/sign-up', {
      json: {
        f_name: 'Older',
        l_name: 'Client',
        email: `older.${phone.slice(-8)}@example.com`,
        phone,
        password,
        confirm_password: password,
        ref_code: '',
        guest_id: null,
      },
    });
    expectContract(up, 200);
    // Phone verification is on in the demo config: the token waits for the OTP.
    expect(up.body).toMatchObject({ token: null, is_phone_verified: 0 });
    const verify = await server.op('post', '/api/v1/auth/verify-phone', { json: { phone, otp: DEMO.otp } });
    expectContract(verify, 200);
    expect(verify.body).toMatchObject({ message: expect.any(String), otp: 'inactive', is_phone_verified: 1 });
    const login = await server.op('post', '/api/v1/auth/login', { json: { phone, password } });
    expectContract(login, 200);
    expect((login.body as { token: string | null }).token).toBeTruthy();
    const info = await server.call('GET', '/api/v1/customer/info', { token: (login.body as { token: string }).token });
    expect(info.body).toMatchObject({ f_name: 'Older', l_name: 'Client', phone });
  });

  it('api §3.3 2.x verify-phone with a wrong code: 404 OTP does not match, and the phone stays unverified', async () => {
    const phone = newPhone();
    const up = await server.call('POST', '/api/v1/auth/sign-up', {
      json: { f_name: 'Wrong', l_name: 'Code', phone, password: 'wrong-code-1', confirm_password: 'wrong-code-1' },
    });
    expect(up.body).toMatchObject({ is_phone_verified: 0 });
    const res = await server.op('post', '/api/v1/auth/verify-phone', { json: { phone, otp: '000000' } });
    expectContract(res, 404);
    expect(res.body).toEqual({ message: 'OTP does not match' });
    // Still unverified: signing in gives no token (another OTP, or 405 "too soon" right after sign-up).
    const login = await server.call('POST', '/api/v1/auth/login', { json: { phone, password: 'wrong-code-1' } });
    expect((login.body as { token?: string | null }).token ?? null).toBeNull();
  });

  it('api §3.3 2.x forgot-password {phone}, verify-token {phone, reset_token}, reset-password {phone, reset_token, …}', async () => {
    const phone = newPhone();
    const up = await server.call('POST', '/api/v1/auth/sign-up', {
      json: { name: 'Reset Me', phone, password: 'first-pass-1', confirm_password: 'first-pass-1' },
    });
    expect(up.status).toBe(200);
    await server.call('POST', '/api/v1/auth/verify-phone', { json: { phone, otp: DEMO.otp } });
    const forgot = await server.op('post', '/api/v1/auth/forgot-password', { json: { phone } });
    expectContract(forgot, 200);
    const token = await server.op('post', '/api/v1/auth/verify-token', { json: { phone, reset_token: DEMO.otp } });
    expectContract(token, 200);
    const reset = await server.op('put', '/api/v1/auth/reset-password', {
      json: { phone, reset_token: DEMO.otp, password: 'second-pass-2', confirm_password: 'second-pass-2' },
    });
    expectContract(reset, 200);
    const old = await server.call('POST', '/api/v1/auth/login', { json: { phone, password: 'first-pass-1' } });
    expect(old.status).toBe(401);
    const fresh = await server.call('POST', '/api/v1/auth/login', { json: { phone, password: 'second-pass-2' } });
    expect(fresh.status).toBe(200);
  });
});

describe('Platform fidelity: the web client calls the 3.x subset lacked', () => {
  it('stores/popular-items/{id}: a bare array of the store items, most ordered first, id or slug', async () => {
    const res = await server.op('get', '/api/v1/stores/popular-items/{id}', {
      params: { id: 1 },
      headers: s.h('food'),
    });
    expectContract(res, 200);
    const items = res.body as { store_id: number; order_count: number }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.every((it) => it.store_id === 1)).toBe(true);
    expect(items.map((it) => it.order_count)).toEqual([...items.map((it) => it.order_count)].sort((a, b) => b - a));
    const details = await server.call('GET', '/api/v1/stores/details/1');
    const bySlug = await server.op('get', '/api/v1/stores/popular-items/{id}', {
      params: { id: (details.body as { slug: string }).slug },
      headers: s.h('food'),
    });
    expect(bySlug.body).toEqual(res.body);
  });

  it('stores/popular-items/{id}: unknown store → [], no moduleId → 403 moduleId', async () => {
    const unknown = await server.op('get', '/api/v1/stores/popular-items/{id}', {
      params: { id: 'no-such-store' },
      headers: s.h('food'),
    });
    expectContract(unknown, 200);
    expect(unknown.body).toEqual([]);
    const bare = await server.op('get', '/api/v1/stores/popular-items/{id}', { params: { id: 1 } });
    expectContract(bare, 403);
    expect(errorCodes(bare.body)).toEqual(['moduleId']);
  });

  it('items/new-arrival: newest first, paged by page number, limit 30 by default', async () => {
    const all = await server.op('get', '/api/v1/items/new-arrival', { headers: s.h('food') });
    expectContract(all, 200);
    const body = all.body as {
      total_size: number;
      limit: unknown;
      offset: unknown;
      products: { created_at: string }[];
    };
    expect(body.limit).toBe(30);
    expect(body.offset).toBe(1);
    const stamps = body.products.map((p) => p.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const page2 = await server.op('get', '/api/v1/items/new-arrival', {
      headers: s.h('food'),
      query: { limit: 2, offset: 2 },
    });
    expectContract(page2, 200);
    expect((page2.body as { products: unknown[] }).products).toEqual(body.products.slice(2, 4));
  });

  it('items/new-arrival: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/items/new-arrival', { headers: h });
    expectContract(res, 403);
    expect(res.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
  });

  it('items/common-conditions: the pharmacy store items that treat a common condition', async () => {
    const res = await server.op('get', '/api/v1/items/common-conditions', {
      headers: s.h('pharmacy'),
      query: { store_id: 10, limit: 10, offset: 1 },
    });
    expectContract(res, 200);
    const items = (res.body as { products: { store_id: number; common_condition_id: number | null }[] }).products;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((it) => it.store_id === 10 && it.common_condition_id !== null)).toBe(true);
  });

  it('items/common-conditions: 403 validation without store_id, limit and offset', async () => {
    const res = await server.op('get', '/api/v1/items/common-conditions', { headers: s.h('pharmacy') });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(expect.arrayContaining(['store_id', 'limit', 'offset']));
  });

  it('items/reviews/{item_id}: reviews with customer and item_name, paged or all', async () => {
    const all = await server.op('get', '/api/v1/items/reviews/{item_id}', {
      params: { item_id: 1 },
      headers: s.h('food'),
    });
    expectContract(all, 200);
    const body = all.body as {
      total_size: number;
      limit: unknown;
      reviews: { item_name: string; customer: { f_name: string }; attachment: unknown[] }[];
    };
    expect(body.total_size).toBeGreaterThan(1);
    expect(body.limit).toBeNull();
    expect(body.reviews[0]).toMatchObject({
      item_name: 'Classic Beef Burger',
      customer: { f_name: 'Demo' },
      attachment: [],
    });
    const page = await server.op('get', '/api/v1/items/reviews/{item_id}', {
      params: { item_id: 1 },
      headers: s.h('food'),
      query: { limit: 1, offset: 2 },
    });
    expectContract(page, 200);
    expect((page.body as { reviews: unknown[] }).reviews).toEqual(body.reviews.slice(1, 2));
  });

  it('items/reviews/{item_id}: 403 moduleId required', async () => {
    const res = await server.op('get', '/api/v1/items/reviews/{item_id}', { params: { item_id: 1 } });
    expectContract(res, 403);
  });

  it('customer/review-reminder: the delivered order to rate; only its owner can dismiss it (review-reminder-cancel)', async () => {
    const token = await s.token();
    const res = await server.op('get', '/api/v1/customer/review-reminder', { token });
    expectContract(res, 200);
    const reminder = res.body as { order_id: number; images: string[] };
    expect(reminder.order_id).toBeGreaterThan(0);
    expect(reminder.images.length).toBeGreaterThan(0);
    expect(reminder.images.every((f) => /^[a-z0-9-]+\.png$/.test(f))).toBe(true);
    const other = await freshCustomer(server, 'reminder');
    const foreign = await server.op('get', '/api/v1/customer/review-reminder-cancel', {
      token: other.token,
      query: { order_id: reminder.order_id },
    });
    expectContract(foreign, 200);
    expect((await server.call('GET', '/api/v1/customer/review-reminder', { token })).body).toMatchObject({
      order_id: reminder.order_id,
    });
    const cancel = await server.op('get', '/api/v1/customer/review-reminder-cancel', {
      token,
      query: { order_id: reminder.order_id },
    });
    expectContract(cancel, 200);
    expect(cancel.body).toBe('success');
    const after = await server.op('get', '/api/v1/customer/review-reminder', { token });
    expect(after.body).toMatchObject({ order_id: null, images: [] });
  });

  it('customer/review-reminder: 401 without a token; cancel: 401 without a token, 403 without order_id', async () => {
    const anon = await server.op('get', '/api/v1/customer/review-reminder');
    expectContract(anon, 401);
    const anonCancel = await server.op('get', '/api/v1/customer/review-reminder-cancel', { query: { order_id: 1 } });
    expectContract(anonCancel, 401);
    const token = await s.token();
    const missing = await server.op('get', '/api/v1/customer/review-reminder-cancel', { token });
    expectContract(missing, 403);
    expect(errorCodes(missing.body)).toEqual(['order_id']);
  });

  it('offline_payment_method_list: the active methods with the payee details and the customer inputs', async () => {
    const res = await server.op('get', '/api/v1/offline_payment_method_list');
    expectContract(res, 200);
    const methods = res.body as {
      method_name: string;
      status: number;
      method_fields: unknown[];
      method_informations: { is_required: number }[];
    }[];
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((m) => m.status === 1 && m.method_fields.length > 0 && m.method_informations.length > 0)).toBe(
      true,
    );
  });
});
