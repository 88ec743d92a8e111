// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, GIF, PNG, WEBP, firstError, makeApp, type TestApp } from './helpers.ts';
import { EN } from './customer.helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

let token: string;

beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});

afterEach(() => t.dispose());

function profileForm(fields: Record<string, string>, image?: { bytes: Uint8Array; name: string; type: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (image) f.set('image', new File([image.bytes], image.name, { type: image.type }));
  return f;
}

const ME = { name: 'Demo Customer', email: 'demo@example.com', phone: '+8801700000001' };

describe('acc §4 profile', () => {
  it('api §2.2 token routes: no token → 401 Unauthenticated (shape depends on Accept)', async () => {
    const r = await t.call('GET', '/api/v1/customer/info', { headers: EN });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Unauthenticated.' });
    const html = await t.call('GET', '/api/v1/customer/info', { headers: { ...EN, Accept: 'text/html' } });
    expect(html.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });

  it('api §2.3 customer/info without X-localization → 200 with errors', async () => {
    const quirk = await t.call('GET', '/api/v1/customer/info', { token });
    expect(quirk.status).toBe(200);
    expect(firstError(quirk.body).code).toBe('x-localization');
    const r = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(r.body).toMatchObject({
      id: 1,
      f_name: 'Demo',
      l_name: 'Customer',
      wallet_balance: 1500,
      loyalty_point: 250,
      is_phone_verified: 1,
      order_count: 2,
    });
    expect(r.body).not.toHaveProperty('password');
  });

  it('core §4 Profile update: name and photo saved; the photo is served', async () => {
    const r = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({ ...ME, name: 'Dana Demo' }, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    });
    expect(r.body).toEqual({ message: 'Profile successfully updated' });
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body.f_name).toBe('Dana');
    const img = await t.app.request(new URL(info.body.image_full_url).pathname);
    expect(img.headers.get('content-type')).toBe('image/png');
    const gif = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm(ME, { bytes: GIF, name: 'a.gif', type: 'image/gif' }),
    });
    expect(gif.status).toBe(200);
  });

  it('core §5 unsupported image types and images over 2 MB → 403, nothing written', async () => {
    const webp = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({ ...ME, name: 'Changed Name' }, { bytes: WEBP, name: 'a.webp', type: 'image/webp' }),
    });
    expect(webp.status).toBe(403);
    expect(webp.body).toEqual({
      errors: [
        {
          code: 'image',
          message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
        },
      ],
    });
    const pdf = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm(ME, { bytes: new TextEncoder().encode('%PDF-1.4'), name: 'a.png', type: 'image/png' }),
    });
    expect(firstError(pdf.body).code).toBe('image');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const large = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm(ME, { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(large.body).toEqual({
      errors: [{ code: 'image', message: 'The image must not be greater than 2048 kilobytes.' }],
    });
    expect(t.count('uploads')).toBe(0);
    expect((await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).body.f_name).toBe('Demo');
  });

  it('core §4 Profile update: a new phone sends an OTP first (otp_send), the OTP confirms it', async () => {
    const first = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({ ...ME, phone: '+8801799999999' }),
    });
    expect(first.body).toEqual({
      verification_on: 'phone',
      verification_medium: 'SMS',
      otp_send: true,
      message: 'OTP sent to your phone',
    });
    expect(t.count('users', 'phone = ?', '+8801799999999')).toBe(0);
    const wrong = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({
        ...ME,
        phone: '+8801799999999',
        otp: '000000',
        verification_on: 'phone',
        verification_medium: 'SMS',
      }),
    });
    expect(wrong.status).toBe(404);
    const ok = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({
        ...ME,
        phone: '+8801799999999',
        otp: '123456',
        verification_on: 'phone',
        verification_medium: 'SMS',
      }),
    });
    expect(ok.body.message).toBe('Profile successfully updated');
    expect(t.count('users', 'phone = ?', '+8801799999999')).toBe(1);
  });

  it('api §3.4 update-profile validation: missing name, taken e-mail', async () => {
    const r = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({ email: 'demo@example.com', phone: ME.phone }),
    });
    expect(firstError(r.body)).toEqual({ code: 'name', message: 'The name field is required.' });
    const taken = await t.call('POST', '/api/v1/customer/update-profile', {
      token,
      form: profileForm({ ...ME, email: 'blocked@example.com' }),
    });
    expect(taken.body).toEqual({ errors: [{ code: 'email', message: 'The email has already been taken.' }] });
  });

  it('api §2.3 remove-account: 203 with an ongoing order, else 200 [] and the token is revoked', async () => {
    await t.call('POST', '/api/v1/customer/cart/add', {
      token,
      headers: FOOD,
      json: { item_id: 5, model: 'Item', price: 120, quantity: 1 },
    });
    const placed = await t.call('POST', '/api/v1/customer/order/place', {
      token,
      headers: FOOD,
      json: { order_amount: 200, payment_method: 'cash_on_delivery', order_type: 'take_away', store_id: 1 },
    });
    expect(placed.status).toBe(200);
    const busy = await t.call('DELETE', '/api/v1/customer/remove-account', { token });
    expect(busy.status).toBe(203);
    expect(firstError(busy.body).code).toBe('on-going');
    await t.call('PUT', '/api/v1/customer/order/cancel', {
      token,
      json: { order_id: placed.body.order_id, reason: 'Changed my mind' },
    });
    const gone = await t.call('DELETE', '/api/v1/customer/remove-account', { token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual([]);
    expect((await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).status).toBe(401);
  });
});

describe('acc §4 addresses and wishlist', () => {
  const home = {
    contact_person_name: 'Demo',
    contact_person_number: '+8801700000001',
    address_type: 'home',
    address: 'Lake Road',
    latitude: '23.7461',
    longitude: '90.3742',
  };

  it('api §3.4 address add/list/update(PUT)/delete with zone ids', async () => {
    const add = await t.call('POST', '/api/v1/customer/address/add', { token, json: home });
    expect(add.body).toEqual({ message: 'Successfully added', zone_ids: [2, 1] });
    const list = await t.call('GET', '/api/v1/customer/address/list', { token });
    expect(list.body.total_size).toBe(3);
    const id = list.body.addresses[0].id;
    expect(list.body.addresses[0].zone_ids).toEqual([2, 1]);
    const up = await t.call('PUT', `/api/v1/customer/address/update/${id}`, {
      token,
      json: { ...home, latitude: 23.87, longitude: 90.4 },
    });
    expect(up.body).toEqual({ message: 'Updated successfully', zone_id: 3 });
    const del = await t.call('DELETE', `/api/v1/customer/address/delete?address_id=${id}`, { token });
    expect(del.body).toEqual({ message: 'Successfully removed' });
    const again = await t.call('DELETE', `/api/v1/customer/address/delete?address_id=${id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Not found' });
  });

  it('api §3.4 address outside every zone → 403 coordinates; missing fields listed', async () => {
    const out = await t.call('POST', '/api/v1/customer/address/add', {
      token,
      json: { ...home, latitude: '23.62', longitude: '90.5' },
    });
    expect(firstError(out.body).code).toBe('coordinates');
    const missing = await t.call('POST', '/api/v1/customer/address/add', { token, json: {} });
    expect(missing.body.errors.map((e: any) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
      'address_type',
      'address',
      'latitude',
      'longitude',
    ]);
    expect(t.count('addresses')).toBe(2);
  });

  it('api §3.4 wish-list: add by query, duplicate 409, both ids 403 data, remove', async () => {
    const add = await t.call('POST', '/api/v1/customer/wish-list/add?item_id=1', { token });
    expect(add.body).toEqual({ message: 'Added successfully' });
    const dup = await t.call('POST', '/api/v1/customer/wish-list/add?item_id=1', { token });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'Already in wishlist' });
    const both = await t.call('POST', '/api/v1/customer/wish-list/add?item_id=1&store_id=1', { token });
    expect(firstError(both.body).code).toBe('data');
    const unknown = await t.call('POST', '/api/v1/customer/wish-list/add?store_id=4242', { token });
    expect(firstError(unknown.body).code).toBe('store_id');
    await t.call('POST', '/api/v1/customer/wish-list/add?store_id=2', { token });
    const list = await t.call('GET', '/api/v1/customer/wish-list', { token, headers: FOOD });
    expect(list.body.item.map((i: any) => i.id)).toEqual([1]);
    expect(list.body.store.map((s: any) => s.id)).toEqual([2]);
    const noZone = await t.call('GET', '/api/v1/customer/wish-list', { token });
    expect(firstError(noZone.body).code).toBe('zoneId');
    expect((await t.call('DELETE', '/api/v1/customer/wish-list/remove?item_id=1', { token })).body).toEqual({
      message: 'Successfully removed',
    });
    expect((await t.call('DELETE', '/api/v1/customer/wish-list/remove?item_id=1', { token })).status).toBe(404);
  });
});

describe('acc §4 wallet, loyalty and coupons', () => {
  it('acc §4 Wallet top-up: add-fund → local payment page → callback with flag=success', async () => {
    const r = await t.call('POST', '/api/v1/customer/wallet/add-fund', {
      token,
      json: {
        amount: 1000,
        payment_method: 'stripe',
        payment_platform: 'web',
        callback: 'http://localhost:5173/profile?page=wallet',
      },
    });
    expect(r.status).toBe(200);
    const link = new URL(r.body.redirect_link);
    expect(link.origin).toBe('http://localhost');
    const page = await t.app.request(link.pathname + link.search);
    expect(await page.text()).toContain('৳1,000.00');
    const form = new FormData();
    form.set('payment_id', link.searchParams.get('payment_id')!);
    form.set('decision', 'success');
    const back = await t.app.request('/payment/pay', { method: 'POST', body: form });
    expect(back.status).toBe(303);
    const cb = new URL(back.headers.get('location')!);
    expect(cb.searchParams.get('flag')).toBe('success');
    expect(cb.searchParams.get('page')).toBe('wallet');
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body.wallet_balance).toBe(2550); // 1500 + 1000 + 5 % bonus
    const again = await t.app.request('/payment/pay', { method: 'POST', body: form });
    expect(again.status).toBe(303);
    expect((await t.call('GET', '/api/v1/customer/info', { token, headers: EN })).body.wallet_balance).toBe(2550);
    const tx = await t.call('GET', '/api/v1/customer/wallet/transactions?limit=10&offset=1&type=add_fund', { token });
    expect(tx.body.data[0]).toMatchObject({ credit: 1050, admin_bonus: 50, transaction_type: 'add_fund' });
  });

  it('api §2.2 add-fund with digital payment off → 403 object error; cancel → flag=fail', async () => {
    const off = makeApp({ config: { digital_payment: false } });
    try {
      const tok = await off.login();
      const r = await off.call('POST', '/api/v1/customer/wallet/add-fund', {
        token: tok,
        json: { amount: 10, payment_method: 'stripe' },
      });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ errors: { message: 'digital_payment_is_disable' } });
    } finally {
      off.dispose();
    }
    const r = await t.call('POST', '/api/v1/customer/wallet/add-fund', {
      token,
      json: { amount: 10, payment_method: 'stripe', callback: 'http://localhost:5173/profile?page=wallet' },
    });
    const form = new FormData();
    form.set('payment_id', new URL(r.body.redirect_link).searchParams.get('payment_id')!);
    form.set('decision', 'fail');
    const back = await t.app.request('/payment/pay', { method: 'POST', body: form });
    expect(new URL(back.headers.get('location')!).searchParams.get('flag')).toBe('fail');
    const bad = await t.call('POST', '/api/v1/customer/wallet/add-fund', {
      token,
      json: { amount: 0, payment_method: 'bitcoin' },
    });
    expect(bad.body.errors.map((e: any) => e.code)).toEqual(['amount']);
  });

  it('api §3.4 loyalty point-transfer: minimum, balance, conversion', async () => {
    const low = await t.call('POST', '/api/v1/customer/loyalty-point/point-transfer', { token, json: { point: 10 } });
    expect(firstError(low.body).code).toBe('point');
    const over = await t.call('POST', '/api/v1/customer/loyalty-point/point-transfer', { token, json: { point: 999 } });
    expect(firstError(over.body).code).toBe('point');
    const ok = await t.call('POST', '/api/v1/customer/loyalty-point/point-transfer', { token, json: { point: 100 } });
    expect(ok.body).toEqual({ message: 'Point to wallet transfer successfully' });
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body).toMatchObject({ loyalty_point: 150, wallet_balance: 1510 });
    const tx = await t.call('GET', '/api/v1/customer/loyalty-point/transactions?limit=10&offset=1', { token });
    expect(tx.body.data[0]).toMatchObject({ debit: 100, transaction_type: 'point_to_wallet' });
    const noPaging = await t.call('GET', '/api/v1/customer/loyalty-point/transactions', { token });
    expect(noPaging.body.errors.map((e: any) => e.code)).toEqual(['limit', 'offset']);
  });

  it('api §3.6 coupon apply: 404 unknown, 407 expired, 406 limit, 403 not eligible, 200 ok', async () => {
    const apply = (code: string, store = 1) =>
      t.call('GET', `/api/v1/coupon/apply?code=${code}&store_id=${store}`, { token, headers: FOOD });
    expect((await apply('NOPE')).status).toBe(404);
    expect((await apply('NOPE')).body).toEqual({ errors: [{ code: 'coupon', message: 'Not found' }] });
    expect((await apply('OLD2020')).status).toBe(407);
    expect((await apply('ONCE')).status).toBe(406);
    expect((await apply('BURGER20', 2)).status).toBe(403);
    expect((await apply('FIRST100')).status).toBe(403); // the demo customer has orders
    const ok = await apply('BURGER20');
    // As the platform: the coupon as stored, a store_wise coupon's data its store ids (coupon/list names the store).
    expect(ok.body).toMatchObject({ code: 'BURGER20', coupon_type: 'store_wise', data: '["1"]' });
    const list = await t.call('GET', '/api/v1/coupon/list', { token, headers: FOOD });
    expect(list.body.map((c: any) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'ZONE50', 'FREESHIP']));
    expect(list.body.map((c: any) => c.code)).not.toContain('OLD2020');
    expect((await t.call('GET', '/api/v1/coupon/list', { headers: FOOD })).status).toBe(401);
  });
});
