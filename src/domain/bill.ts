/**
 * The checkout bill (acc §9, issue 13 item 7): every amount the customer sees before placing an order, by
 * the same rules the server charges with (server/services/orders.ts priceOrder). Pure: the page builds the
 * input from API data (billInput.ts) and shows the result.
 *
 * Order of the rules, each amount rounded to `digits` decimals (half away from zero) where it is made:
 *   subtotal        Σ line price × quantity + add-on price × quantity   (line price = the chosen variation's)
 *   discounts       discountsOf(): on each line's price, never its add-ons (the platform's rule). While the
 *                   store's percent discount runs (a daily window, money.ts isStoreDiscountRunning) and the
 *                   subtotal reaches its min_purchase, it replaces the items' own discounts (flash sales
 *                   keep theirs), capped at max_discount (when above 0); else each item's own discount
 *   purchase        subtotal − itemDiscount (what the cart drawer calls the subtotal; the coupon's
 *                   min_purchase reads it)
 *   couponDiscount  on purchase − storeDiscount (coupon.ts)
 *   taxable         purchase − storeDiscount − couponDiscount
 *   tax             taxable × rate / 100, or taxable × rate / (100 + rate) when tax_included (then not added)
 *   deliveryFee     deliveryFee() below; 0 for take-away. The admin's free delivery from an order amount
 *                   reads taxable (the platform's eligibleAmount: after every discount and the coupon), at
 *                   any store, a self-delivery one included
 *   tip, additional charge (config), extra packaging (store, when the customer asks)
 *   total           taxable + (tax unless included) + deliveryFee + tip + additional + packaging
 */
import { checkCoupon, couponAmount, isFreeDeliveryCoupon, type CouponRefusal } from './coupon';
import { freeDeliveryThreshold } from './cartMath';
import { DEFAULT_DIGITS, digitsOf, fromMinor, roundMoney, sumMoney, taxAmount, toMinor, toNumber } from './money';
import { flagOn } from './flags';
import { discountsOf, lineAmount } from './billDiscounts';
import type { Coupon } from './types/coupon';

export type * from './bill.types';
import type {
  BillStore,
  BillZonePivot,
  BillZone,
  BillConfig,
  BillInput,
  DeliveryFreeReason,
  Bill,
  PerKmCharges,
} from './bill.types';

/**
 * acc §9 Delivery fee, before free-delivery rules: a self-delivery store uses its own per-km charge within
 * its minimum and maximum; otherwise the zone's figures for the module: a fixed charge, or per km within
 * minimum and maximum (a maximum of 0 means none); the config's per-km and minimum when no zone is known.
 * The zone's increased fee (a percent, or an amount when its type says so) is then added, rounded on its own.
 */
export function deliveryFeeOf(
  store: BillStore,
  zone: BillZone | null,
  config: BillConfig,
  km: number,
  digits = DEFAULT_DIGITS,
): number {
  const distance = Math.max(0, km);
  let fee: number;
  if (flagOn(store.self_delivery_system)) fee = perKmFee(store, distance);
  else {
    const p: BillZonePivot = zone?.pivot ?? {
      delivery_charge_type: 'distance',
      per_km_shipping_charge: config.per_km_shipping_charge,
      minimum_shipping_charge: config.minimum_shipping_charge,
      maximum_shipping_charge: 0,
    };
    fee = p.delivery_charge_type === 'fixed' ? toNumber(p.fixed_shipping_charge) : perKmFee(p, distance);
  }
  const base = roundMoney(fee, digits);
  if (!zone || !flagOn(zone.increased_delivery_fee_status)) return base;
  const extra = increasedFee(zone, base, digits);
  return sumMoney([base, extra], digits);
}

/** acc §9 A per-km charge over the distance, at least the minimum and at most the maximum (0: none). */
function perKmFee(charges: PerKmCharges, distance: number): number {
  const fee = Math.max(toNumber(charges.minimum_shipping_charge), distance * toNumber(charges.per_km_shipping_charge));
  const max = toNumber(charges.maximum_shipping_charge);
  return max > 0 ? Math.min(fee, max) : fee;
}

/** acc §9 The zone's increased fee on a fee of `base`: a percent of it (rounded on its own), or a fixed amount. */
export function increasedFee(
  zone: Pick<BillZone, 'increased_delivery_fee' | 'increased_delivery_fee_type'>,
  base: number,
  digits = DEFAULT_DIGITS,
): number {
  if (zone.increased_delivery_fee_type === 'amount') return roundMoney(toNumber(zone.increased_delivery_fee), digits);
  return fromMinor(Math.round((toMinor(base, digits) * toNumber(zone.increased_delivery_fee)) / 100), digits);
}

/**
 * Which free-delivery rule applies, if any (take-away, a free_delivery coupon, the store, the admin), in the
 * platform's precedence (OrderController::place_order). `eligible` is what the items come to after every
 * discount and the coupon; the admin's rules hold at a self-delivery store too (the admin bears the fee).
 */
export function deliveryFreeReason(
  input: Pick<BillInput, 'orderType' | 'store' | 'config'>,
  eligible: number,
  freeByCoupon: boolean,
): DeliveryFreeReason {
  if (input.orderType === 'take_away') return 'takeAway';
  if (freeByCoupon) return 'coupon';
  if (flagOn(input.store.free_delivery)) return 'store';
  const admin = input.config.admin_free_delivery;
  if (admin && flagOn(admin.status) && admin.type === 'free_delivery_to_all_store') return 'adminAll';
  const over = freeDeliveryThreshold(input.config);
  if (over !== null && eligible >= over) return 'adminAmount';
  return null;
}

export function computeBill(input: BillInput): Bill {
  const digits = digitsOf(input.config.digit_after_decimal_point ?? DEFAULT_DIGITS);
  const money = (xs: number[]) => sumMoney(xs, digits);
  const lines = input.lines.filter((l) => l.quantity > 0);

  const subtotal = money(lines.map((l) => lineAmount(l, digits)));
  const { itemDiscount, storeDiscount } = discountsOf(lines, input.store.discount ?? null, subtotal, input.now, digits);
  const purchase = money([subtotal, -itemDiscount]);
  const afterStore = money([purchase, -storeDiscount]);

  let coupon: Coupon | null = null;
  let couponRefusal: CouponRefusal | null = null;
  let couponMinPurchase = 0;
  if (input.coupon) {
    const check = checkCoupon(
      input.coupon,
      { purchase, storeId: input.store.id, storeZoneId: input.store.zone_id ?? null, zoneIds: input.zoneIds ?? null },
      digits,
    );
    couponMinPurchase = check.minPurchase;
    if (check.ok) coupon = input.coupon;
    else couponRefusal = check.refusal;
  }
  const couponDiscount = coupon ? couponAmount(coupon, afterStore, digits) : 0;
  const taxable = money([afterStore, -couponDiscount]);
  const taxIncluded = flagOn(input.config.tax_included);
  const tax = taxAmount(taxable, toNumber(input.store.tax), taxIncluded, digits);

  const delivery = input.orderType === 'delivery';
  const distanceKm = delivery ? Math.max(0, input.distanceKm) : 0;
  // Without an address the distance is unknown: a minimum fee would be a guess the customer reads as the charge.
  const awaitingAddress = delivery && Boolean(input.awaitingAddress);
  const deliveryFeeBeforeFree =
    delivery && !awaitingAddress ? deliveryFeeOf(input.store, input.zone, input.config, distanceKm, digits) : 0;
  const deliveryFree = deliveryFreeReason(input, taxable, isFreeDeliveryCoupon(coupon));
  const deliveryFee = deliveryFree ? 0 : deliveryFeeBeforeFree;

  const tipsOn =
    input.config.dm_tips_status === undefined ||
    input.config.dm_tips_status === null ||
    flagOn(input.config.dm_tips_status);
  const tip = delivery && tipsOn ? Math.max(0, roundMoney(input.tip, digits)) : 0;
  const additionalCharge = flagOn(input.config.additional_charge_status)
    ? roundMoney(toNumber(input.config.additional_charge), digits)
    : 0;
  const extraPackaging =
    input.extraPackaging && flagOn(input.store.extra_packaging_status)
      ? roundMoney(toNumber(input.store.extra_packaging_amount), digits)
      : 0;

  const total = money([taxable, taxIncluded ? 0 : tax, deliveryFee, tip, additionalCharge, extraPackaging]);
  const codLimit = toNumber(input.zone?.pivot?.maximum_cod_order_amount);
  const cashOnDeliveryLimit = codLimit > 0 ? codLimit : null;
  return {
    digits,
    subtotal,
    itemDiscount,
    purchase,
    storeDiscount,
    coupon,
    couponDiscount,
    couponRefusal,
    couponMinPurchase,
    taxable,
    tax,
    taxIncluded,
    deliveryFeeBeforeFree,
    awaitingAddress,
    deliveryFee,
    deliveryFree,
    distanceKm,
    tip,
    additionalCharge,
    additionalChargeName: input.config.additional_charge_name || 'Service Charge',
    extraPackaging,
    total,
    cashOnDeliveryLimit,
    exceedsCashOnDeliveryLimit:
      cashOnDeliveryLimit !== null && toMinor(total, digits) > toMinor(cashOnDeliveryLimit, digits),
  };
}
