// The rental cart's answer and trip checks (platform-api rental cart): lines re-priced for the trip, lines
// that can no longer be served dropped, and the trip data validated against each vehicle.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Catalog, Store, Vehicle } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { num, present, str, validate } from '../http/validate.ts';
import { parseZoneIds, type Owner } from '../request/access.ts';
import { storeDiscount } from '../format/store.ts';
import { parseLoc, pickupZones, unitPrice, vehicleView, type Loc } from '../format/rental.ts';
import { isOpen } from '../catalog/time.ts';
import type { RentalCarts, RentalRow, UserDataRow } from '../services/rental-records.ts';

/** Re-prices lines, drops lines that can no longer be served and answers {carts, user_data}. */
export function cartBody(
  deps: Deps,
  carts: RentalCarts,
  c: Context,
  owner: Owner,
  moduleId: number,
  extra: Record<string, unknown> = {},
) {
  const { catalog } = deps;
  const ud = carts.userData(owner, moduleId);
  const zoneIds = parseZoneIds(c.req.header('zoneId'));
  const pickup = ud?.pickup_location ? (JSON.parse(ud.pickup_location) as Loc) : null;
  const pickupZoneIds = pickup ? catalog.zonesAt(pickup.lat, pickup.lng).map((z) => String(z.id)) : null;
  const kept: ReturnType<typeof lineOut>[] = [];
  for (const row of carts.lines(owner, moduleId)) {
    const v = catalog.vehicleById.get(row.vehicle_id);
    const p = v && catalog.storeById.get(v.provider_id);
    const zones = p ? pickupZones(p) : [];
    const servable =
      v &&
      p &&
      v.status === 1 &&
      (!pickupZoneIds || zones.some((z) => pickupZoneIds.includes(z))) &&
      (!zoneIds || zones.some((z) => zoneIds.map(String).includes(z)));
    if (!servable) {
      carts.dropLine(row.id);
      continue;
    }
    const price = ud ? unitPrice(v, ud.rental_type, ud.estimated_hours, ud.distance) * row.quantity : row.price;
    if (price !== row.price) carts.setPrice(row.id, price);
    kept.push(lineOut(deps, { ...row, price }, v, p));
  }
  if (!kept.length) {
    carts.dropTripIfEmpty(owner, moduleId);
    return send(c, { carts: [], user_data: [], ...extra });
  }
  const total = Math.round(kept.reduce((a, l) => a + l.price, 0) * 100) / 100;
  return send(c, { carts: kept, user_data: ud ? userDataOut(ud, total) : [], ...extra });
}

function lineOut(deps: Deps, row: RentalRow, v: Vehicle, p: Store) {
  return {
    id: row.id,
    provider_id: row.provider_id,
    user_id: row.owner_id,
    vehicle_id: row.vehicle_id,
    module_id: row.module_id,
    quantity: row.quantity,
    is_guest: row.is_guest,
    price: row.price,
    created_at: row.created_at,
    updated_at: row.updated_at,
    vehicle: { ...vehicleView(deps.catalog, v, deps.now()), total_vehicle_count: v.total_vehicle_count },
    provider: {
      id: p.id,
      name: p.name,
      address: p.address,
      tax: p.tax,
      pickup_zone_id: pickupZones(p),
      discount: storeDiscount(p, deps.now()),
      logo_full_url: p.logo_full_url,
      cover_photo_full_url: p.cover_photo_full_url,
    },
  };
}

function userDataOut(ud: UserDataRow, total: number) {
  return {
    id: ud.id,
    user_id: ud.owner_id,
    pickup_location: ud.pickup_location ? JSON.parse(ud.pickup_location) : null,
    destination_location: ud.destination_location ? JSON.parse(ud.destination_location) : null,
    pickup_time: ud.pickup_time,
    rental_type: ud.rental_type,
    estimated_hours: ud.estimated_hours,
    distance: ud.distance,
    destination_time: ud.destination_time,
    total_cart_price: total,
    is_guest: ud.is_guest,
    created_at: ud.created_at,
    updated_at: ud.updated_at,
  };
}

/** Validates trip data (add-to-cart and update-user-data) and checks it against a vehicle. */
export function tripOf(body: Record<string, unknown>) {
  validate(body, {
    rental_type: 'required|in:hourly,distance_wise',
    estimated_hours: 'required_if:rental_type,hourly|numeric|min:1|max:720',
    distance: 'required_if:rental_type,distance_wise|numeric|min:1|max:5000',
    destination_time: 'numeric|min:0|max:720',
    pickup_time: 'string|max:50',
  });
  const pickupTime = present(body.pickup_time) ? str(body.pickup_time) : null;
  if (pickupTime && Number.isNaN(Date.parse(pickupTime)))
    fail(403, 'pickup_time', 'The pickup time is not a valid date.');
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

export function checkVehicleTrip(catalog: Catalog, v: Vehicle, trip: ReturnType<typeof tripOf>) {
  const p = catalog.storeById.get(v.provider_id)!;
  if ((trip.rental_type === 'hourly' && !v.trip_hourly) || (trip.rental_type === 'distance_wise' && !v.trip_distance))
    fail(403, 'cart_item', 'This vehicle does not support this rental type');
  if (trip.pickup) {
    const zs = catalog.zonesAt(trip.pickup.lat, trip.pickup.lng).map((z) => String(z.id));
    if (!pickupZones(p).some((z) => zs.includes(z)))
      fail(403, 'cart_item', 'This provider does not serve the pickup location');
  }
  if (trip.pickupTime && !isOpen(p.schedules, new Date(trip.pickupTime)))
    fail(403, 'cart_item', 'The provider is closed at the trip time');
}
