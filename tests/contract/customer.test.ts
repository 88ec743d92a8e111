// @vitest-environment node
/** Contract: profile, addresses, wishlist, wallet, loyalty points and coupons (api §1.4, §2.2, §3.4, §3.6). */
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
import { validateComponent } from './validate.ts';

let server: Server;

let s: Session;

let token: string;

const PNG_HEADER = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

const png = (size = PNG_HEADER.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new File([bytes], 'avatar.png', { type: 'image/png' });
};

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  token = await s.token();
});

afterAll(async () => server?.close());

describe('profile', () => {
  it('api §3.4 customer/info: 200 the User', async () => {
    const res = await server.op('get', '/api/v1/customer/info', { token });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ email: DEMO.customer.email });
    expect(res.body).not.toHaveProperty('password');
  });

  it('api §2.3 customer/info: without X-localization the answer is still 200 (User or errors)', async () => {
    const res = await server.op('get', '/api/v1/customer/info', { token, headers: { 'X-localization': undefined } });
    expectContract(res, 200);
  });

  it('api §1.4 customer/info: 401 {"message":"Unauthenticated."} with Accept: application/json', async () => {
    const res = await server.op('get', '/api/v1/customer/info');
    expectContract(res, 401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('api §1.4 customer/info: 401 auth-001 error list without Accept: application/json', async () => {
    const res = await server.op('get', '/api/v1/customer/info', {
      token: 'expired-token',
      headers: { Accept: undefined },
    });
    expectContract(res, 401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });

  it('api §3.4 customer/update-profile: 200 {message} for a multipart update with a photo', async () => {
    const user = await freshCustomer(server, 'profile');
    const form = new FormData();
    form.set('name', 'Renamed Person');
    form.set('email', user.email);
    form.set('phone', user.phone);
    form.set('image', png());
    const res = await server.op('post', '/api/v1/customer/update-profile', { token: user.token, form });
    expectContract(res, 200);
  });

  it('api §3.4 customer/update-profile: 200 otp_send when the phone changes and phone verification is on', async () => {
    const config = await server.call('GET', '/api/v1/config');
    const phoneVerification = (config.body as { centralize_login: { phone_verification_status: number } })
      .centralize_login.phone_verification_status;
    const user = await freshCustomer(server, 'phonechange');
    const form = new FormData();
    form.set('name', 'Test phonechange');
    form.set('email', user.email);
    form.set('phone', `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    form.set('button_type', 'phone');
    const res = await server.op('post', '/api/v1/customer/update-profile', { token: user.token, form });
    expectContract(res, 200);
    if (phoneVerification === 1) expect(res.body).toMatchObject({ verification_on: 'phone', otp_send: true });
  });

  it('api §3.4 customer/update-profile: 403 validation without name', async () => {
    const form = new FormData();
    form.set('email', DEMO.customer.email);
    form.set('phone', DEMO.customer.phone);
    const res = await server.op('post', '/api/v1/customer/update-profile', { token, form });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('name');
  });

  it('api §3.4 customer/update-profile: 403 image for an unsupported type (webp) and for an image over 2 MB', async () => {
    for (const image of [
      new File([new Uint8Array(64)], 'a.webp', { type: 'image/webp' }),
      new File([new Uint8Array(64)], 'a.pdf', { type: 'application/pdf' }),
      png(2 * 1024 * 1024 + 10),
    ]) {
      const form = new FormData();
      form.set('name', 'Demo Customer');
      form.set('email', DEMO.customer.email);
      form.set('phone', DEMO.customer.phone);
      form.set('image', image);
      const res = await server.op('post', '/api/v1/customer/update-profile', { token, form });
      expectContract(res, 403);
      expect(errorCodes(res.body)).toContain('image');
    }
  });

  it('api §3.4 customer/update-profile: 401 without a token', async () => {
    const form = new FormData();
    form.set('name', 'X');
    const res = await server.op('post', '/api/v1/customer/update-profile', { form });
    expectContract(res, 401);
  });

  it('api §3.4 customer/remove-account: 200 [] for a customer without ongoing orders', async () => {
    const user = await freshCustomer(server, 'remove');
    const res = await server.op('delete', '/api/v1/customer/remove-account', { token: user.token });
    expectContract(res, 200);
    expect(res.body).toEqual([]);
    const after = await server.op('get', '/api/v1/customer/info', { token: user.token });
    expectContract(after, 401);
  });

  it('api §3.4 customer/remove-account: 401 without a token', async () => {
    const res = await server.op('delete', '/api/v1/customer/remove-account');
    expectContract(res, 401);
  });
});

describe('addresses', () => {
  const address = () => ({
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000001',
    address_type: 'home',
    address: 'Road 1, Dhaka',
    latitude: s.lat,
    longitude: s.lng,
    floor: '2',
    road: '1',
    house: '7',
  });
  let created: number;

  it('api §3.4 customer/address/list: 200 address page with zone_ids', async () => {
    const res = await server.op('get', '/api/v1/customer/address/list', { token, query: { limit: 10, offset: 1 } });
    expectContract(res, 200);
    expect((res.body as { addresses: unknown[] }).addresses.length).toBeGreaterThan(0);
  });

  it('api §3.4 customer/address/list: 401 without a token', async () => {
    expectContract(await server.op('get', '/api/v1/customer/address/list'), 401);
  });

  it('api §3.4 customer/address/add: 200 {message, zone_ids}', async () => {
    const res = await server.op('post', '/api/v1/customer/address/add', { token, json: address() });
    expectContract(res, 200);
    const list = await server.call('GET', '/api/v1/customer/address/list', { token, query: { limit: 50, offset: 1 } });
    created = Math.max(...(list.body as { addresses: { id: number }[] }).addresses.map((a) => a.id));
  });

  it('api §3.4 customer/address/add: 403 validation for missing fields', async () => {
    const res = await server.op('post', '/api/v1/customer/address/add', { token, json: { address_type: 'home' } });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(expect.arrayContaining(['contact_person_name', 'address']));
  });

  it('api §3.4 customer/address/add: 403 code coordinates outside every zone', async () => {
    const res = await server.op('post', '/api/v1/customer/address/add', {
      token,
      json: { ...address(), latitude: '0', longitude: '0' },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['coordinates']);
  });

  it("api §3.4 customer/address/add: the form's empty optional fields go as null (AddressInput) and are kept as null", async () => {
    const body = {
      ...address(),
      contact_person_email: null,
      address_label: null,
      floor: null,
      road: null,
      house: null,
      additional_information: null,
    };
    expect(validateComponent('AddressInput', body)).toEqual([]);
    expectContract(await server.op('post', '/api/v1/customer/address/add', { token, json: body }), 200);
    const list = await server.call('GET', '/api/v1/customer/address/list', { token, query: { limit: 50, offset: 1 } });
    const saved = (
      list.body as { addresses: { id: number; floor: unknown; road: unknown; house: unknown }[] }
    ).addresses.reduce((a, b) => (b.id > a.id ? b : a));
    expect([saved.floor, saved.road, saved.house]).toEqual([null, null, null]);
  });

  it('api §3.4 customer/address/update: 200 {message, zone_id} (PUT)', async () => {
    const res = await server.op('put', '/api/v1/customer/address/update/{id}', {
      params: { id: created },
      token,
      json: { ...address(), address_type: 'office' },
    });
    expectContract(res, 200);
  });

  it('api §3.4 customer/address/update: 404 {"message":"Not found"} for an unknown id', async () => {
    const res = await server.op('put', '/api/v1/customer/address/update/{id}', {
      params: { id: 987654 },
      token,
      json: address(),
    });
    expectContract(res, 404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('api §3.4 customer/address/delete: 200 then 404 {"message":"Not found"}', async () => {
    const res = await server.op('delete', '/api/v1/customer/address/delete', { token, query: { address_id: created } });
    expectContract(res, 200);
    const again = await server.op('delete', '/api/v1/customer/address/delete', {
      token,
      query: { address_id: created },
    });
    expectContract(again, 404);
    expect(again.body).toEqual({ message: 'Not found' });
  });
});

describe('wishlist', () => {
  let itemId: number;
  let storeId: number;
  beforeAll(async () => {
    const items = await server.call('GET', '/api/v1/items/popular', { headers: s.h('food') });
    itemId = (items.body as { products: { id: number; store_id: number }[] }).products[0]!.id;
    storeId = (items.body as { products: { id: number; store_id: number }[] }).products[0]!.store_id;
  });

  it('api §3.4 customer/wish-list: 200 {item, store}', async () => {
    const res = await server.op('get', '/api/v1/customer/wish-list', { token, headers: s.h('food') });
    expectContract(res, 200);
  });

  it('api §3.4 customer/wish-list: 403 zoneId required', async () => {
    const { zoneId: _z, ...h } = s.h('food');
    const res = await server.op('get', '/api/v1/customer/wish-list', { token, headers: h });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api §3.4 customer/wish-list: 401 without a token', async () => {
    expectContract(await server.op('get', '/api/v1/customer/wish-list', { headers: s.h('food') }), 401);
  });

  it('api §3.4 customer/wish-list/add: 200 then 409 {"message":"Already in wishlist"}', async () => {
    const add = await server.op('post', '/api/v1/customer/wish-list/add', {
      token,
      headers: s.h('food'),
      query: { item_id: itemId },
    });
    expectContract(add, 200);
    const dup = await server.op('post', '/api/v1/customer/wish-list/add', {
      token,
      headers: s.h('food'),
      query: { item_id: itemId },
    });
    expectContract(dup, 409);
    expect(dup.body).toEqual({ message: 'Already in wishlist' });
    const store = await server.op('post', '/api/v1/customer/wish-list/add', {
      token,
      headers: s.h('food'),
      query: { store_id: storeId },
    });
    expectContract(store, 200);
    const list = await server.op('get', '/api/v1/customer/wish-list', { token, headers: s.h('food') });
    expectContract(list, 200);
    expect((list.body as { item: { id: number }[] }).item.some((i) => i.id === itemId)).toBe(true);
    expect((list.body as { store: { id: number }[] }).store.some((i) => i.id === storeId)).toBe(true);
  });

  it('api §3.4 customer/wish-list/add: 403 code data when both item_id and store_id are sent', async () => {
    const res = await server.op('post', '/api/v1/customer/wish-list/add', {
      token,
      headers: s.h('food'),
      query: { item_id: itemId, store_id: storeId },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['data']);
  });

  it('api §2.1 customer/wish-list/add: 403 validation (item_id) for an unknown item', async () => {
    const res = await server.op('post', '/api/v1/customer/wish-list/add', {
      token,
      headers: s.h('food'),
      query: { item_id: 987654 },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['item_id']);
  });

  it('api §3.4 customer/wish-list/add: 401 without a token', async () => {
    expectContract(
      await server.op('post', '/api/v1/customer/wish-list/add', { headers: s.h('food'), query: { item_id: itemId } }),
      401,
    );
  });

  it('api §3.4 customer/wish-list/remove: 200 then 404 {"message":"Not found"}', async () => {
    const res = await server.op('delete', '/api/v1/customer/wish-list/remove', {
      token,
      headers: s.h('food'),
      query: { item_id: itemId },
    });
    expectContract(res, 200);
    const again = await server.op('delete', '/api/v1/customer/wish-list/remove', {
      token,
      headers: s.h('food'),
      query: { item_id: itemId },
    });
    expectContract(again, 404);
    expect(again.body).toEqual({ message: 'Not found' });
    expectContract(
      await server.op('delete', '/api/v1/customer/wish-list/remove', {
        token,
        headers: s.h('food'),
        query: { store_id: storeId },
      }),
      200,
    );
  });
});
