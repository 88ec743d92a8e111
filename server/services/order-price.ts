// A store order's money (acc §9): item discounts, the store discount (valid now, min_purchase, capped),
// coupons, tax (added, or included when tax_included), the delivery fee (per km within min/max; self-delivery
// stores use their own figures; free by store or by the admin threshold; zones may use a fixed charge; the
// zone's increased fee, percent or amount, is added), service charge and tips. Where the spec is silent the
// rules are the platform's (services/pricing.ts lineDiscounts). services/orders.ts stores what this decides.
import type { Catalog, Coupon, Store, Zone } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import { storeDiscount } from '../format/store.ts';
import { drivingKm } from '../catalog/geo.ts';
import {
  cents,
  couponDiscountCents,
  couponFreesDelivery,
  deliveryFeeCents,
  freeDeliveryBy,
  digitsOf,
  fromCents,
  includedShareCents,
  lineDiscounts,
  shareCents,
  type LineDiscount,
  type PricedLine,
} from './pricing.ts';

/** What a store order's price depends on: the store and zone, the lines, coupon, type, distance and extras. */
export interface PricingInput {
  store: Store;
  zone: Zone | undefined;
  lines: PricedLine[];
  coupon: Coupon | null;
  orderType: string;
  km: number;
  dmTips: number;
  /** The customer asked for the store's extra packaging (charged at the store's own amount). */
  extraPackaging?: boolean;
}

/**
 * The order's money, from the server's own catalogue (acc §9 and, where it is silent, the platform's
 * OrderController place; the storefront's bill, src/domain/bill.ts, shows the same figures): every amount
 * in minor units of the config's digit_after_decimal_point, rounded where it is made.
 *   subtotal   Σ price × quantity + add-ons
 *   discounts  per line (lineDiscounts); a store percent discount is capped at its max_discount (when
 *              above 0); a store amount discount (no platform equivalent) comes off the purchase instead
 *   coupon     on the purchase after every discount; tax on what is left; then delivery, charges, tip
 */
export function priceOrder(cat: Catalog, cfg: Config, now: Date, o: PricingInput) {
  const d = digitsOf(cfg);
  const c = (x: number) => cents(x, d);
  const subtotal = o.lines.reduce(
    (a, l) => a + c(l.unitPrice) * l.quantity + l.addOns.reduce((s, x) => s + c(x.price) * x.quantity, 0),
    0,
  );
  const perLine = lineDiscounts(cat, o.store, now, o.lines, d);
  const sum = (type: LineDiscount['type']) => perLine.reduce((a, x) => a + (x.type === type ? x.off : 0), 0);
  const itemsDiscount = sum('discount_on_product');
  const flash = sum('flash_sale');
  const flashAdmin = perLine.reduce((a, x) => a + x.admin, 0);
  const sd = storeDiscount(o.store, now);
  let storeDisc = sum('store_discount');
  if (storeDisc > 0 && sd && sd.max_discount > 0) storeDisc = Math.min(storeDisc, c(sd.max_discount));
  const purchase = subtotal - itemsDiscount - flash;
  if (sd && sd.discount_type === 'amount' && sd.discount > 0 && purchase > 0 && purchase >= c(sd.min_purchase))
    storeDisc = Math.min(c(sd.discount), purchase);
  storeDisc = Math.min(storeDisc, purchase);
  const afterStore = purchase - storeDisc;
  const couponAmount = o.coupon ? couponDiscountCents(o.coupon, purchase, afterStore, d) : 0;
  const taxable = afterStore - couponAmount;
  const rate = o.store.tax;
  const included = !!cfg.tax_included;
  const tax = rate > 0 ? (included ? includedShareCents(taxable, rate) : shareCents(taxable, rate)) : 0;
  const couponBy = o.coupon && couponFreesDelivery(o.coupon, purchase, d) ? o.coupon.created_by || 'admin' : null;
  const freeBy = o.orderType === 'take_away' ? null : freeDeliveryBy(cfg, o.store, taxable, couponBy, d);
  const delivery = o.orderType === 'take_away' || freeBy ? 0 : deliveryFeeCents(cfg, o.store, o.zone, o.km, d);
  const additional = cfg.additional_charge_status ? c(cfg.additional_charge) : 0;
  const packaging = o.extraPackaging && o.store.extra_packaging_status ? c(o.store.extra_packaging_amount) : 0;
  // A tip goes to the delivery man: none on take-away or when tips are switched off.
  const tips =
    o.orderType !== 'take_away' &&
    (cfg.dm_tips_status == null || cfg.dm_tips_status === true || Number(cfg.dm_tips_status) === 1)
      ? Math.max(0, c(o.dmTips))
      : 0;
  const total = taxable + (included ? 0 : tax) + delivery + additional + packaging + tips;
  const m = (x: number) => fromCents(x, d);
  return {
    digits: d,
    perLine,
    subtotal: m(subtotal),
    itemsDiscount: m(itemsDiscount),
    storeDisc: m(storeDisc),
    flashAdmin: m(flashAdmin),
    flashStore: m(flash - flashAdmin),
    couponAmount: m(couponAmount),
    tax: m(tax),
    delivery: m(delivery),
    additional: m(additional),
    packaging: m(packaging),
    tips: m(tips),
    total: m(total),
    freeBy,
  };
}

/**
 * acc §9 The delivery distance is the server's own: the distance service's figure from the store to the
 * address (catalog/geo.ts drivingKm). The platform's clients must send `distance`; a larger one is
 * honoured (a real road may be longer), a smaller one never lowers the fee.
 */
export function deliveryKm(
  store: { latitude: string | number; longitude: string | number },
  to: { lat: number; lng: number },
  posted: number | null,
): number {
  const own = drivingKm({ lat: Number(store.latitude), lng: Number(store.longitude) }, to);
  return Math.max(own, posted ?? 0);
}
