/**
 * Coupon rules of acc §9 "Coupons" (and platform-api §3.6): when a coupon applies to a cart, and what it
 * takes off. The server's order/place applies the same rules (server/services/coupons.ts); the checkout
 * bill (bill.ts) calls these so what the customer sees is what is charged.
 */
import { DEFAULT_DIGITS, fromMinor, toMinor, toNumber } from './money';
import type { Coupon } from './types/coupon';

/** acc §8: shown (followed by the amount) when the cart is below the coupon's minimum purchase. */
export const COUPON_MIN_PURCHASE_MESSAGE = 'To apply this coupon,the minimum purchase amount is.';

export type CouponRefusal = 'minPurchase' | 'zone' | 'store';

export interface CouponCheck {
  ok: boolean;
  refusal: CouponRefusal | null;
  /** The minimum purchase, for the message. */
  minPurchase: number;
}

/** The zone ids a zone_wise coupon names (its `data` JSON list, else zoneId/zone_id). */
export function couponZoneIds(c: Coupon): number[] {
  const direct = c.zoneId ?? c.zone_id;
  if (direct !== undefined && direct !== null && direct !== '') {
    const n = Number(direct);
    if (Number.isFinite(n)) return [n];
  }
  if (!c.data) return [];
  try {
    const parsed: unknown = JSON.parse(c.data);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map(Number).filter((n) => Number.isFinite(n));
  } catch {
    return [];
  }
}

/**
 * acc §9: a coupon applies only if the purchase (the items after their own discounts, what the cart drawer
 * calls the subtotal) is at least min_purchase; zone_wise needs the customer's zone (the stored zone ids,
 * or the store's zone) among the coupon's; store_wise needs the coupon's store.
 */
export function checkCoupon(
  c: Coupon,
  ctx: { purchase: number; storeId: number; storeZoneId?: number | null; zoneIds?: readonly number[] | null },
  digits = DEFAULT_DIGITS,
): CouponCheck {
  const minPurchase = toNumber(c.min_purchase);
  const refuse = (refusal: CouponRefusal): CouponCheck => ({ ok: false, refusal, minPurchase });
  if (c.coupon_type === 'store_wise' && Number(c.store_id) !== ctx.storeId) return refuse('store');
  if (c.coupon_type === 'zone_wise') {
    const zones = couponZoneIds(c);
    const mine = ctx.zoneIds?.length ? ctx.zoneIds : ctx.storeZoneId != null ? [ctx.storeZoneId] : [];
    const storeOk = ctx.storeZoneId == null || zones.includes(ctx.storeZoneId);
    if (!storeOk || !mine.some((z) => zones.includes(z))) return refuse('zone');
  }
  if (toMinor(ctx.purchase, digits) < toMinor(minPurchase, digits)) return refuse('minPurchase');
  return { ok: true, refusal: null, minPurchase };
}

/**
 * The coupons worth listing at checkout: those this store and zone can take (store_wise of another store and
 * zone_wise of other zones are left out, as apply would refuse them); one below its minimum purchase is still
 * listed, and applying it says the minimum.
 */
export function couponFitsStore(
  c: Coupon,
  ctx: { storeId: number; storeZoneId?: number | null; zoneIds?: readonly number[] | null },
): boolean {
  const refusal = checkCoupon(c, { ...ctx, purchase: Number.MAX_SAFE_INTEGER }).refusal;
  return refusal !== 'store' && refusal !== 'zone';
}

/** free_delivery coupons free the delivery and give no money discount. */
export function isFreeDeliveryCoupon(c: Coupon | null | undefined): boolean {
  return c?.coupon_type === 'free_delivery';
}

/**
 * The money a (checked) coupon takes off `amount` (the items after the item and store discounts): percent
 * of the amount, capped at max_discount unless it is 0 (no cap); amount as is; never more than `amount`;
 * free_delivery gives 0.
 */
export function couponAmount(c: Coupon, amount: number, digits = DEFAULT_DIGITS): number {
  if (isFreeDeliveryCoupon(c)) return 0;
  const base = toMinor(amount, digits);
  if (base <= 0) return 0;
  const discount = toNumber(c.discount);
  let off: number;
  if (c.discount_type === 'percent') {
    off = Math.round((base * Math.min(discount, 100)) / 100);
    const cap = toMinor(toNumber(c.max_discount), digits);
    if (cap > 0) off = Math.min(off, cap);
  } else off = toMinor(discount, digits);
  return fromMinor(Math.max(0, Math.min(off, base)), digits);
}

export type CouponApiRefusal = 'notFound' | 'usedUp' | 'expired' | 'notEligible';

/**
 * api §3.6: what a coupon/apply (or order/place) refusal means, by status: 404 not found, 406 usage limit
 * over, 407 expired, 403 not eligible; null for anything else (a generic error).
 */
export function couponApiRefusal(status: number): CouponApiRefusal | null {
  return status === 404
    ? 'notFound'
    : status === 406
      ? 'usedUp'
      : status === 407
        ? 'expired'
        : status === 403
          ? 'notEligible'
          : null;
}
