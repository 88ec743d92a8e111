// Rental cart and rental wishlist (platform-api-more §11) under /api/v1/rental/user. The cart is
// token-or-guest and partitioned by moduleId; its answers are {carts, user_data}.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Store, Vehicle } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { moduleOf, ownerOf, parseZoneIds, requireUser, zonesOf, type Owner } from '../request/access.ts';
import { int, num, present, str, validate } from '../http/validate.ts';
import { formatStore, storeDiscount } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { parseLoc, pickupZones, unitPrice, vehicleView, type Loc } from '../format/rental.ts';
import { isOpen, isoStamp } from '../catalog/time.ts';
import { RentalCarts, type RentalRow, type UserDataRow } from '../services/rental-records.ts';
import { Wishlists } from '../services/wishlists.ts';

export function registerRentalCart(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const carts = new RentalCarts(db);
  const wishlists = new Wishlists(db);
  const vehicleOut = (v: Vehicle) => vehicleView(catalog, v, deps.now());

  // ---- cart ------------------------------------------------------------------------------------
  const userData = (o: Owner, m: number) => carts.userData(o, m);
  const lines = (o: Owner, m: number) => carts.lines(o, m);

  /** Re-prices lines, drops lines that can no longer be served and answers {carts, user_data}. */
  function cartBody(c: Context, owner: Owner, moduleId: number, extra: Record<string, unknown> = {}) {
    const ud = userData(owner, moduleId);
    const zoneIds = parseZoneIds(c.req.header('zoneId'));
    const pickup = ud?.pickup_location ? (JSON.parse(ud.pickup_location) as Loc) : null;
    const pickupZoneIds = pickup ? catalog.zonesAt(pickup.lat, pickup.lng).map((z) => String(z.id)) : null;
    const kept: ReturnType<typeof lineOut>[] = [];
    for (const row of lines(owner, moduleId)) {
      const v = catalog.vehicleById.get(row.vehicle_id);
      const p = v && catalog.storeById.get(v.provider_id);
      const zones = p ? pickupZones(p) : [];
      const servable =
        v && p && v.status === 1 && (!pickupZoneIds || zones.some((z) => pickupZoneIds.includes(z))) && (!zoneIds || zones.some((z) => zoneIds.map(String).includes(z)));
      if (!servable) {
        carts.dropLine(row.id);
        continue;
      }
      const price = ud ? unitPrice(v, ud.rental_type, ud.estimated_hours, ud.distance) * row.quantity : row.price;
      if (price !== row.price) carts.setPrice(row.id, price);
      kept.push(lineOut({ ...row, price }, v, p));
    }
    if (!kept.length) {
      carts.dropTripIfEmpty(owner, moduleId);
      return send(c, { carts: [], user_data: [], ...extra });
    }
    const total = Math.round(kept.reduce((a, l) => a + l.price, 0) * 100) / 100;
    return send(c, { carts: kept, user_data: ud ? userDataOut(ud, total) : [], ...extra });
  }

  function lineOut(row: RentalRow, v: Vehicle, p: Store) {
    return {
      id: row.id, provider_id: row.provider_id, user_id: row.owner_id, vehicle_id: row.vehicle_id, module_id: row.module_id, quantity: row.quantity,
      is_guest: row.is_guest, price: row.price, created_at: row.created_at, updated_at: row.updated_at,
      vehicle: { ...vehicleOut(v), total_vehicle_count: v.total_vehicle_count },
      provider: {
        id: p.id, name: p.name, address: p.address, tax: p.tax, pickup_zone_id: pickupZones(p), discount: storeDiscount(p, deps.now()),
        logo_full_url: p.logo_full_url, cover_photo_full_url: p.cover_photo_full_url,
      },
    };
  }

  function userDataOut(ud: UserDataRow, total: number) {
    return {
      id: ud.id, user_id: ud.owner_id,
      pickup_location: ud.pickup_location ? JSON.parse(ud.pickup_location) : null,
      destination_location: ud.destination_location ? JSON.parse(ud.destination_location) : null,
      pickup_time: ud.pickup_time, rental_type: ud.rental_type, estimated_hours: ud.estimated_hours, distance: ud.distance,
      destination_time: ud.destination_time, total_cart_price: total, is_guest: ud.is_guest, created_at: ud.created_at, updated_at: ud.updated_at,
    };
  }

  /** Validates trip data (add-to-cart and update-user-data) and checks it against a vehicle. */
  function tripOf(body: Record<string, unknown>) {
    validate(body, {
      rental_type: 'required|in:hourly,distance_wise',
      estimated_hours: 'required_if:rental_type,hourly|numeric|min:1|max:720',
      distance: 'required_if:rental_type,distance_wise|numeric|min:1|max:5000',
      destination_time: 'numeric|min:0|max:720',
      pickup_time: 'string|max:50',
    });
    const pickupTime = present(body.pickup_time) ? str(body.pickup_time) : null;
    if (pickupTime && Number.isNaN(Date.parse(pickupTime))) fail(403, 'pickup_time', 'The pickup time is not a valid date.');
    return {
      rental_type: String(body.rental_type),
      hours: present(body.estimated_hours) ? num(body.estimated_hours) : 0,
      km: present(body.distance) ? num(body.distance) : 0,
      destination_time: present(body.destination_time) ? str(body.destination_time) : null,
      pickup: parseLoc('pickup_location', body.pickup_location),
      destination: parseLoc('destination_location', body.destination_location),
      pickupTime,
    };
  }

  function checkVehicleTrip(v: Vehicle, trip: ReturnType<typeof tripOf>) {
    const p = catalog.storeById.get(v.provider_id)!;
    if ((trip.rental_type === 'hourly' && !v.trip_hourly) || (trip.rental_type === 'distance_wise' && !v.trip_distance))
      fail(403, 'cart_item', 'This vehicle does not support this rental type');
    if (trip.pickup) {
      const zs = catalog.zonesAt(trip.pickup.lat, trip.pickup.lng).map((z) => String(z.id));
      if (!pickupZones(p).some((z) => zs.includes(z))) fail(403, 'cart_item', 'This provider does not serve the pickup location');
    }
    if (trip.pickupTime && !isOpen(p.schedules, new Date(trip.pickupTime))) fail(403, 'cart_item', 'The provider is closed at the trip time');
  }

  r.get('/rental/user/cart/get-cart', (c) => {
    const owner = ownerOf(c, deps, c.req.query());
    const mod = moduleOf(c, deps, 'required')!;
    return cartBody(c, owner, mod.id);
  });

  r.post('/rental/user/cart/add-to-cart', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'required')!;
    validate(body, { vehicle_id: 'required|integer|min:1', quantity: 'integer|min:1|max:100' });
    const trip = tripOf(body);
    const v = catalog.vehicleById.get(int(body.vehicle_id));
    if (!v || v.status !== 1) fail(403, 'cart_item', 'Vehicle not found');
    const quantity = present(body.quantity) ? int(body.quantity) : 1;
    if (quantity > v.total_vehicle_count) fail(403, 'cart_item', `Max vehicle available quantity is ${v.total_vehicle_count}`);
    checkVehicleTrip(v, trip);
    const existing = lines(owner, mod.id);
    if (existing.some((l) => l.vehicle_id === v.id)) fail(403, 'cart_item', 'This vehicle is already in your cart');
    if (existing.length && existing[0]!.provider_id !== v.provider_id) fail(403, 'cart_item', 'You can only rent from one provider at a time');
    const ud = userData(owner, mod.id);
    if (existing.length && ud && ud.rental_type !== trip.rental_type) fail(403, 'cart_item', 'The rental type differs from the trip in your cart');
    const at = isoStamp(deps.now());
    carts.add(
      owner,
      mod.id,
      { provider_id: v.provider_id, vehicle_id: v.id, quantity, price: unitPrice(v, trip.rental_type, trip.hours, trip.km) * quantity },
      {
        pickup_location: trip.pickup ? JSON.stringify(trip.pickup) : null,
        destination_location: trip.destination ? JSON.stringify(trip.destination) : null,
        pickup_time: trip.pickupTime,
        rental_type: trip.rental_type,
        estimated_hours: trip.hours,
        distance: trip.km,
        destination_time: trip.destination_time,
      },
      at,
    );
    return cartBody(c, owner, mod.id);
  });

  r.put('/rental/user/cart/update-cart', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'required')!;
    validate(body, { cart_id: 'required|integer|min:1', quantity: 'required|integer|min:1|max:100', pickup_time: 'string|max:50' });
    const row = carts.line(owner, int(body.cart_id));
    if (!row) throw new ApiError(404, { errors: 'Cart not found' });
    const v = catalog.vehicleById.get(row.vehicle_id)!;
    if (int(body.quantity) > v.total_vehicle_count) fail(403, 'cart_item', `Max vehicle available quantity is ${v.total_vehicle_count}`);
    carts.setQuantity(row.id, int(body.quantity), isoStamp(deps.now()));
    return cartBody(c, owner, mod.id);
  });

  r.put('/rental/user/cart/update-user-data/:id', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'required')!;
    const ud = userData(owner, mod.id);
    if (!ud || String(ud.id) !== c.req.param('id')) throw new ApiError(404, { errors: 'Cart not found' });
    const trip = tripOf(body);
    const unsupported = lines(owner, mod.id).filter((l) => {
      const v = catalog.vehicleById.get(l.vehicle_id);
      return !v || (trip.rental_type === 'hourly' ? !v.trip_hourly : !v.trip_distance);
    });
    if (unsupported.length) throw new ApiError(403, unsupported.map((l) => l.id));
    carts.setTrip(
      ud.id,
      {
        pickup_location: trip.pickup ? JSON.stringify(trip.pickup) : ud.pickup_location,
        destination_location: trip.destination ? JSON.stringify(trip.destination) : ud.destination_location,
        pickup_time: trip.pickupTime ?? ud.pickup_time,
        rental_type: trip.rental_type,
        estimated_hours: trip.hours,
        distance: trip.km,
        destination_time: trip.destination_time,
      },
      isoStamp(deps.now()),
    );
    return cartBody(c, owner, mod.id);
  });

  r.delete('/rental/user/cart/remove-vehicle/:cart_id', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    const id = present(q.cart_id) ? str(q.cart_id) : (c.req.param('cart_id') ?? '');
    if (!/^\d{1,12}$/.test(id)) fail(403, 'cart_id', 'The cart id must be an integer.');
    if (!carts.remove(owner, [Number(id)])) throw new ApiError(404, { errors: 'Cart not found' });
    return cartBody(c, owner, mod.id);
  });

  r.delete('/rental/user/cart/remove-multiple-cart', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    const ids = typeof q.cart_ids === 'string' ? (validate(q, { cart_ids: 'required|json' }), JSON.parse(q.cart_ids)) : q.cart_ids;
    if (!Array.isArray(ids) || !ids.length || ids.length > 100 || !ids.every((x) => Number.isSafeInteger(Number(x)))) fail(403, 'cart_ids', 'The cart ids field is required.');
    carts.remove(owner, ids.map(Number));
    return cartBody(c, owner, mod.id);
  });

  r.delete('/rental/user/cart/remove-cart', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    validate(q, { vehicle_id: 'integer|min:1' });
    if (present(q.vehicle_id)) {
      carts.removeVehicle(owner, mod.id, int(q.vehicle_id));
      return cartBody(c, owner, mod.id, { status: 'success' });
    }
    carts.clear(owner, mod.id);
    return send(c, { carts: [], user_data: [], status: 'success' });
  });

  // ---- wishlist ----------------------------------------------------------------------------------
  function wishTarget(q: Record<string, string | undefined>): { kind: 'vehicle' | 'provider'; id: number } {
    validate(q, { vehicle_id: 'required_without:provider_id|integer|min:1', provider_id: 'required_without:vehicle_id|integer|min:1' });
    if (present(q.vehicle_id) && present(q.provider_id)) fail(403, 'data', 'Send either vehicle_id or provider_id, not both');
    return present(q.vehicle_id) ? { kind: 'vehicle', id: Number(q.vehicle_id) } : { kind: 'provider', id: Number(q.provider_id) };
  }

  r.get('/rental/user/wish-list', (c) => {
    moduleOf(c, deps, 'required');
    const u = requireUser(c, deps);
    const zoneIds = zonesOf(c);
    const view = viewOf(c, deps.now());
    const rows = wishlists.list(u.id, ['vehicle', 'provider']);
    return send(c, {
      providers: rows
        .filter((w) => w.kind === 'provider')
        .map((w) => catalog.storeById.get(w.ref_id))
        .filter((p): p is Store => !!p && zoneIds.includes(p.zone_id))
        .map((p) => formatStore(catalog, p, view)),
      vehicles: rows
        .filter((w) => w.kind === 'vehicle')
        .map((w) => catalog.vehicleById.get(w.ref_id))
        .filter((v): v is Vehicle => !!v && zoneIds.includes(catalog.storeById.get(v.provider_id)!.zone_id))
        .map(vehicleOut),
    });
  });

  r.post('/rental/user/wish-list/add', (c) => {
    moduleOf(c, deps, 'required');
    const u = requireUser(c, deps);
    const t = wishTarget(c.req.query());
    const exists = t.kind === 'vehicle' ? catalog.vehicleById.has(t.id) : !!catalog.storeById.get(t.id)?.pickup_zone_id;
    if (!exists) fail(403, `${t.kind}_id`, `The selected ${t.kind} id is invalid.`);
    if (!wishlists.add(u.id, t.kind, t.id, isoStamp(deps.now()))) failMessage(403, 'Already in wishlist'); // rental answers 403 here, not 409
    return send(c, { message: 'Added successfully' });
  });

  r.delete('/rental/user/wish-list/remove', (c) => {
    moduleOf(c, deps, 'required');
    const u = requireUser(c, deps);
    const t = wishTarget(c.req.query());
    if (!wishlists.remove(u.id, t.kind, t.id)) failMessage(404, 'Not found');
    return send(c, { message: 'Successfully removed' });
  });
}
