// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOOD, firstError, makeApp, type TestApp } from './helpers.ts';

// Each test seeds a fresh database (scrypt-hashed demo passwords); leave room on a busy 2-core box.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;

beforeAll(() => {
  // Wednesday 12:00 local time: daytime stores open, the 03:00–04:00 item closed.
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
});

afterAll(() => t.dispose());

describe('config and zones', () => {
  it('api §4 config: 3.x keys plus the free-delivery threshold in both places', async () => {
    const r = await t.call('GET', '/api/v1/config');
    expect(r.status).toBe(200);
    expect(r.body.centralize_login).toMatchObject({ manual_login_status: 1, otp_login_status: 1 });
    expect(r.body.guest_checkout_status).toBe(1);
    expect(r.body.demo).toBe(true);
    expect(r.body.demo_otp).toBe('123456');
    expect(r.body.digit_after_decimal_point).toBe(2);
    expect(r.body.admin_free_delivery).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 500,
    });
    expect(r.body.free_delivery_over).toBe(500);
    expect(r.body.default_location).toEqual({ lat: '23.757989', lng: '90.360587' });
    expect(r.body.logo_full_url).toBe('http://localhost/storage/business/demo-mart-logo.png');
    expect(r.body.active_payment_method_list[0]).toMatchObject({ gateway: 'stripe', gateway_title: 'Stripe' });
  });

  it('api §3.1 get-zone-id: zone_id is a JSON string, smallest zone first', async () => {
    const r = await t.call('GET', '/api/v1/config/get-zone-id?lat=23.757989&lng=90.360587');
    expect(r.status).toBe(200);
    expect(r.body.zone_id).toBe('[2,1]');
    expect(r.body.zone_data[0].modules[0].pivot).toMatchObject({ zone_id: 2, module_id: 1 });
  });

  it('api §3.1 get-zone-id: outside every zone → 404 coordinates; inactive zone → 403', async () => {
    const out = await t.call('GET', '/api/v1/config/get-zone-id?lat=23.6238&lng=90.5');
    expect(out.status).toBe(404);
    expect(out.body).toEqual({ errors: [{ code: 'coordinates', message: 'Service not available in this area' }] });
    const off = await t.call('GET', '/api/v1/config/get-zone-id?lat=23.845&lng=90.256');
    expect(off.status).toBe(403);
    expect(firstError(off.body).message).toBe('We are temporarily unavailable in this area');
  });

  it('api §3.1 get-zone-id: missing or wrong-typed lat → 403 validation', async () => {
    const r = await t.call('GET', '/api/v1/config/get-zone-id?lng=90.36');
    expect(r.status).toBe(403);
    expect(firstError(r.body)).toEqual({ code: 'lat', message: 'The lat field is required.' });
    const bad = await t.call('GET', '/api/v1/config/get-zone-id?lat=north&lng=90.36');
    expect(firstError(bad.body)).toEqual({ code: 'lat', message: 'The lat must be a number.' });
  });

  it('api §3.1 zone/list and zone/check', async () => {
    const list = await t.call('GET', '/api/v1/zone/list');
    expect(list.body.map((z: any) => z.id)).toEqual([1, 2, 3]);
    expect(list.body[0].formated_coordinates[0]).toHaveProperty('lat');
    expect((await t.call('GET', '/api/v1/zone/check?lat=23.75&lng=90.37&zone_id=2')).body).toBe(true);
    expect((await t.call('GET', '/api/v1/zone/check?lat=23.87&lng=90.40&zone_id=2')).body).toBe(false);
  });

  it('api §5.3 module: bare array, status is the string "1", zones only with a zone', async () => {
    const all = await t.call('GET', '/api/v1/module');
    expect(all.body.map((m: any) => m.module_type)).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'ecommerce',
      'parcel',
      'rental',
    ]);
    expect(all.body[0].status).toBe('1');
    expect(all.body[0]).not.toHaveProperty('zones');
    const uttara = await t.call('GET', '/api/v1/module', { headers: { zoneId: '[3]' } });
    expect(uttara.body.map((m: any) => m.id)).toEqual([1, 2, 4, 5, 6]);
    expect(uttara.body[0].zones[0].pivot.module_id).toBe(1);
    const scalar = await t.call('GET', '/api/v1/module?zone_id=3');
    expect(scalar.body).toHaveLength(5);
  });

  it('more §8.6 react-landing-page: download_user_app_links', async () => {
    const r = await t.call('GET', '/api/v1/react-landing-page');
    expect(r.body.download_user_app_links).toMatchObject({ playstore_url_status: '1', apple_store_url_status: '1' });
    expect(r.body.available_zone_list).toHaveLength(3);
  });
});

describe('access rules', () => {
  it('api §1.4 module: missing moduleId → "Module id required"; unknown → "Not found"', async () => {
    const missing = await t.call('GET', '/api/v1/stores/latest', { headers: { zoneId: '[1]' } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errors: [{ code: 'moduleId', message: 'Module id required' }] });
    const unknown = await t.call('GET', '/api/v1/items/latest', { headers: { zoneId: '[1]', moduleId: '99' } });
    expect(unknown.body).toEqual({ errors: [{ code: 'moduleId', message: 'Not found' }] });
  });

  it('api §1.4 zone: missing zoneId → "Zone id required"', async () => {
    for (const p of [
      '/api/v1/stores/latest',
      '/api/v1/stores/popular',
      '/api/v1/items/popular',
      '/api/v1/items/latest?store_id=0&category_id=0&limit=10&offset=1',
    ]) {
      const r = await t.call('GET', p, { headers: { moduleId: '1' } });
      expect(r.status, p).toBe(403);
      expect(r.body, p).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    }
  });

  it('api §1.3 X-localization ar translates messages', async () => {
    const r = await t.call('GET', '/api/v1/stores/latest', { headers: { zoneId: '[1]', 'X-localization': 'ar' } });
    expect(firstError(r.body).message).toBe('معرف الوحدة مطلوب');
    const v = await t.call('GET', '/api/v1/config/get-zone-id?lng=90.36', { headers: { 'X-localization': 'ar' } });
    expect(firstError(v.body)).toEqual({ code: 'lat', message: 'حقل lat مطلوب.' });
  });
});

describe('stores', () => {
  it('api §1.6 stores/latest: offset is a page number and limit/offset are echoed as given', async () => {
    const p1 = await t.call('GET', '/api/v1/stores/latest?limit=2&offset=1', { headers: FOOD });
    const p2 = await t.call('GET', '/api/v1/stores/latest?limit=2&offset=2', { headers: FOOD });
    expect(p1.body.limit).toBe('2');
    expect(p1.body.offset).toBe('1');
    expect(p1.body.total_size).toBe(4); // stores of zones 1 and 2 in food (zone 3 store excluded)
    expect(p1.body.stores).toHaveLength(2);
    expect(p2.body.stores.map((s: any) => s.id)).not.toContain(p1.body.stores[0].id);
    const dflt = await t.call('GET', '/api/v1/stores/latest', { headers: FOOD });
    expect(dflt.body.limit).toBe(50);
    expect(dflt.body.offset).toBe(1);
  });

  it('api §5.2 store shape: open from the schedule, distance from the headers, discount, absolute images', async () => {
    const r = await t.call('GET', '/api/v1/stores/popular', {
      headers: { ...FOOD, latitude: '23.7557', longitude: '90.3753' },
    });
    const byName = Object.fromEntries(r.body.stores.map((s: any) => [s.name, s]));
    expect(byName['Burger Barn'].open).toBe(1);
    expect(byName['Burger Barn'].distance).toBeLessThan(1);
    expect(byName['Burger Barn'].discount).toMatchObject({
      discount: 10,
      discount_type: 'percent',
      min_purchase: 300,
      max_discount: 100,
      end_date: '2099-12-31',
    });
    expect(byName['Burger Barn'].free_delivery).toBe(true);
    expect(byName['Kacchi House'].open).toBe(0);
    expect(byName['Kacchi House'].current_opening_time).toBe('closed');
    expect(byName['Pizza Palace'].self_delivery_system).toBe(1);
    expect(byName['Sweet Tooth'].active).toBe(false);
    expect(byName['Burger Barn'].logo_full_url).toMatch(/^http:\/\/localhost\/storage\/store\/.+\.png$/);
  });

  it('api §3.2 stores/latest type=veg filters stores', async () => {
    const r = await t.call('GET', '/api/v1/stores/latest?type=non_veg', { headers: FOOD });
    expect(r.body.stores.every((s: any) => s.non_veg === 1)).toBe(true);
    const bad = await t.call('GET', '/api/v1/stores/latest?type=vegan', { headers: FOOD });
    expect(firstError(bad.body)).toEqual({ code: 'type', message: 'The selected type is invalid.' });
  });

  it('more §8.8 stores/details: by id or slug; unknown → 200 {}', async () => {
    const byId = await t.call('GET', '/api/v1/stores/details/1');
    const bySlug = await t.call('GET', '/api/v1/stores/details/burger-barn');
    expect(byId.body.id).toBe(1);
    expect(bySlug.body.id).toBe(1);
    expect(byId.body.schedules).toHaveLength(7);
    expect(byId.body.category_ids.length).toBeGreaterThan(0);
    expect(byId.body.price_range[0]).toHaveProperty('min_price');
    expect(byId.body.active_coupons.map((c: any) => c.code)).toContain('BURGER20');
    const missing = await t.call('GET', '/api/v1/stores/details/9999');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({});
  });

  it('more §8.4 get-stores/{filter}: category_ids and discount_status, open first', async () => {
    const r = await t.call('GET', '/api/v1/stores/get-stores/all?store_type=all', {
      headers: { zoneId: '[2,1]', moduleId: '1' },
    });
    expect(r.body.stores[0].open).toBe(1);
    expect(r.body.stores[0].discount_status).toBe(true);
    expect(Array.isArray(r.body.stores[0].category_ids)).toBe(true);
    const bad = await t.call('GET', '/api/v1/stores/get-stores/nearby', { headers: FOOD });
    expect(firstError(bad.body).code).toBe('filter');
  });
});

describe('more §8–9 shelves and search', () => {
  it('more §8.4 most-reviewed, more §9 search and get-combined-data', async () => {
    const mr = await t.call('GET', '/api/v1/items/most-reviewed?type=all', { headers: FOOD });
    expect(mr.body.products[0].id).toBe(1);
    expect(mr.body.limit).toBeNull();
    const s = await t.call('GET', '/api/v1/items/search?name=pizza', { headers: FOOD });
    expect(s.body.products.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['Veggie Supreme Pizza', 'Margherita Pizza']),
    );
    expect(firstError((await t.call('GET', '/api/v1/items/search', { headers: FOOD })).body).code).toBe('name');
    const combined = await t.call(
      'GET',
      '/api/v1/get-combined-data?list_type=store&data_type=searched&name=pizza&limit=12&offset=1',
      { headers: FOOD },
    );
    expect(combined.body.stores.map((x: any) => x.id)).toContain(2);
    const noCoords = await t.call('GET', '/api/v1/items/item-or-store-search?name=burger', { headers: FOOD });
    expect(firstError(noCoords.body).code).toBe('longitude-latitude');
    const both = await t.call('GET', '/api/v1/items/item-or-store-search?name=burger', {
      headers: { ...FOOD, latitude: '23.75', longitude: '90.37' },
    });
    expect(both.body.items.length).toBeGreaterThan(0);
    expect(both.body.stores[0].name).toBe('Burger Barn');
  });

  it('more §8.7 suggested-items needs zoneId ("Zone id is required!") and a token', async () => {
    const token = await t.login();
    const r = await t.call('GET', '/api/v1/customer/suggested-items', { token });
    expect(r.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
    const ok = await t.call('GET', '/api/v1/customer/suggested-items', { token, headers: FOOD });
    expect(ok.body.length).toBeLessThanOrEqual(5);
    const again = await t.call('GET', '/api/v1/customer/visit-again', { token, headers: FOOD });
    expect(again.body.map((s: any) => s.id)).toEqual([1]);
    expect(again.body[0].items.length).toBeGreaterThan(0);
  });
});

describe('map stand-ins', () => {
  it('api §7 place-api-autocomplete / details / geocode / distance from the gazetteer', async () => {
    const ac = await t.call('GET', '/api/v1/config/place-api-autocomplete?search_text=dhanmondi');
    const first = ac.body.suggestions[0].placePrediction;
    expect(first.text.text).toContain('Dhanmondi');
    const det = await t.call('GET', `/api/v1/config/place-api-details?placeid=${first.placeId}`);
    expect(typeof det.body.location.latitude).toBe('number');
    const geo = await t.call('GET', '/api/v1/config/geocode-api?lat=23.7557&lng=90.3753');
    expect(geo.body.results[0].formatted_address).toContain('Dhanmondi 27');
    const dist = await t.call(
      'GET',
      '/api/v1/config/distance-api?origin_lat=23.7557&origin_lng=90.3753&destination_lat=23.7806&destination_lng=90.4163',
    );
    expect(dist.body.distanceMeters).toBeGreaterThan(4000);
    expect(dist.body.rows[0].elements[0].distance.value).toBe(dist.body.distanceMeters);
    const none = await t.call('GET', '/api/v1/config/place-api-autocomplete');
    expect(firstError(none.body).code).toBe('search_text');
  });

  it('offline map style needs no internet', async () => {
    const r = await t.call('GET', '/map/style.json');
    expect(r.body.version).toBe(8);
    expect(r.body.layers.some((l: any) => l.type === 'symbol')).toBe(false);
    expect(JSON.stringify(r.body)).not.toMatch(/https:\/\//);
    const zones = await t.call('GET', '/map/zones.geojson');
    expect(zones.body.features).toHaveLength(4);
  });

  it('generated images are PNG, like the photos of a real backend; an .svg name still gets the SVG drawing', async () => {
    const r = await t.app.request('/storage/item/classic-beef-burger.png');
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
    const svg = await t.app.request('/storage/item/classic-beef-burger.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect((await t.app.request('/storage/item/classic-beef-burger.gif')).status).toBe(404);
  });
});
