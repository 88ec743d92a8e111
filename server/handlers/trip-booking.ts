// rental/user/trip/trip-booking (platform-api-more §11 "Trips"): the rental cart becomes a trip, priced by
// the server (provider discount, coupon, tax); the client's trip_amount is never taken. Answers the bare id.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Coupon, Store } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { moduleOf, ownerOf, parseZoneIds, type Owner } from '../request/access.ts';
import { int, present, str, validate } from '../http/validate.ts';
import { storeDiscount } from '../format/store.ts';
import { pickupZones, vehicleView } from '../format/rental.ts';
import { isOpen, isoStamp } from '../catalog/time.ts';
import type { RentalCarts, Trips, RentalRow, UserDataRow } from '../services/rental-records.ts';
import { normalizePhone } from '../http/people.ts';
import { checkCoupon } from '../services/coupons.ts';
import { couponDiscountCents } from '../services/orders.ts';
import { cents, digitsOf, fromCents, shareCents } from '../services/pricing.ts';
import { checkMoney } from '../request/money.ts';

const r2 = (n: number) => Math.round(n * 100) / 100;

type Body = Record<string, unknown>;

/** The cart to book, its provider and the trip time; refused as the platform does, in its order. */
function bookable(deps: Deps, carts: RentalCarts, owner: Owner, moduleId: number, body: Body) {
  const { catalog } = deps;
  const lines = carts.lines(owner, moduleId);
  const ud = carts.userData(owner, moduleId);
  if (!lines.length || !ud) fail(403, 'cart', 'Cart is empty');
  const provider = catalog.storeById.get(int(body.provider_id));
  if (!provider || provider.pickup_zone_id === null || lines.some((l) => l.provider_id !== provider.id))
    fail(403, 'provider', 'Provider not found');
  if (ud.rental_type !== body.trip_type) fail(403, 'cart', 'The trip type differs from the trip in your cart');
  const now = deps.now();
  let when = ud.pickup_time ? new Date(Date.parse(ud.pickup_time)) : now;
  if (present(body.schedule_at)) {
    const t = Date.parse(str(body.schedule_at));
    if (Number.isNaN(t) || t < now.getTime() - 60_000)
      fail(403, 'schedule_at', 'The schedule time must be in the future');
    when = new Date(t);
  }
  if (!isOpen(provider.schedules, when)) fail(403, 'trip_time', 'The provider is closed at the trip time');
  const pickup = ud.pickup_location ? (JSON.parse(ud.pickup_location) as { lat: number; lng: number }) : null;
  if (pickup) {
    const zones = catalog.zonesAt(pickup.lat, pickup.lng).map((z) => String(z.id));
    if (!pickupZones(provider).some((z) => zones.includes(z)))
      fail(403, 'Zone', 'The provider does not serve the pickup location');
  }
  return { lines, ud, provider, now, when, pickup };
}

/** The fare: the provider's discount, then the coupon, then tax on what is left. */
function tripFare(
  c: Context,
  deps: Deps,
  owner: Owner,
  moduleId: number,
  provider: Store,
  lines: RentalRow[],
  body: Body,
  now: Date,
) {
  const subtotal = r2(lines.reduce((a, l) => a + l.price, 0));
  const d = storeDiscount(provider, now);
  const discount =
    d && subtotal >= d.min_purchase
      ? r2(
          Math.min(
            d.discount_type === 'percent' ? (subtotal * d.discount) / 100 : d.discount,
            d.max_discount || Infinity,
          ),
        )
      : 0;
  // A coupon is checked and priced here, never taken from the client: the rental module's coupons, the
  // usual rules (expired, used up, another provider's, another zone's), then off the fare after the
  // provider's discount and before tax. Every refusal is 403 code `coupon` (api2 §11).
  let coupon: Coupon | null = null;
  if (present(body.coupon_code)) {
    try {
      coupon = checkCoupon(deps.db, deps.catalog, now, {
        code: str(body.coupon_code),
        moduleId,
        storeId: provider.id,
        ownerId: owner.id,
        isGuest: owner.isGuest,
        zoneIds: parseZoneIds(c.req.header('zoneId')),
      });
    } catch (e) {
      const entry = e instanceof ApiError ? (e.body as { errors?: Array<{ message: string }> }).errors?.[0] : undefined;
      if (!entry) throw e;
      fail(403, 'coupon', entry.message === 'Not found' ? 'Coupon not found' : entry.message);
    }
    if (coupon.coupon_type === 'free_delivery') fail(403, 'coupon', 'This coupon is not valid for trips');
    if (subtotal < coupon.min_purchase)
      fail(403, 'coupon', `The minimum trip amount for this coupon is ${coupon.min_purchase}`);
  }
  const couponDiscount = coupon
    ? fromCents(couponDiscountCents(coupon, cents(subtotal), cents(subtotal - discount)))
    : 0;
  // Tax in whole cents, half up (as the page's fare: src/domain/rental.ts tripFare).
  const tax = fromCents(shareCents(cents(subtotal - discount - couponDiscount), provider.tax));
  return { subtotal, discount, coupon, couponDiscount, tax };
}

type Booking = ReturnType<typeof bookable>;
type Fare = ReturnType<typeof tripFare>;

/** The stored trip: the fare, the trip from the cart, who to contact and the status stamps. */
function tripData(deps: Deps, owner: Owner, moduleId: number, b: Booking, fare: Fare, body: Body, at: string) {
  const { provider, ud, pickup, when, lines } = b;
  const user = owner.user;
  return {
    user_id: owner.id,
    provider_id: provider.id,
    zone_id: provider.zone_id,
    module_id: moduleId,
    pickup_zone_id: pickup ? (deps.catalog.zonesAt(pickup.lat, pickup.lng)[0]?.id ?? null) : null,
    trip_amount: r2(fare.subtotal - fare.discount - fare.couponDiscount + fare.tax),
    discount_on_trip: fare.discount,
    coupon_discount_amount: fare.couponDiscount,
    coupon_code: fare.coupon?.code ?? null,
    payment_method: null,
    tax_amount: fare.tax,
    tax_status: 'excluded',
    trip_type: ud.rental_type,
    additional_charge: 0,
    distance: ud.distance,
    estimated_hours: ud.estimated_hours,
    pickup_location: pickup,
    destination_location: ud.destination_location ? JSON.parse(ud.destination_location) : null,
    user_info: {
      contact_person_name: str(body.contact_person_name) || `${user?.f_name ?? ''} ${user?.l_name ?? ''}`.trim(),
      contact_person_number: normalizePhone(body.contact_person_number ?? user?.phone ?? ''),
      contact_person_email: body.contact_person_email ?? user?.email ?? null,
    },
    trip_note: body.additional_note ?? null,
    otp: String(1000 + Math.floor(Math.random() * 9000)),
    is_guest: owner.isGuest ? 1 : 0,
    scheduled: present(body.schedule_at) ? 1 : 0,
    schedule_at: isoStamp(when),
    pending: at,
    confirmed: null,
    ongoing: null,
    completed: null,
    canceled: null,
    quantity: lines.reduce((a, l) => a + l.quantity, 0),
    estimated_trip_end_time: isoStamp(new Date(when.getTime() + Math.max(1, ud.estimated_hours) * 3_600_000)),
    created_at: at,
    updated_at: at,
  };
}

/** One vehicle line of the trip, with the vehicle as it is now and the plates it goes out with. */
function tripDetail(deps: Deps, tripId: number, l: RentalRow, ud: UserDataRow, now: Date, at: string) {
  const v = deps.catalog.vehicleById.get(l.vehicle_id)!;
  return {
    trip_id: tripId,
    vehicle_id: v.id,
    quantity: l.quantity,
    price: l.price,
    rental_type: ud.rental_type,
    estimated_hours: ud.estimated_hours,
    distance: ud.distance,
    vehicle_details: vehicleView(deps.catalog, v, now),
    license_plate_number: v.vehicle_identities.slice(0, l.quantity).map((x) => x.license_plate_number),
    created_at: at,
    updated_at: at,
  };
}

export async function bookTrip(c: Context, deps: Deps, carts: RentalCarts, trips: Trips) {
  const body = await readBody(c);
  const owner = ownerOf(c, deps, { ...c.req.query(), ...body });
  const mod = moduleOf(c, deps, 'required')!;
  validate(body, {
    trip_amount: 'required|numeric|min:0',
    trip_type: 'required|in:hourly,distance_wise',
    provider_id: 'required|integer|min:1',
    schedule_at: 'string|max:50',
    coupon_code: 'string|max:100',
    additional_note: 'string|max:1000',
    contact_person_name: owner.isGuest ? 'required|string|max:100' : 'string|max:100',
    contact_person_number: owner.isGuest ? 'required|string|max:20' : 'string|max:20',
    contact_person_email: 'email|max:255',
  });
  // The client's own total is never charged (the trip is priced here), but it must be a sane number.
  checkMoney(body, { trip_amount: { min: 0, max: 1e9 } }, digitsOf(deps.config()));
  const b = bookable(deps, carts, owner, mod.id, body);
  const fare = tripFare(c, deps, owner, mod.id, b.provider, b.lines, body, b.now);
  const at = isoStamp(b.now);
  const data = tripData(deps, owner, mod.id, b, fare, body, at);
  const id = trips.transaction(() => {
    const tripId = trips.create(
      owner,
      b.provider.id,
      mod.id,
      data,
      (tripId) => b.lines.map((l) => tripDetail(deps, tripId, l, b.ud, b.now, at)),
      at,
    );
    carts.clear(owner, mod.id);
    return tripId;
  });
  return send(c, id);
}
