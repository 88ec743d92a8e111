import { storeDiscountAmount, taxAmount, toMinor, toNumber } from './money';
import { couponAmount, couponApiRefusal, isFreeDeliveryCoupon } from './coupon';
import type { Coupon } from './types/coupon';
import type { RentalTripData, RentalTripPlace } from './types/rental';
import type { StoreDiscount } from './types/store';
import type {
  BookingForm,
  BookingProblem,
  BookingRefusal,
  RentalPlace,
  RentalType,
  TimelineStep,
  TripCouponProblem,
  TripDraft,
  TripFare,
  TripProblem,
  TripStatus,
} from './tripTypes';
/**
 * Rental rules (issue 16, platform-api-more §11): the trip data shared by every rental cart line, what a
 * booking needs, how the server's refusals read, and the trip status timeline. Pure: no API, no React.
 */

// The trip's records and the names of its problems are types of their own module.
export type {
  RentalType,
  RentalPlace,
  TripDraft,
  TripProblem,
  RentalRefusal,
  BookingRefusal,
  BookingForm,
  BookingProblem,
  TripStatus,
  TimelineStep,
  TripCoupon,
  TripCouponProblem,
  TripFare,
} from './tripTypes';

export const emptyTrip = (): TripDraft => ({
  rentalType: 'hourly',
  hours: 1,
  distance: 0,
  destinationTime: 0,
  pickup: null,
  destination: null,
  pickupTime: null,
});

/** What stops a trip from being saved (the server checks again): the first problem, or null. */
export function tripProblem(trip: TripDraft, now: Date): TripProblem | null {
  if (!trip.pickup) return 'rental.pickupRequired';
  if (trip.rentalType === 'hourly' && !(trip.hours >= 1)) return 'rental.hoursRequired';
  if (trip.rentalType === 'distance_wise') {
    if (!trip.destination) return 'rental.destinationRequired';
    if (!(trip.distance >= 1)) return 'rental.distanceRequired';
  }
  if (trip.pickupTime) {
    const at = parseLocal(trip.pickupTime);
    if (at !== null && at < now.getTime() - 60_000) return 'rental.pickupTimePast';
  }
  return null;
}

/** `YYYY-MM-DD HH:mm:ss` (local) → epoch ms, or null when it is not such a time. */
export function parseLocal(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, s ?? 0).getTime();
}

/** Local `YYYY-MM-DD HH:mm:ss` of a date (the platform's pickup_time / schedule_at form). */
export function localStamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
}

/** The body of add-to-cart (minus vehicle and quantity) and of update-user-data. */
export function tripBody(trip: TripDraft) {
  return {
    rental_type: trip.rentalType,
    ...(trip.rentalType === 'hourly'
      ? { estimated_hours: trip.hours }
      : { distance: trip.distance, destination_time: trip.destinationTime }),
    ...(trip.pickup ? { pickup_location: trip.pickup } : {}),
    ...(trip.destination ? { destination_location: trip.destination } : {}),
    ...(trip.pickupTime ? { pickup_time: trip.pickupTime } : {}),
  };
}

const place = (p: RentalTripPlace | null | undefined): RentalPlace | null =>
  p && p.lat !== undefined && p.lng !== undefined
    ? {
        lat: Number(p.lat),
        lng: Number(p.lng),
        location_name: p.location_name ?? '',
      }
    : null;

/** The server's `user_data` (an object, or `[]` when there is none) as a draft. */
export function tripFromUserData(ud: RentalTripData | unknown[] | null | undefined): TripDraft | null {
  if (!ud || Array.isArray(ud)) return null;
  const u = ud;
  return {
    rentalType: u.rental_type === 'distance_wise' ? 'distance_wise' : 'hourly',
    hours: Number(u.estimated_hours ?? 0) || 1,
    distance: Number(u.distance ?? 0),
    destinationTime: Number(u.destination_time ?? 0) || 0,
    pickup: place(u.pickup_location),
    destination: place(u.destination_location),
    pickupTime: u.pickup_time ?? null,
  };
}

/** A vehicle offers a rental type when its `trip_hourly` / `trip_distance` flag is on. */
export const supportsType = (v: { trip_hourly?: number; trip_distance?: number }, type: RentalType): boolean =>
  type === 'hourly' ? v.trip_hourly !== 0 : v.trip_distance !== 0;

export function bookingRefusal(code: string | null): BookingRefusal | null {
  switch (code) {
    case 'cart':
      return 'trip.cart';
    case 'provider':
      return 'trip.provider';
    case 'Zone':
    case 'zone':
      return 'trip.zone';
    case 'schedule_at':
      return 'trip.scheduleAt';
    case 'trip_time':
      return 'trip.tripTime';
    case 'coupon':
      return 'trip.coupon';
    default:
      return null;
  }
}

export function bookingProblem(form: BookingForm, guest: boolean, now: Date): BookingProblem | null {
  if (guest && (!form.contact || !form.contact.name.trim() || !form.contact.phone.trim()))
    return 'trip.contactRequired';
  if (form.scheduled) {
    if (!form.scheduleAt) return 'trip.scheduleRequired';
    const at = parseLocal(form.scheduleAt);
    if (at === null || at < now.getTime() - 60_000) return 'trip.scheduleAt';
  }
  return null;
}

/**
 * The status timeline pending → confirmed → ongoing → completed; a canceled or failed-payment trip ends
 * at that step instead of the ones it never reached.
 */
export function tripTimeline(trip: {
  trip_status: string;
  pending?: string | null;
  confirmed?: string | null;
  ongoing?: string | null;
  completed?: string | null;
  canceled?: string | null;
  created_at?: string | null;
}): TimelineStep[] {
  const order: TripStatus[] = ['pending', 'confirmed', 'ongoing', 'completed'];
  const status = trip.trip_status as TripStatus;
  const stamp = (s: TripStatus) =>
    s === 'pending'
      ? (trip.pending ?? trip.created_at ?? null)
      : ((trip as Record<string, string | null | undefined>)[s] ?? null);
  if (status === 'canceled' || status === 'payment_failed') {
    const reached = order.filter((s) => s === 'pending' || stamp(s));
    return [
      ...reached.map((s) => ({ status: s, at: stamp(s), done: true })),
      {
        status,
        at: status === 'canceled' ? stamp('canceled') : null,
        done: true,
      },
    ];
  }
  const index = Math.max(0, order.indexOf(status));
  return order.map((s, i) => ({ status: s, at: stamp(s), done: i <= index }));
}

export const RUNNING_STATUSES: readonly string[] = ['pending', 'confirmed', 'ongoing', 'payment_failed'];

/** A trip can be canceled by the customer only while pending (api2 §11 cancel-trip). */
export const canCancelTrip = (trip: { trip_status: string }) => trip.trip_status === 'pending';

/** Methods settled at pickup: cash, or the cash rest of a partial payment; nothing is left to pay online. */
const PAID_AT_PICKUP: readonly string[] = ['cash_payment', 'partial_payment'];

/** An unpaid trip can be paid unless it was canceled or its payment is already arranged for pickup. */
export const canPayTrip = (trip: { trip_status: string; payment_status: string; payment_method?: string | null }) =>
  trip.payment_status !== 'paid' &&
  trip.trip_status !== 'canceled' &&
  !PAID_AT_PICKUP.includes(trip.payment_method ?? '');

/**
 * api2 §11 trip-booking `coupon_code` (the server checks and prices it again): a free-delivery coupon gives a
 * trip nothing; a provider's own coupon (store_wise) only at that provider; the vehicles' total (after vehicle
 * discounts) must reach the coupon's minimum purchase.
 */
export function tripCouponProblem(
  c: Coupon,
  subtotal: number,
  providerId: number | null,
  digits: number,
): TripCouponProblem | null {
  if (isFreeDeliveryCoupon(c)) return { kind: 'notForTrips' };
  if (c.coupon_type === 'store_wise' && providerId !== null && Number(c.store_id) !== providerId)
    return { kind: 'provider' };
  const min = toNumber(c.min_purchase);
  if (toMinor(subtotal, digits) < toMinor(min, digits)) return { kind: 'minimum', min };
  return null;
}

/** A refused coupon/apply (the edge rejects with the HTTP status and the server's messages). */
export function tripCouponRefusal(error: unknown): TripCouponProblem {
  const e = error as { status?: number; messages?: string[] } | null | undefined;
  return { kind: 'server', refusal: couponApiRefusal(Number(e?.status ?? 0)), message: e?.messages?.[0] ?? null };
}

/**
 * The fare as the server prices the booking (api2 §11): the lines' prices (hours or km × price, less the
 * vehicle discount, × quantity), less the provider's running discount, less the coupon (on what is left),
 * plus the provider's tax on the rest.
 */
export function tripFare(
  lines: ReadonlyArray<{
    price: number;
    provider_id?: number | null;
    provider: { id?: number | null; tax?: number | null; discount?: StoreDiscount | null };
  }>,
  now: Date,
  digits: number,
  coupon: Coupon | null = null,
): TripFare {
  const subtotal = lines.reduce((a, l) => a + Number(l.price), 0);
  const provider = lines[0]?.provider;
  const providerId = lines[0]?.provider_id ?? provider?.id ?? null;
  const providerDiscount = storeDiscountAmount(subtotal, provider?.discount ?? null, now, digits);
  const couponDiscount =
    coupon && !tripCouponProblem(coupon, subtotal, providerId, digits)
      ? couponAmount(coupon, subtotal - providerDiscount, digits)
      : 0;
  const tax = taxAmount(subtotal - providerDiscount - couponDiscount, Number(provider?.tax ?? 0), false, digits);
  const round = (n: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    subtotal: round(subtotal),
    providerDiscount,
    couponDiscount,
    tax,
    total: round(subtotal - providerDiscount - couponDiscount + tax),
  };
}
