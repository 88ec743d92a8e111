// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENTAL, firstError, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

beforeEach(() => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});

afterEach(() => t.dispose());

describe('more §11 rental cart', () => {
  const add = (g: number, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL,
      json: {
        guest_id: g,
        vehicle_id: 1,
        rental_type: 'hourly',
        estimated_hours: 3,
        quantity: 1,
        pickup_location: { lat: 23.7557, lng: 90.3753, location_name: 'Dhanmondi 27' },
        ...extra,
      },
    });

  it('api rental get-cart answers carts[] with provider.pickup_zone_id as strings', async () => {
    const g = await t.guest();
    const empty = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, { headers: RENTAL });
    expect(empty.body).toEqual({ carts: [], user_data: [] });
    const r = await add(g);
    expect(r.status).toBe(200);
    expect(r.body.carts[0].provider.pickup_zone_id).toEqual(['1', '2', '3']);
    expect(r.body.carts[0].price).toBe(1350); // 500 × 3 h − 10 %
    expect(r.body.user_data).toMatchObject({
      rental_type: 'hourly',
      estimated_hours: 3,
      total_cart_price: 1350,
      pickup_location: { location_name: 'Dhanmondi 27' },
    });
  });

  it('api rental add-to-cart refusals → 403 cart_item', async () => {
    const g = await t.guest();
    expect(firstError((await add(g, { vehicle_id: 999 })).body)).toEqual({
      code: 'cart_item',
      message: 'Vehicle not found',
    });
    expect(firstError((await add(g, { quantity: 9 })).body).message).toBe('Max vehicle available quantity is 3');
    expect(firstError((await add(g, { vehicle_id: 6 })).body).message).toBe(
      'This vehicle does not support this rental type',
    );
    expect(
      firstError(
        (
          await add(g, {
            vehicle_id: 6,
            rental_type: 'distance_wise',
            distance: 10,
            estimated_hours: undefined,
            pickup_location: { lat: 23.7557, lng: 90.3753 },
          })
        ).body,
      ).message,
    ).toBe('This provider does not serve the pickup location');
    expect(firstError((await add(g, { rental_type: 'hourly', estimated_hours: undefined })).body).code).toBe(
      'estimated_hours',
    );
    await add(g);
    expect(firstError((await add(g)).body).message).toBe('This vehicle is already in your cart');
    expect(firstError((await add(g, { vehicle_id: 4 })).body).message).toBe(
      'You can only rent from one provider at a time',
    );
  });

  it('core §7 customer/cart/remove with vehicle_id removes one rental item', async () => {
    const g = await t.guest();
    await add(g);
    await add(g, { vehicle_id: 2 });
    await t.call('DELETE', `/api/v1/customer/cart/remove?guest_id=${g}&vehicle_id=1&quantity=1&rental_type=hourly`, {
      headers: RENTAL,
    });
    const cart = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, { headers: RENTAL });
    expect(cart.body.carts.map((l: any) => l.vehicle_id)).toEqual([2]);
    const clear = await t.call('DELETE', `/api/v1/rental/user/cart/remove-cart?guest_id=${g}`, { headers: RENTAL });
    expect(clear.body).toEqual({ carts: [], user_data: [], status: 'success' });
  });

  it('core §4 Module choice: get-cart drops lines whose pickup zones miss zoneId', async () => {
    const g = await t.guest();
    await add(g, { vehicle_id: 4, pickup_location: { lat: 23.7461, lng: 90.3742 } }); // Dhanmondi Wheels: zones 1, 2
    const uttara = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, {
      headers: { moduleId: '6', zoneId: '[3]' },
    });
    expect(uttara.body.carts).toEqual([]);
  });

  it('more §11 trips: booking the rental cart answers the bare trip id; list, details, cancel', async () => {
    const token = await t.login();
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      token,
      headers: RENTAL,
      json: {
        vehicle_id: 1,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_location: { lat: 23.7557, lng: 90.3753 },
      },
    });
    const wrongType = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
      token,
      headers: RENTAL,
      json: { trip_amount: 1, trip_type: 'distance_wise', provider_id: 18 },
    });
    expect(firstError(wrongType.body).code).toBe('cart');
    const booked = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
      token,
      headers: RENTAL,
      json: { trip_amount: 945, trip_type: 'hourly', provider_id: 18 },
    });
    expect(booked.status).toBe(200);
    expect(typeof booked.body).toBe('number');
    expect((await t.call('GET', '/api/v1/rental/user/cart/get-cart', { token, headers: RENTAL })).body.carts).toEqual(
      [],
    );
    const list = await t.call('GET', '/api/v1/rental/user/trip/get-trip-list/running', { token, headers: RENTAL });
    expect(list.body.trips[0]).toMatchObject({
      id: booked.body,
      trip_status: 'pending',
      trip_type: 'hourly',
      provider: { id: 18 },
    });
    const details = await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}`, { token });
    expect(details.body.trip_details[0].vehicle_details.name).toBe('Toyota Corolla');
    expect((await t.call('GET', '/api/v1/rental/user/trip/get-trip-details?trip_id=999', { token })).body).toEqual({
      errors: 'Trip data not found',
    });
    const cancel = await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', {
      token,
      json: { trip_id: booked.body, cancellation_reason: 'Plans changed' },
    });
    expect(cancel.body).toEqual({ message: 'Trip successfully canceled' });
    const again = await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', {
      token,
      json: { trip_id: booked.body },
    });
    expect(again.body).toEqual({ errors: 'You can not cancal this trip' });
    const empty = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
      token,
      headers: RENTAL,
      json: { trip_amount: 1, trip_type: 'hourly', provider_id: 18 },
    });
    expect(firstError(empty.body)).toEqual({ code: 'cart', message: 'Cart is empty' });
  });

  it('more §11 trip-booking coupon_code: priced by the server (after the provider discount, before tax); refusals are 403 code coupon', async () => {
    const token = await t.login();
    const addCorolla = () =>
      t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
        token,
        headers: RENTAL,
        json: {
          vehicle_id: 1,
          rental_type: 'hourly',
          estimated_hours: 2,
          pickup_location: { lat: 23.7557, lng: 90.3753 },
        },
      });
    const book = (json: Record<string, unknown>) =>
      t.call('POST', '/api/v1/rental/user/trip/trip-booking', {
        token,
        headers: RENTAL,
        json: { trip_amount: 1, trip_type: 'hourly', provider_id: 18, ...json },
      });
    await addCorolla();
    // Another module's coupon, another provider's coupon: refused, and the cart stays for another try.
    expect(firstError((await book({ coupon_code: 'WELCOME10' })).body)).toEqual({
      code: 'coupon',
      message: 'Coupon not found',
    });
    expect((await book({ coupon_code: 'WELCOME10' })).status).toBe(403);
    expect(
      (await t.call('GET', '/api/v1/rental/user/cart/get-cart', { token, headers: RENTAL })).body.carts,
    ).toHaveLength(1);
    // Corolla 2 h: 2 × 450 = 900; the provider's 10 % = 90; RIDE15 takes 15 % of the 810 left = 121.5 (the
    // posted trip_amount is ignored); tax 5 % of 688.5 = 34.425 → 34.43 (whole cents, half up, as the page).
    const booked = await book({ coupon_code: 'ride15', trip_amount: 1 });
    expect(booked.status).toBe(200);
    const trip = (await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}`, { token }))
      .body;
    expect(trip).toMatchObject({
      coupon_code: 'RIDE15',
      discount_on_trip: 90,
      coupon_discount_amount: 121.5,
      tax_amount: 34.43,
      trip_amount: 722.93,
    });
    // A coupon for City Car Rentals only (18) is refused at Dhanmondi Wheels (19).
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      token,
      headers: RENTAL,
      json: {
        vehicle_id: 4,
        rental_type: 'hourly',
        estimated_hours: 1,
        pickup_location: { lat: 23.7557, lng: 90.3753 },
      },
    });
    expect(firstError((await book({ provider_id: 19, coupon_code: 'CITY100' })).body)).toEqual({
      code: 'coupon',
      message: 'This coupon is not valid for you',
    });
    // Below the coupon's minimum trip amount (450 < 500).
    expect(firstError((await book({ provider_id: 19, coupon_code: 'RIDE15' })).body)).toEqual({
      code: 'coupon',
      message: 'The minimum trip amount for this coupon is 500',
    });
    await t.call('DELETE', '/api/v1/rental/user/cart/remove-cart', { token, headers: RENTAL });
    await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', {
      token,
      json: { trip_id: booked.body, cancellation_reason: 'test' },
    });
  });

  it('api rental update-cart unknown cart → 404 {"errors":"Cart not found"}', async () => {
    const g = await t.guest();
    const r = await t.call('PUT', '/api/v1/rental/user/cart/update-cart', {
      headers: RENTAL,
      json: { guest_id: g, cart_id: 777, quantity: 1 },
    });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: 'Cart not found' });
  });

  it('more §11 vehicles: search with filters, details 404 shape, provider details', async () => {
    const s = await t.call('GET', '/api/v1/rental/vehicle/search?trip_type=hourly&category_ids=[2]', {
      headers: RENTAL,
    });
    expect(s.body.vehicles.map((v: any) => v.name).sort()).toEqual(['Honda CB Hornet', 'Yamaha FZ']);
    expect(s.body.limit).toBe(25);
    const out = await t.call(
      'GET',
      `/api/v1/rental/vehicle/search?pickup_location=${encodeURIComponent('{"lat":23.62,"lng":90.5}')}`,
      { headers: RENTAL },
    );
    expect(firstError(out.body).code).toBe('zone');
    const det = await t.call('GET', '/api/v1/rental/vehicle/get-vehicle-details/404', { headers: RENTAL });
    expect(det.status).toBe(404);
    expect(det.body).toEqual({ error: 'vehicle_not_found' });
    const prov = await t.call('GET', '/api/v1/rental/provider/get-provider-details/dhanmondi-wheels', {
      headers: RENTAL,
    });
    expect(prov.body).toMatchObject({ id: 19, pickup_zone_id: '["1","2"]', total_vehicle_count: 2 });
    const latest = await t.call('GET', '/api/v1/rental/provider/latest?limit=2&offset=3', { headers: RENTAL });
    expect(latest.body).toMatchObject({ limit: 50, offset: 1 });
  });

  it('more §11 rental wishlist: duplicate → 403 {message}', async () => {
    const token = await t.login();
    const add1 = await t.call('POST', '/api/v1/rental/user/wish-list/add?vehicle_id=1', { token, headers: RENTAL });
    expect(add1.body).toEqual({ message: 'Added successfully' });
    const dup = await t.call('POST', '/api/v1/rental/user/wish-list/add?vehicle_id=1', { token, headers: RENTAL });
    expect(dup.status).toBe(403);
    expect(dup.body).toEqual({ message: 'Already in wishlist' });
    const list = await t.call('GET', '/api/v1/rental/user/wish-list', { token, headers: RENTAL });
    expect(list.body.vehicles[0].id).toBe(1);
    expect(list.body.providers).toEqual([]);
  });
});
