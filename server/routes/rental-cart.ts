// Rental cart and rental wishlist (platform-api-more §11) under /api/v1/rental/user. The cart is
// token-or-guest and partitioned by moduleId; its answers are {carts, user_data}.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Store, Vehicle } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { moduleOf, ownerOf, requireUser, zonesOf } from '../request/access.ts';
import { int, present, str, validate } from '../http/validate.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { unitPrice, vehicleView } from '../format/rental.ts';
import { isoStamp } from '../catalog/time.ts';
import { RentalCarts } from '../services/rental-records.ts';
import { Wishlists } from '../services/wishlists.ts';
import { cartBody, checkVehicleTrip, tripOf } from '../handlers/rental-cart.ts';

export function registerRentalCart(r: Routes, deps: Deps): void {
  registerRentalCartLines(r, deps);
  registerRentalCartRemovals(r, deps);
  registerRentalWishlist(r, deps);
}

/** get-cart, add-to-cart, update-cart and update-user-data. */
function registerRentalCartLines(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const carts = new RentalCarts(db);

  r.get('/rental/user/cart/get-cart', (c) => {
    const owner = ownerOf(c, deps, c.req.query());
    const mod = moduleOf(c, deps, 'required')!;
    return cartBody(deps, carts, c, owner, mod.id);
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
    if (quantity > v.total_vehicle_count)
      fail(403, 'cart_item', `Max vehicle available quantity is ${v.total_vehicle_count}`);
    checkVehicleTrip(catalog, v, trip);
    const existing = carts.lines(owner, mod.id);
    if (existing.some((l) => l.vehicle_id === v.id)) fail(403, 'cart_item', 'This vehicle is already in your cart');
    if (existing.length && existing[0]!.provider_id !== v.provider_id)
      fail(403, 'cart_item', 'You can only rent from one provider at a time');
    const ud = carts.userData(owner, mod.id);
    if (existing.length && ud && ud.rental_type !== trip.rental_type)
      fail(403, 'cart_item', 'The rental type differs from the trip in your cart');
    const at = isoStamp(deps.now());
    carts.add(
      owner,
      mod.id,
      {
        provider_id: v.provider_id,
        vehicle_id: v.id,
        quantity,
        price: unitPrice(v, trip.rental_type, trip.hours, trip.km) * quantity,
      },
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
    return cartBody(deps, carts, c, owner, mod.id);
  });

  r.put('/rental/user/cart/update-cart', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'required')!;
    validate(body, {
      cart_id: 'required|integer|min:1',
      quantity: 'required|integer|min:1|max:100',
      pickup_time: 'string|max:50',
    });
    const row = carts.line(owner, int(body.cart_id));
    if (!row) throw new ApiError(404, { errors: 'Cart not found' });
    const v = catalog.vehicleById.get(row.vehicle_id)!;
    if (int(body.quantity) > v.total_vehicle_count)
      fail(403, 'cart_item', `Max vehicle available quantity is ${v.total_vehicle_count}`);
    carts.setQuantity(row.id, int(body.quantity), isoStamp(deps.now()));
    return cartBody(deps, carts, c, owner, mod.id);
  });

  r.put('/rental/user/cart/update-user-data/:id', async (c) => {
    const body = await readBody(c);
    const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
    const mod = moduleOf(c, deps, 'required')!;
    const ud = carts.userData(owner, mod.id);
    if (!ud || String(ud.id) !== c.req.param('id')) throw new ApiError(404, { errors: 'Cart not found' });
    const trip = tripOf(body);
    const unsupported = carts.lines(owner, mod.id).filter((l) => {
      const v = catalog.vehicleById.get(l.vehicle_id);
      return !v || (trip.rental_type === 'hourly' ? !v.trip_hourly : !v.trip_distance);
    });
    if (unsupported.length)
      throw new ApiError(
        403,
        unsupported.map((l) => l.id),
      );
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
    return cartBody(deps, carts, c, owner, mod.id);
  });
}

/** remove-vehicle, remove-multiple-cart and remove-cart. */
function registerRentalCartRemovals(r: Routes, deps: Deps): void {
  const carts = new RentalCarts(deps.db);

  r.delete('/rental/user/cart/remove-vehicle/:cart_id', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    const id = present(q.cart_id) ? str(q.cart_id) : (c.req.param('cart_id') ?? '');
    if (!/^\d{1,12}$/.test(id)) fail(403, 'cart_id', 'The cart id must be an integer.');
    if (!carts.remove(owner, [Number(id)])) throw new ApiError(404, { errors: 'Cart not found' });
    return cartBody(deps, carts, c, owner, mod.id);
  });

  r.delete('/rental/user/cart/remove-multiple-cart', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    const ids =
      typeof q.cart_ids === 'string'
        ? (validate(q, { cart_ids: 'required|json' }), JSON.parse(q.cart_ids))
        : q.cart_ids;
    if (!Array.isArray(ids) || !ids.length || ids.length > 100 || !ids.every((x) => Number.isSafeInteger(Number(x))))
      fail(403, 'cart_ids', 'The cart ids field is required.');
    carts.remove(owner, ids.map(Number));
    return cartBody(deps, carts, c, owner, mod.id);
  });

  r.delete('/rental/user/cart/remove-cart', async (c) => {
    const q = await input(c);
    const owner = ownerOf(c, deps, q);
    const mod = moduleOf(c, deps, 'required')!;
    validate(q, { vehicle_id: 'integer|min:1' });
    if (present(q.vehicle_id)) {
      carts.removeVehicle(owner, mod.id, int(q.vehicle_id));
      return cartBody(deps, carts, c, owner, mod.id, { status: 'success' });
    }
    carts.clear(owner, mod.id);
    return send(c, { carts: [], user_data: [], status: 'success' });
  });
}

/** The rental wish list of vehicles and providers. */
function registerRentalWishlist(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const wishlists = new Wishlists(db);
  const vehicleOut = (v: Vehicle) => vehicleView(catalog, v, deps.now());

  function wishTarget(q: Record<string, string | undefined>): { kind: 'vehicle' | 'provider'; id: number } {
    validate(q, {
      vehicle_id: 'required_without:provider_id|integer|min:1',
      provider_id: 'required_without:vehicle_id|integer|min:1',
    });
    if (present(q.vehicle_id) && present(q.provider_id))
      fail(403, 'data', 'Send either vehicle_id or provider_id, not both');
    return present(q.vehicle_id)
      ? { kind: 'vehicle', id: Number(q.vehicle_id) }
      : { kind: 'provider', id: Number(q.provider_id) };
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
