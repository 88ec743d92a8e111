import { storeDiscountAmount, taxAmount, toMinor, toNumber } from './money';
import { couponAmount, couponApiRefusal, isFreeDeliveryCoupon, type CouponApiRefusal } from './coupon';
import type { Coupon } from './types/coupon';
import type { StoreDiscount } from './types/store';

// The trip checkout's money (api2 §11): the fare as the server prices it, and whether a coupon takes anything off.

/** A coupon applied to the trip checkout (coupon/apply's answer). */
export interface TripCoupon extends Coupon {
  code: string;
  title?: string | null;
}

/** Why a coupon is not taken off the fare, for the page to say in words. */
export type TripCouponProblem = { kind: 'minimum'; min: number } | { kind: 'provider' } | { kind: 'notForTrips' } | { kind: 'server'; refusal: CouponApiRefusal | null; message: string | null };

/**
 * api2 §11 trip-booking `coupon_code` (the server checks and prices it again): a free-delivery coupon gives a
 * trip nothing; a provider's own coupon (store_wise) only at that provider; the vehicles' total (after vehicle
 * discounts) must reach the coupon's minimum purchase.
 */
export function tripCouponProblem(c: Coupon, subtotal: number, providerId: number | null, digits: number): TripCouponProblem | null {
  if (isFreeDeliveryCoupon(c)) return { kind: 'notForTrips' };
  if (c.coupon_type === 'store_wise' && providerId !== null && Number(c.store_id) !== providerId) return { kind: 'provider' };
  const min = toNumber(c.min_purchase);
  if (toMinor(subtotal, digits) < toMinor(min, digits)) return { kind: 'minimum', min };
  return null;
}

/** A refused coupon/apply (the edge rejects with the HTTP status and the server's messages). */
export function tripCouponRefusal(error: unknown): TripCouponProblem {
  const e = error as { status?: number; messages?: string[] } | null | undefined;
  return { kind: 'server', refusal: couponApiRefusal(Number(e?.status ?? 0)), message: e?.messages?.[0] ?? null };
}

export interface TripFare {
  subtotal: number;
  providerDiscount: number;
  /** What the applied coupon takes off (0 without one, or when it does not apply). */
  couponDiscount: number;
  tax: number;
  total: number;
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
  const couponDiscount = coupon && !tripCouponProblem(coupon, subtotal, providerId, digits) ? couponAmount(coupon, subtotal - providerDiscount, digits) : 0;
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
