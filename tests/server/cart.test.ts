// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, GROCERY, SHOP, RENTAL, firstError, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});
afterEach(() => t.dispose());

const burger = (extra: Record<string, unknown> = {}) => ({
  item_id: 1,
  model: 'Item',
  price: 250,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [1],
  add_on_qtys: [1],
  ...extra,
});

describe('core §4 Adding to the cart', () => {
  it('api §2.2 cart without token or guest_id → 401 {"errors":"Unauthorized"}', async () => {
    const r = await t.call('GET', '/api/v1/customer/cart/list', { headers: FOOD });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: 'Unauthorized' });
    const add = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger() });
    expect(add.body).toEqual({ errors: 'Unauthorized' });
  });

  it('api §6.15 cart with an invalid token falls back to guest rules → 403 guest_id', async () => {
    const r = await t.call('GET', '/api/v1/customer/cart/list', { headers: { ...FOOD, Authorization: 'Bearer deadbeef' } });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: [{ code: 'guest_id', message: 'The guest id field is required.' }] });
    const nul = await t.call('GET', '/api/v1/customer/cart/list', { headers: { ...FOOD, Authorization: 'Bearer null' } });
    expect(nul.status).toBe(401);
  });

  it('api §5.8 add returns the full list with addons (isChecked) and food values (isSelected)', async () => {
    const g = await t.guest();
    const r = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const line = r.body[0];
    expect(line).toMatchObject({ user_id: g, module_id: 1, item_id: 1, is_guest: true, item_type: 'App\\Models\\Item', price: 250, quantity: 1, add_on_ids: [1], add_on_qtys: [1] });
    expect(line.variation).toEqual([{ name: 'Size', values: { label: ['Regular'] } }]);
    expect(line.item.addons.find((a: any) => a.id === 1)).toMatchObject({ isChecked: true, quantity: 1 });
    expect(line.item.addons.find((a: any) => a.id === 2)).toMatchObject({ isChecked: false });
    expect(line.item.food_variations[0].values.map((v: any) => v.isSelected)).toEqual([true, false]);
  });

  it('core §4 Adding to the cart: two identical adds make one line', async () => {
    const g = await t.guest();
    const [a, b] = await Promise.all([
      t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) }),
      t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const refused = a.status === 403 ? a : b;
    expect(refused.body).toEqual({ errors: [{ code: 'cart_item', message: 'Item already exists' }] });
    expect(t.count('carts', 'owner_id = ? AND is_guest = 1', g)).toBe(1);
    // a different variation is a different line
    const large = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g, variation: [{ name: 'Size', values: { label: ['Large'] } }] }) });
    expect(large.body).toHaveLength(2);
  });

  it('api §6.5 carts are per module: omitting moduleId shows a different cart', async () => {
    const token = await t.login();
    await t.call('POST', '/api/v1/customer/cart/add', { token, headers: FOOD, json: burger() });
    await t.call('POST', '/api/v1/customer/cart/add', { token, headers: GROCERY, json: { item_id: 101, model: 'Item', price: 80, quantity: 2 } });
    expect((await t.call('GET', '/api/v1/customer/cart/list', { token, headers: FOOD })).body.map((l: any) => l.item_id)).toEqual([1]);
    expect((await t.call('GET', '/api/v1/customer/cart/list', { token, headers: GROCERY })).body.map((l: any) => l.item_id)).toEqual([101]);
    expect((await t.call('GET', '/api/v1/customer/cart/list', { token })).body).toEqual([]);
  });

  it('api §1.5 the guest cart moves to the user on login with guest_id', async () => {
    const g = await t.guest();
    await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    const token = await t.login('demo@example.com', '12345678', { guest_id: g });
    const cart = await t.call('GET', '/api/v1/customer/cart/list', { token, headers: FOOD });
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]).toMatchObject({ user_id: 1, is_guest: false });
    expect(t.count('carts', 'owner_id = ? AND is_guest = 1', g)).toBe(0);
  });

  it('core §5 food variations: required group, multi min/max, unknown labels', async () => {
    const g = await t.guest();
    const add = (variation: unknown, item_id = 3) => t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: { guest_id: g, item_id, model: 'Item', price: 450, quantity: 1, variation } });
    expect(firstError((await add([{ name: 'Crust', values: { label: ['Thin'] } }])).body)).toEqual({ code: 'variation', message: 'Variation Size can not remain without selection.' });
    expect(
      firstError(
        (
          await add([
            { name: 'Size', values: { label: ['Small'] } },
            { name: 'Crust', values: { label: ['Thin', 'Stuffed', 'Cheese Burst'] } },
          ])
        ).body,
      ).message,
    ).toBe('Selected variation named Crust must be in between Minimum 1 and Maximum 2');
    expect(firstError((await add([{ name: 'Size', values: { label: ['Huge'] } }])).body)).toEqual({ code: 'variation', message: 'The selected variation is invalid.' });
    expect(firstError((await add('not json')).body).code).toBe('variation');
    expect(
      (
        await add([
          { name: 'Size', values: { label: ['Small'] } },
          { name: 'Crust', values: { label: ['Thin'] } },
        ])
      ).status,
    ).toBe(200);
  });

  it('core §5 maximum_cart_quantity → 403 cart_item_limit; stock 0 → 403 cart_item', async () => {
    const g = await t.guest();
    const lassi = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: { guest_id: g, item_id: 5, model: 'Item', price: 120, quantity: 4 } });
    expect(lassi.body).toEqual({ errors: [{ code: 'cart_item_limit', message: 'Maximum cart quantity exceeded' }] });
    const milk = await t.call('POST', '/api/v1/customer/cart/add', { headers: GROCERY, json: { guest_id: g, item_id: 103, model: 'Item', price: 95, quantity: 1 } });
    expect(milk.body).toEqual({ errors: [{ code: 'cart_item', message: 'Item is out of stock' }] });
    const redL = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: SHOP,
      json: { guest_id: g, item_id: 301, model: 'Item', price: 520, quantity: 1, variation: [{ type: 'Red-L', price: 520, stock: 0 }] },
    });
    expect(firstError(redL.body)).toEqual({ code: 'cart_item', message: 'This variation is out of stock. Choose another variation to proceed further.' });
    const blueM = await t.call('POST', '/api/v1/customer/cart/add', {
      headers: SHOP,
      json: { guest_id: g, item_id: 301, model: 'Item', price: 500, quantity: 1, variation: [{ type: 'Blue-M', price: 500, stock: 5 }] },
    });
    expect(blueM.status).toBe(200);
    expect(t.count('carts')).toBe(1);
  });

  it('api §3.5 wrong module, unknown item, unknown add-on → 403, nothing written', async () => {
    const g = await t.guest();
    const wrongModule = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: { guest_id: g, item_id: 101, model: 'Item', price: 80, quantity: 1 } });
    expect(firstError(wrongModule.body).code).toBe('item_id');
    const unknown = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: { guest_id: g, item_id: 9999, model: 'Item', price: 1, quantity: 1 } });
    expect(firstError(unknown.body)).toEqual({ code: 'item_id', message: 'The selected item id is invalid.' });
    const addOn = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g, add_on_ids: [4], add_on_qtys: [1] }) });
    expect(firstError(addOn.body).code).toBe('add_on_ids');
    const badGuest = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: 987654 }) });
    expect(firstError(badGuest.body)).toEqual({ code: 'guest_id', message: 'The selected guest id is invalid.' });
    expect(t.count('carts')).toBe(0);
  });

  it('api §3.5 update (POST), remove-item and remove clear lines and return the list', async () => {
    const g = await t.guest();
    const added = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: burger({ guest_id: g }) });
    const id = added.body[0].id;
    const up = await t.call('POST', '/api/v1/customer/cart/update', {
      headers: FOOD,
      json: { guest_id: g, cart_id: id, price: 300, quantity: 3, variation: [{ name: 'Size', values: { label: ['Large'] } }] },
    });
    expect(up.body[0]).toMatchObject({ id, quantity: 3, price: 300 });
    expect(up.body[0].variation[0].values.label).toEqual(['Large']);
    const missing = await t.call('POST', '/api/v1/customer/cart/update', { headers: FOOD, json: { guest_id: g, cart_id: 99999, price: 1, quantity: 1 } });
    expect(firstError(missing.body).code).toBe('cart_id');
    await t.call('POST', '/api/v1/customer/cart/add', {
      headers: FOOD,
      json: { guest_id: g, item_id: 9, model: 'Item', price: 100, quantity: 1, variation: [{ name: 'Size', values: { label: ['Regular'] } }] },
    });
    const rm = await t.call('DELETE', `/api/v1/customer/cart/remove-item?cart_id=${id}&guest_id=${g}`, { headers: FOOD });
    expect(rm.body.map((l: any) => l.item_id)).toEqual([9]);
    const clear = await t.call('DELETE', `/api/v1/customer/cart/remove?guest_id=${g}`, { headers: FOOD });
    expect(clear.body).toEqual([]);
  });

  it('more §8.2 campaign items go into the cart with model ItemCampaign', async () => {
    const g = await t.guest();
    const r = await t.call('POST', '/api/v1/customer/cart/add', { headers: FOOD, json: { guest_id: g, item_id: 1, model: 'ItemCampaign', price: 552.5, quantity: 1 } });
    expect(r.body[0]).toMatchObject({ item_type: 'App\\Models\\ItemCampaign', item: { name: 'Eid Special Platter' } });
  });
});

describe('more §11 rental cart', () => {
  const add = (g: number, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL,
      json: { guest_id: g, vehicle_id: 1, rental_type: 'hourly', estimated_hours: 3, quantity: 1, pickup_location: { lat: 23.7557, lng: 90.3753, location_name: 'Dhanmondi 27' }, ...extra },
    });

  it('api rental get-cart answers carts[] with provider.pickup_zone_id as strings', async () => {
    const g = await t.guest();
    const empty = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, { headers: RENTAL });
    expect(empty.body).toEqual({ carts: [], user_data: [] });
    const r = await add(g);
    expect(r.status).toBe(200);
    expect(r.body.carts[0].provider.pickup_zone_id).toEqual(['1', '2', '3']);
    expect(r.body.carts[0].price).toBe(1350); // 500 × 3 h − 10 %
    expect(r.body.user_data).toMatchObject({ rental_type: 'hourly', estimated_hours: 3, total_cart_price: 1350, pickup_location: { location_name: 'Dhanmondi 27' } });
  });

  it('api rental add-to-cart refusals → 403 cart_item', async () => {
    const g = await t.guest();
    expect(firstError((await add(g, { vehicle_id: 999 })).body)).toEqual({ code: 'cart_item', message: 'Vehicle not found' });
    expect(firstError((await add(g, { quantity: 9 })).body).message).toBe('Max vehicle available quantity is 3');
    expect(firstError((await add(g, { vehicle_id: 6 })).body).message).toBe('This vehicle does not support this rental type');
    expect(firstError((await add(g, { vehicle_id: 6, rental_type: 'distance_wise', distance: 10, estimated_hours: undefined, pickup_location: { lat: 23.7557, lng: 90.3753 } })).body).message).toBe(
      'This provider does not serve the pickup location',
    );
    expect(firstError((await add(g, { rental_type: 'hourly', estimated_hours: undefined })).body).code).toBe('estimated_hours');
    await add(g);
    expect(firstError((await add(g)).body).message).toBe('This vehicle is already in your cart');
    expect(firstError((await add(g, { vehicle_id: 4 })).body).message).toBe('You can only rent from one provider at a time');
  });

  it('core §7 customer/cart/remove with vehicle_id removes one rental item', async () => {
    const g = await t.guest();
    await add(g);
    await add(g, { vehicle_id: 2 });
    await t.call('DELETE', `/api/v1/customer/cart/remove?guest_id=${g}&vehicle_id=1&quantity=1&rental_type=hourly`, { headers: RENTAL });
    const cart = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, { headers: RENTAL });
    expect(cart.body.carts.map((l: any) => l.vehicle_id)).toEqual([2]);
    const clear = await t.call('DELETE', `/api/v1/rental/user/cart/remove-cart?guest_id=${g}`, { headers: RENTAL });
    expect(clear.body).toEqual({ carts: [], user_data: [], status: 'success' });
  });

  it('core §4 Module choice: get-cart drops lines whose pickup zones miss zoneId', async () => {
    const g = await t.guest();
    await add(g, { vehicle_id: 4, pickup_location: { lat: 23.7461, lng: 90.3742 } }); // Dhanmondi Wheels: zones 1, 2
    const uttara = await t.call('GET', `/api/v1/rental/user/cart/get-cart?guest_id=${g}`, { headers: { moduleId: '6', zoneId: '[3]' } });
    expect(uttara.body.carts).toEqual([]);
  });

  it('more §11 trips: booking the rental cart answers the bare trip id; list, details, cancel', async () => {
    const token = await t.login();
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      token,
      headers: RENTAL,
      json: { vehicle_id: 1, rental_type: 'hourly', estimated_hours: 2, pickup_location: { lat: 23.7557, lng: 90.3753 } },
    });
    const wrongType = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', { token, headers: RENTAL, json: { trip_amount: 1, trip_type: 'distance_wise', provider_id: 18 } });
    expect(firstError(wrongType.body).code).toBe('cart');
    const booked = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', { token, headers: RENTAL, json: { trip_amount: 945, trip_type: 'hourly', provider_id: 18 } });
    expect(booked.status).toBe(200);
    expect(typeof booked.body).toBe('number');
    expect((await t.call('GET', '/api/v1/rental/user/cart/get-cart', { token, headers: RENTAL })).body.carts).toEqual([]);
    const list = await t.call('GET', '/api/v1/rental/user/trip/get-trip-list/running', { token, headers: RENTAL });
    expect(list.body.trips[0]).toMatchObject({ id: booked.body, trip_status: 'pending', trip_type: 'hourly', provider: { id: 18 } });
    const details = await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}`, { token });
    expect(details.body.trip_details[0].vehicle_details.name).toBe('Toyota Corolla');
    expect((await t.call('GET', '/api/v1/rental/user/trip/get-trip-details?trip_id=999', { token })).body).toEqual({ errors: 'Trip data not found' });
    const cancel = await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', { token, json: { trip_id: booked.body, cancellation_reason: 'Plans changed' } });
    expect(cancel.body).toEqual({ message: 'Trip successfully canceled' });
    const again = await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', { token, json: { trip_id: booked.body } });
    expect(again.body).toEqual({ errors: 'You can not cancal this trip' });
    const empty = await t.call('POST', '/api/v1/rental/user/trip/trip-booking', { token, headers: RENTAL, json: { trip_amount: 1, trip_type: 'hourly', provider_id: 18 } });
    expect(firstError(empty.body)).toEqual({ code: 'cart', message: 'Cart is empty' });
  });

  it('more §11 trip-booking coupon_code: priced by the server (after the provider discount, before tax); refusals are 403 code coupon', async () => {
    const token = await t.login();
    const addCorolla = () =>
      t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
        token,
        headers: RENTAL,
        json: { vehicle_id: 1, rental_type: 'hourly', estimated_hours: 2, pickup_location: { lat: 23.7557, lng: 90.3753 } },
      });
    const book = (json: Record<string, unknown>) =>
      t.call('POST', '/api/v1/rental/user/trip/trip-booking', { token, headers: RENTAL, json: { trip_amount: 1, trip_type: 'hourly', provider_id: 18, ...json } });
    await addCorolla();
    // Another module's coupon, another provider's coupon: refused, and the cart stays for another try.
    expect(firstError((await book({ coupon_code: 'WELCOME10' })).body)).toEqual({ code: 'coupon', message: 'Coupon not found' });
    expect((await book({ coupon_code: 'WELCOME10' })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/rental/user/cart/get-cart', { token, headers: RENTAL })).body.carts).toHaveLength(1);
    // Corolla 2 h: 2 × 450 = 900; the provider's 10 % = 90; RIDE15 takes 15 % of the 810 left = 121.5 (the
    // posted trip_amount is ignored); tax 5 % of 688.5 = 34.425 → 34.43 (whole cents, half up, as the page).
    const booked = await book({ coupon_code: 'ride15', trip_amount: 1 });
    expect(booked.status).toBe(200);
    const trip = (await t.call('GET', `/api/v1/rental/user/trip/get-trip-details?trip_id=${booked.body}`, { token })).body;
    expect(trip).toMatchObject({ coupon_code: 'RIDE15', discount_on_trip: 90, coupon_discount_amount: 121.5, tax_amount: 34.43, trip_amount: 722.93 });
    // A coupon for City Car Rentals only (18) is refused at Dhanmondi Wheels (19).
    await t.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
      token,
      headers: RENTAL,
      json: { vehicle_id: 4, rental_type: 'hourly', estimated_hours: 1, pickup_location: { lat: 23.7557, lng: 90.3753 } },
    });
    expect(firstError((await book({ provider_id: 19, coupon_code: 'CITY100' })).body)).toEqual({ code: 'coupon', message: 'This coupon is not valid for you' });
    // Below the coupon's minimum trip amount (450 < 500).
    expect(firstError((await book({ provider_id: 19, coupon_code: 'RIDE15' })).body)).toEqual({ code: 'coupon', message: 'The minimum trip amount for this coupon is 500' });
    await t.call('DELETE', '/api/v1/rental/user/cart/remove-cart', { token, headers: RENTAL });
    await t.call('PUT', '/api/v1/rental/user/trip/cancel-trip', { token, json: { trip_id: booked.body, cancellation_reason: 'test' } });
  });

  it('api rental update-cart unknown cart → 404 {"errors":"Cart not found"}', async () => {
    const g = await t.guest();
    const r = await t.call('PUT', '/api/v1/rental/user/cart/update-cart', { headers: RENTAL, json: { guest_id: g, cart_id: 777, quantity: 1 } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: 'Cart not found' });
  });

  it('more §11 vehicles: search with filters, details 404 shape, provider details', async () => {
    const s = await t.call('GET', '/api/v1/rental/vehicle/search?trip_type=hourly&category_ids=[2]', { headers: RENTAL });
    expect(s.body.vehicles.map((v: any) => v.name).sort()).toEqual(['Honda CB Hornet', 'Yamaha FZ']);
    expect(s.body.limit).toBe(25);
    const out = await t.call('GET', `/api/v1/rental/vehicle/search?pickup_location=${encodeURIComponent('{"lat":23.62,"lng":90.5}')}`, { headers: RENTAL });
    expect(firstError(out.body).code).toBe('zone');
    const det = await t.call('GET', '/api/v1/rental/vehicle/get-vehicle-details/404', { headers: RENTAL });
    expect(det.status).toBe(404);
    expect(det.body).toEqual({ error: 'vehicle_not_found' });
    const prov = await t.call('GET', '/api/v1/rental/provider/get-provider-details/dhanmondi-wheels', { headers: RENTAL });
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
