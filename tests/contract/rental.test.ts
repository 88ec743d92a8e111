// @vitest-environment node
/** Contract: rental providers, vehicles, the rental cart and the rental wishlist (api2 §11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, session, startServer, type Server, type Session } from './server.ts';

let server: Server;
let s: Session;
let vehicle: { id: number; provider_id: number; trip_hourly?: number; trip_distance?: number };
let provider: { id: number };

function tomorrowNoon(): string {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} 12:00:00`;
}

beforeAll(async () => {
  server = await startServer();
  s = await session(server);
  const search = await server.call('GET', '/api/v1/rental/vehicle/search', {
    headers: s.h('rental'),
    query: { limit: 25, offset: 1 },
  });
  vehicle =
    (search.body as { vehicles: (typeof vehicle)[] }).vehicles.find((v) => v.trip_hourly !== 0) ??
    (search.body as { vehicles: (typeof vehicle)[] }).vehicles[0]!;
  const providers = await server.call('GET', '/api/v1/rental/provider/latest', { headers: s.h('rental') });
  provider = (providers.body as { stores: { id: number }[] }).stores[0]!;
});
afterAll(async () => server?.close());

const noZone = () => {
  const { zoneId: _z, ...h } = s.h('rental');
  return h;
};

describe('providers and vehicles', () => {
  it('api2 §11 rental/provider/latest: 200 provider page (limit 50, offset 1 always)', async () => {
    const res = await server.op('get', '/api/v1/rental/provider/latest', {
      headers: s.h('rental'),
      query: { limit: 5, offset: 3 },
    });
    expectContract(res, 200);
    expect(res.body).toMatchObject({ limit: 50, offset: 1 });
  });

  it('api2 §11 rental/provider/latest: 403 zoneId required', async () => {
    const res = await server.op('get', '/api/v1/rental/provider/latest', { headers: noZone() });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api2 §11 rental/provider/latest: 403 moduleId required', async () => {
    const { moduleId: _m, ...h } = s.h('rental');
    const res = await server.op('get', '/api/v1/rental/provider/latest', { headers: h });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['moduleId']);
  });

  it('api2 §11 rental/provider/get-provider-details: 200 a Store with vehicle counts', async () => {
    const res = await server.op('get', '/api/v1/rental/provider/get-provider-details/{id}', {
      params: { id: provider.id },
      headers: s.h('rental'),
    });
    expectContract(res, 200);
  });

  it('api2 §11 rental/provider/get-provider-details: 404 {"error":"provider_not_found"}', async () => {
    const res = await server.op('get', '/api/v1/rental/provider/get-provider-details/{id}', {
      params: { id: 987654 },
      headers: s.h('rental'),
    });
    expectContract(res, 404);
    expect(res.body).toEqual({ error: 'provider_not_found' });
  });

  it('api2 §11 rental/vehicle/search: 200 vehicles with min/max price', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/search', {
      headers: s.h('rental'),
      query: { limit: 25, offset: 1 },
    });
    expectContract(res, 200);
    expect((res.body as { vehicles: unknown[] }).vehicles.length).toBeGreaterThan(0);
  });

  it('api2 §11 rental/vehicle/search: 403 zoneId required', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/search', { headers: noZone() });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });

  it('api2 §11 rental/vehicle/search: 403 code zone when pickup_location is outside every zone', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/search', {
      headers: s.h('rental'),
      query: { pickup_location: JSON.stringify({ lat: 0, lng: 0 }) },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zone']);
  });

  it('api2 §11 rental/vehicle/get-vehicle-details: 200 with provider and brand', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/get-vehicle-details/{id}', {
      params: { id: vehicle.id },
      headers: s.h('rental'),
    });
    expectContract(res, 200);
  });

  it('api2 §11 rental/vehicle/get-vehicle-details: 404 {"error":"vehicle_not_found"}', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/get-vehicle-details/{id}', {
      params: { id: 987654 },
      headers: s.h('rental'),
    });
    expectContract(res, 404);
    expect(res.body).toEqual({ error: 'vehicle_not_found' });
  });

  it('api2 §11 rental/vehicle/category-list: 200 page whose list key is vehicles', async () => {
    const res = await server.op('get', '/api/v1/rental/vehicle/category-list', {
      headers: s.h('rental'),
      query: { limit: 25, offset: 1 },
    });
    expectContract(res, 200);
  });
});

describe('rental cart', () => {
  let guest: number;
  beforeAll(async () => {
    guest = await s.guestId();
  });

  const addBody = () => ({
    vehicle_id: vehicle.id,
    rental_type: 'hourly',
    estimated_hours: 2,
    quantity: 1,
    pickup_location: { lat: s.lat, lng: s.lng, location_name: 'Pickup' },
    destination_location: { lat: '23.7806', lng: '90.4163', location_name: 'Destination' },
    pickup_time: tomorrowNoon(),
  });

  it('api2 §11 rental/user/cart/get-cart: 401 with neither token nor guest_id', async () => {
    const res = await server.op('get', '/api/v1/rental/user/cart/get-cart', { headers: s.h('rental') });
    expectContract(res, 401);
    expect(res.body).toEqual({ errors: 'Unauthorized' });
  });

  it('api2 §11 rental/user/cart/get-cart: 200 {carts:[],user_data:[]} for a new guest', async () => {
    const res = await server.op('get', '/api/v1/rental/user/cart/get-cart', {
      headers: s.h('rental'),
      query: { guest_id: guest },
    });
    expectContract(res, 200);
    expect(res.body).toEqual({ carts: [], user_data: [] });
  });

  it('api2 §11 rental/user/cart/add-to-cart: 200 carts[] with provider.pickup_zone_id as strings', async () => {
    const res = await server.op('post', '/api/v1/rental/user/cart/add-to-cart', {
      headers: s.h('rental'),
      json: { ...addBody(), guest_id: guest },
    });
    expectContract(res, 200);
    const carts = (res.body as { carts: { provider: { pickup_zone_id: unknown[] } }[] }).carts;
    expect(carts).toHaveLength(1);
    expect(carts[0]!.provider.pickup_zone_id.every((z) => typeof z === 'string')).toBe(true);
    const list = await server.op('get', '/api/v1/rental/user/cart/get-cart', {
      headers: s.h('rental'),
      query: { guest_id: guest },
    });
    expectContract(list, 200);
    expect((list.body as { carts: unknown[] }).carts).toHaveLength(1);
  });

  it('api2 §11 rental/user/cart/add-to-cart: 403 cart_item when the vehicle is already in the cart', async () => {
    const res = await server.op('post', '/api/v1/rental/user/cart/add-to-cart', {
      headers: s.h('rental'),
      json: { ...addBody(), guest_id: guest },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['cart_item']);
  });

  it('api2 §11 rental/user/cart/add-to-cart: 403 validation without vehicle_id', async () => {
    const { vehicle_id: _v, ...body } = addBody();
    const res = await server.op('post', '/api/v1/rental/user/cart/add-to-cart', {
      headers: s.h('rental'),
      json: { ...body, guest_id: guest },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toContain('vehicle_id');
  });

  it('api2 §11 rental/user/cart/remove-cart: 200 {carts:[],user_data:[],status:"success"}', async () => {
    const res = await server.op('delete', '/api/v1/rental/user/cart/remove-cart', {
      headers: s.h('rental'),
      query: { guest_id: guest },
    });
    expectContract(res, 200);
    expect(res.body).toEqual({ carts: [], user_data: [], status: 'success' });
  });

  it('api2 §11 rental/user/cart/remove-cart: 401 with neither token nor guest_id', async () => {
    const res = await server.op('delete', '/api/v1/rental/user/cart/remove-cart', { headers: s.h('rental') });
    expectContract(res, 401);
  });
});

describe('rental wishlist', () => {
  it('api2 §11 rental/user/wish-list: 401 Unauthenticated without a token', async () => {
    const res = await server.op('get', '/api/v1/rental/user/wish-list', { headers: s.h('rental') });
    expectContract(res, 401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('api2 §11 rental/user/wish-list: add 200, duplicate 403 {message}, list 200, remove 200 then 404', async () => {
    const token = await s.token();
    const add = await server.op('post', '/api/v1/rental/user/wish-list/add', {
      headers: s.h('rental'),
      token,
      query: { vehicle_id: vehicle.id },
    });
    expectContract(add, 200);
    const dup = await server.op('post', '/api/v1/rental/user/wish-list/add', {
      headers: s.h('rental'),
      token,
      query: { vehicle_id: vehicle.id },
    });
    expectContract(dup, 403);
    expect(dup.body).toEqual({ message: 'Already in wishlist' });
    const list = await server.op('get', '/api/v1/rental/user/wish-list', { headers: s.h('rental'), token });
    expectContract(list, 200);
    expect((list.body as { vehicles: { id: number }[] }).vehicles.some((v) => v.id === vehicle.id)).toBe(true);
    const rm = await server.op('delete', '/api/v1/rental/user/wish-list/remove', {
      headers: s.h('rental'),
      token,
      query: { vehicle_id: vehicle.id },
    });
    expectContract(rm, 200);
    const again = await server.op('delete', '/api/v1/rental/user/wish-list/remove', {
      headers: s.h('rental'),
      token,
      query: { vehicle_id: vehicle.id },
    });
    expectContract(again, 404);
    expect(again.body).toEqual({ message: 'Not found' });
  });

  it('api2 §11 rental/user/wish-list/add: 403 code data when both vehicle_id and provider_id are sent', async () => {
    const token = await s.token();
    const res = await server.op('post', '/api/v1/rental/user/wish-list/add', {
      headers: s.h('rental'),
      token,
      query: { vehicle_id: vehicle.id, provider_id: provider.id },
    });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['data']);
  });

  it('api2 §11 rental/user/wish-list: 403 zoneId required', async () => {
    const token = await s.token();
    const res = await server.op('get', '/api/v1/rental/user/wish-list', { headers: noZone(), token });
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['zoneId']);
  });
});
