// Rental catalogue (platform-api-more §11): providers and vehicles under /api/v1/rental. Providers are
// rental stores with pickup_zone_id (zone ids as strings).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Store, Vehicle } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail } from '../http/errors.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { jsonStrings, validate } from '../http/validate.ts';
import { formatStore, storeDiscount } from '../format/store.ts';
import { viewOf, type View } from '../format/view.ts';
import { parseLoc, pickupZones, rentalPage, vehicleView } from '../format/rental.ts';

export function registerRentalCatalog(r: Routes, deps: Deps): void {
  registerRentalProviders(r, deps);
  registerRentalVehicleSearch(r, deps);
  registerRentalVehicles(r, deps);
}

/** Providers: latest, popular, details and reviews. */
function registerRentalProviders(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const providers = () => catalog.stores.filter((s) => s.pickup_zone_id !== null && s.status === 1);

  function providerRow(p: Store, view: View) {
    const f = formatStore(catalog, p, view);
    return {
      ...f,
      rating: p.ratings,
      pickup_zone_id: JSON.stringify(pickupZones(p)),
      vehicles_count: catalog.vehicles.filter((v) => v.provider_id === p.id && v.status === 1).length,
      campaigns_count: 0,
    };
  }

  // ---- providers -------------------------------------------------------------------------------
  function providerList(c: Context, popular: boolean) {
    moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    const view = viewOf(c, deps.now());
    let list = providers().filter((p) => zoneIds.includes(p.zone_id));
    if (popular) list = [...list].sort((a, b) => b.order_count - a.order_count);
    // limit/offset are ignored by the platform here: always 50 / 1.
    return send(c, {
      total_size: list.length,
      limit: 50,
      offset: 1,
      stores: list.slice(0, 50).map((p) => ({
        ...providerRow(p, view),
        ...(popular ? { reviews_count: p.rating_count, trips_count: p.order_count } : {}),
      })),
    });
  }
  r.get('/rental/provider/latest', (c) => providerList(c, false));
  r.get('/rental/provider/popular', (c) => providerList(c, true));

  r.get('/rental/provider/get-provider-details/:id', (c) => {
    moduleOf(c, deps, 'required');
    const p = catalog.storeBySlugOrId(c.req.param('id') ?? '');
    if (!p || p.pickup_zone_id === null) throw new ApiError(404, { error: 'provider_not_found' });
    const vehicles = catalog.vehicles.filter((v) => v.provider_id === p.id && v.status === 1);
    return send(c, {
      ...formatStore(catalog, p, viewOf(c, deps.now())),
      pickup_zone_id: JSON.stringify(pickupZones(p)),
      total_vehicle_count: vehicles.length,
      brand_count: new Set(vehicles.map((v) => v.brand_id)).size,
    });
  });

  // The demo seeds star counts for providers but no written reviews: the list is empty, the summary real.
  r.get('/rental/provider/get-provider-reviews/:id', (c) => {
    moduleOf(c, deps, 'required');
    const q = c.req.query();
    validate(
      { ...q, id: c.req.param('id') },
      { id: 'required|integer|min:1', limit: 'integer|min:1', offset: 'integer|min:1', search: 'string|max:255' },
    );
    const p = catalog.storeById.get(Number(c.req.param('id')));
    if (!p || p.pickup_zone_id === null) throw new ApiError(404, { error: 'provider_not_found' });
    const page = rentalPage([] as never[], q);
    return send(c, {
      total_size: 0,
      limit: page.limit,
      offset: page.offset,
      provider: { name: p.name, ratings: p.ratings, avg_rating: p.avg_rating, rating_count: p.rating_count },
      reviews: page.rows,
    });
  });
}

/** Vehicle search, its suggestions and a provider's vehicles. */
function registerRentalVehicleSearch(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const vehicleOut = (v: Vehicle) => vehicleView(catalog, v, deps.now());

  // ---- vehicles --------------------------------------------------------------------------------
  const FILTERS = {
    trip_type: 'in:hourly,distance_wise,provider_wise',
    min_price: 'numeric|min:0',
    max_price: 'numeric|min:0',
    name: 'string|max:255',
    brand_ids: 'json',
    category_ids: 'json',
    seating_capacity: 'json',
    sortby_price: 'in:asc,desc',
    top_rated: 'in:0,1',
    provider_id: 'integer',
    limit: 'integer|min:1',
    offset: 'integer|min:1',
  };

  function vehicleSearch(c: Context, base: Vehicle[]) {
    const q = c.req.query();
    validate(q, FILTERS);
    const zoneIds = zonesOf(c);
    const pickup = parseLoc('pickup_location', q.pickup_location);
    let pickupZoneIds: string[] | null = null;
    if (pickup) {
      const zs = catalog.zonesAt(pickup.lat, pickup.lng).filter((z) => z.status === 1);
      if (!zs.length) fail(403, 'zone', 'Pickup location is outside our service area');
      pickupZoneIds = zs.map((z) => String(z.id));
    }
    // A scalar or object where a JSON list is expected filters nothing (it used to throw: code "server").
    const brands = jsonStrings(q.brand_ids);
    const cats = jsonStrings(q.category_ids);
    const seats = jsonStrings(q.seating_capacity).map((s) => s.split('-').map(Number));
    const price = (v: Vehicle) => (q.trip_type === 'distance_wise' ? v.distance_price : v.hourly_price);
    let list = base.filter((v) => {
      const p = catalog.storeById.get(v.provider_id)!;
      return (
        v.status === 1 &&
        zoneIds.includes(p.zone_id) &&
        (!pickupZoneIds || pickupZones(p).some((z) => pickupZoneIds!.includes(z))) &&
        (q.trip_type !== 'hourly' || v.trip_hourly === 1) &&
        (q.trip_type !== 'distance_wise' || v.trip_distance === 1) &&
        (!q.name || v.name.toLowerCase().includes(q.name.toLowerCase())) &&
        (!brands.length || brands.includes(String(v.brand_id))) &&
        (!cats.length || cats.includes(String(v.category_id))) &&
        (!seats.length ||
          seats.some(([lo = 0, hi = lo]) => Number(v.seating_capacity) >= lo && Number(v.seating_capacity) <= hi)) &&
        (!q.min_price || price(v) >= Number(q.min_price)) &&
        (!q.max_price || price(v) <= Number(q.max_price)) &&
        (q.air_condition !== '1' || v.air_condition === 1) &&
        (q.no_air_condition !== '1' || v.air_condition === 0) &&
        (!q.transmission_type || v.transmission_type === q.transmission_type) &&
        (!q.fuel_type || v.fuel_type === q.fuel_type) &&
        (!q.vehicle_type || v.type === q.vehicle_type) &&
        (!q.provider_id || v.provider_id === Number(q.provider_id))
      );
    });
    if (q.sortby_price) list = [...list].sort((a, b) => (q.sortby_price === 'asc' ? 1 : -1) * (price(a) - price(b)));
    if (q.top_rated === '1') list = [...list].sort((a, b) => b.avg_rating - a.avg_rating);
    const page = rentalPage(list, q);
    const prices = list.map(price);
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      vehicles: page.rows.map((v) => ({ ...vehicleOut(v), vehicle_identities: v.vehicle_identities })),
      max_price: prices.length ? Math.ceil(Math.max(...prices)) : 0,
      min_price: prices.length ? Math.floor(Math.min(...prices)) : 0,
    });
  }

  r.get('/rental/vehicle/search', (c) => {
    moduleOf(c, deps, 'required');
    return vehicleSearch(c, catalog.vehicles);
  });
  r.get('/rental/vehicle/search/suggestion', (c) => {
    moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { name: 'string|max:255' });
    const name = (q.name ?? '').toLowerCase();
    const brand = (v: Vehicle) => catalog.brands.find((b) => b.id === v.brand_id)?.name ?? '';
    const list = catalog.vehicles
      .filter((v) => v.status === 1 && zoneIds.includes(catalog.storeById.get(v.provider_id)!.zone_id))
      .filter((v) => !name || v.name.toLowerCase().includes(name) || brand(v).toLowerCase().includes(name));
    return send(
      c,
      list.slice(0, 10).map((v) => `${brand(v)} - ${v.name}`),
    );
  });
  r.get('/rental/vehicle/get-provider-vehicles', (c) => {
    moduleOf(c, deps, 'required');
    validate(c.req.query(), { provider_id: 'required|integer' });
    return vehicleSearch(c, catalog.vehicles);
  });
}

/** Top-rated vehicles, vehicle details, categories and brands. */
function registerRentalVehicles(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const vehicleOut = (v: Vehicle) => vehicleView(catalog, v, deps.now());

  r.get('/rental/vehicle/top-rated', (c) => {
    moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { limit: 'integer|min:1', offset: 'integer|min:1' });
    const list = catalog.vehicles
      .filter((v) => v.status === 1 && zoneIds.includes(catalog.storeById.get(v.provider_id)!.zone_id))
      .sort((a, b) => b.avg_rating - a.avg_rating);
    const page = rentalPage(list, q);
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      vehicles: page.rows.map(vehicleOut),
    });
  });
  r.get('/rental/vehicle/get-vehicle-details/:id', (c) => {
    moduleOf(c, deps, 'required');
    const v = catalog.vehicleBySlugOrId(c.req.param('id') ?? '');
    if (!v || v.status !== 1) throw new ApiError(404, { error: 'vehicle_not_found' });
    const p = catalog.storeById.get(v.provider_id)!;
    const brand = catalog.brands.find((b) => b.id === v.brand_id) ?? null;
    return send(c, {
      ...vehicleOut(v),
      total_vehicles: v.total_vehicle_count,
      provider: {
        id: p.id,
        name: p.name,
        logo: p.logo,
        cover_photo: p.cover_photo,
        rating: p.ratings,
        address: p.address,
        delivery_time: p.delivery_time,
        provider_total_vehicle_count: catalog.vehicles.filter((x) => x.provider_id === p.id).length,
        avg_rating: p.avg_rating,
        rating_count: p.rating_count,
        discount: storeDiscount(p, deps.now()),
        logo_full_url: p.logo_full_url,
        cover_photo_full_url: p.cover_photo_full_url,
      },
      brand: brand && { id: brand.id, name: brand.name, image: brand.image, image_full_url: brand.image_full_url },
    });
  });
  function simpleList(
    c: Context,
    key: string,
    rows: Array<{ id: number; name: string; image: string; image_full_url: string }>,
  ) {
    moduleOf(c, deps, 'required');
    const q = c.req.query();
    validate(q, { limit: 'integer|min:1', offset: 'integer|min:1', search: 'string|max:255' });
    const list = rows.filter((x) => !q.search || x.name.toLowerCase().includes(q.search.toLowerCase()));
    const page = rentalPage(list, q);
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      [key]: page.rows.map(({ id, name, image, image_full_url }) => ({ id, name, image, image_full_url })),
    });
  }
  r.get('/rental/vehicle/category-list', (c) => simpleList(c, 'vehicles', catalog.vehicleCategories));
  r.get('/rental/vehicle/brand-list', (c) => simpleList(c, 'brands', catalog.brands));
}
