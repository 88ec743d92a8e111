// Line prices from the server's own catalogue, never from a posted `price`. The unit price is what a cart
// line stores (platform-api §5.8: the chosen variation's price, before discounts): food = the item's price
// plus every chosen option's price; other modules = the chosen variation's price, else the item's. The
// unit discount is the running flash sale's when the item is in one, else the item's own (campaign items
// carry theirs); the order's item discount is taken per line (lineDiscountCents); the store discount and
// coupons apply to the order total (services/orders.ts).
import type { Catalog, Coupon, Item, Store, Zone } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import { storeDiscount } from '../format/store.ts';
import { pivot } from '../format/zone.ts';
import { flashEntry } from '../format/item.ts';
import type { FoodChoice, ShopChoice } from './variations.ts';

export interface PricedLine {
  item: Item;
  campaign: boolean;
  quantity: number;
  unitPrice: number; // price of the chosen variation (what the cart stores), from the catalogue
  unitDiscount: number; // item or flash-sale discount on one unit (services/pricing.ts)
  variation: unknown[];
  addOns: Array<{ id: number; name: string; price: number; quantity: number }>;
}

/** `variation` must already be checked against the item (services/variations.ts checkVariation). */
export function unitPrice(it: Item, moduleType: string, variation: unknown[]): number {
  if (moduleType === 'food') {
    const groups = Array.isArray(it.food_variations) ? it.food_variations : [];
    let price = it.price;
    for (const chosen of variation as FoodChoice[]) {
      const g = groups.find((x) => x.name === chosen?.name);
      for (const label of chosen?.values?.label ?? [])
        price += Number(g?.values.find((v) => v.label === label)?.optionPrice ?? 0) || 0;
    }
    return fromCents(cents(price));
  }
  const type = (variation[0] as ShopChoice | undefined)?.type;
  const v = type !== undefined ? it.variations.find((x) => x.type === type) : undefined;
  return fromCents(cents(v ? v.price : it.price));
}

/** The discount on one unit: a running flash sale's entry for regular items, else the item's own. */
export function unitDiscount(cat: Catalog, it: Item, campaign: boolean, unit: number, now: Date): number {
  return fromCents(lineDiscountCents(unit, 1, discountOf(cat, it, campaign, now)));
}

// Money in integer minor units (cents at the default 2 decimals; config digit_after_decimal_point sets
// how many), so sums and shares never drift and every side rounds alike (the storefront's bill,
// src/domain/bill.ts, follows the same rules): each amount is rounded half away from zero where it is
// made. The decimal-exponent string avoids the binary error of `x * 100` (1.005 * 100 = 100.49999…).
export function cents(amount: number, digits = 2): number {
  if (!Number.isFinite(amount)) return 0;
  // A number JavaScript writes in exponent form (1e-9, 1e21) cannot take another exponent: scale it instead.
  const text = String(Math.abs(amount));
  const m = Math.round(/e/i.test(text) ? Math.abs(amount) * 10 ** digits : Number(`${text}e${digits}`));
  return amount < 0 ? -m : m;
}
export const fromCents = (c: number, digits = 2): number => Number(`${c}e-${digits}`);
/** The config's decimals (digit_after_decimal_point), 0 to 6; 2 when unset or unreadable. */
export function digitsOf(cfg: object): number {
  const d = Number((cfg as { digit_after_decimal_point?: unknown }).digit_after_decimal_point);
  return Number.isInteger(d) && d >= 0 && d <= 6 ? d : 2;
}
/** `c × rate / 100` rounded, for c ≥ 0. */
export const shareCents = (c: number, rate: number): number => Math.round((c * rate) / 100);
/** The tax inside a tax-inclusive amount: `c × rate / (100 + rate)` rounded. */
export const includedShareCents = (c: number, rate: number): number =>
  100 + rate > 0 ? Math.round((c * rate) / (100 + rate)) : 0;

/** The discount that applies to an item now: a running flash sale's entry for regular items, else its own. */
export function discountOf(
  cat: Catalog,
  it: Item,
  campaign: boolean,
  now: Date,
): { discount: number; discount_type: string } {
  const sale = campaign ? null : flashEntry(cat, it.id, now);
  return sale
    ? { discount: sale.entry.discount, discount_type: sale.entry.discount_type }
    : { discount: it.discount, discount_type: it.discount_type };
}

/**
 * acc §9 Discount, on a whole line (in minor units): percent takes that share of unit × quantity (rounded
 * once); amount takes the amount per unit; never more than the line.
 */
export function lineDiscountCents(
  unit: number,
  quantity: number,
  d: { discount: number; discount_type: string },
  digits = 2,
): number {
  const line = cents(unit, digits) * quantity;
  if (!(d.discount > 0)) return 0;
  const off =
    d.discount_type === 'amount' ? cents(d.discount, digits) * quantity : shareCents(line, Math.min(d.discount, 100));
  return Math.min(off, line);
}

/**
 * acc §9 Coupons: nothing below min_purchase (read against the purchase: the items after their own
 * discounts); free_delivery gives no money; percent of `base` (the purchase after the store discount)
 * capped at max_discount unless 0; never more than `base`. In minor units of `digits` decimals.
 */
export function couponDiscountCents(c: Coupon, purchaseCents: number, baseCents: number, digits = 2): number {
  if (c.coupon_type === 'free_delivery' || purchaseCents < cents(c.min_purchase, digits) || baseCents <= 0) return 0;
  let d = c.discount_type === 'percent' ? shareCents(baseCents, Math.min(c.discount, 100)) : cents(c.discount, digits);
  if (c.discount_type === 'percent' && c.max_discount > 0) d = Math.min(d, cents(c.max_discount, digits));
  return Math.max(0, Math.min(d, baseCents));
}

/** A free_delivery coupon frees the delivery once the purchase reaches its min_purchase. */
export function couponFreesDelivery(c: Coupon | null, purchaseCents: number, digits = 2): boolean {
  return !!c && c.coupon_type === 'free_delivery' && purchaseCents >= cents(c.min_purchase, digits);
}

/**
 * acc §9 Delivery fee in minor units, before free-delivery rules: a self-delivery store uses its own per-km
 * charge within its minimum and maximum; otherwise the zone's figures for the module (a fixed charge, or
 * per km within minimum and maximum, a maximum of 0 meaning none; the config's when there is no zone).
 * The zone's increased fee is added, rounded on its own: a percent of that fee, or a fixed amount when
 * the zone's increased_delivery_fee_type is 'amount'.
 */
export function deliveryFeeCents(cfg: Config, store: Store, zone: Zone | undefined, km: number, digits = 2): number {
  let fee: number;
  if (store.self_delivery_system) {
    fee = Math.max(store.minimum_shipping_charge, km * store.per_km_shipping_charge);
    if (store.maximum_shipping_charge) fee = Math.min(fee, store.maximum_shipping_charge);
  } else {
    const p = zone
      ? pivot(zone, store.module_id)
      : {
          delivery_charge_type: 'distance',
          fixed_shipping_charge: 0,
          per_km_shipping_charge: cfg.per_km_shipping_charge,
          minimum_shipping_charge: cfg.minimum_shipping_charge,
          maximum_shipping_charge: 0,
        };
    fee =
      p.delivery_charge_type === 'fixed'
        ? p.fixed_shipping_charge
        : Math.max(p.minimum_shipping_charge, km * p.per_km_shipping_charge);
    if (p.delivery_charge_type !== 'fixed' && p.maximum_shipping_charge) fee = Math.min(fee, p.maximum_shipping_charge);
  }
  const base = cents(fee, digits);
  if (!zone?.increased_delivery_fee_status) return base;
  return base + increasedFeeCents(zone, base, digits);
}

/** acc §9 The zone's increased delivery fee on a fee of `base` minor units: percent of it, or a fixed amount. */
export function increasedFeeCents(
  zone: { increased_delivery_fee: number; increased_delivery_fee_type?: string | null },
  base: number,
  digits = 2,
): number {
  return zone.increased_delivery_fee_type === 'amount'
    ? cents(zone.increased_delivery_fee, digits)
    : shareCents(base, zone.increased_delivery_fee);
}

/**
 * Who frees the delivery (the order's free_delivery_by: 'admin', 'vendor' or a coupon's creator), as the
 * platform's OrderController::place_order decides it (null: it is charged; take-away has no delivery to
 * free). In its order, each overriding the one before: the admin's rule, for
 * every store or from an order amount, at any store, a self-delivery one included (the admin bears it); the
 * store's own free delivery ('vendor'); a free_delivery coupon (its creator). The order amount is what the
 * items come to after every discount and the coupon (the platform's eligibleAmount: product and add-on
 * prices less the store, item and flash-sale discounts and the coupon discount), reaching the threshold.
 */
export function freeDeliveryBy(
  cfg: Config,
  store: Store,
  eligibleCents: number,
  couponBy: string | null,
  digits = 2,
): string | null {
  let by: string | null = null;
  const admin = cfg.admin_free_delivery;
  if (admin?.status) {
    const over = admin.free_delivery_over ?? 0;
    if (
      admin.type === 'free_delivery_to_all_store' ||
      (admin.type === 'free_delivery_by_order_amount' && over > 0 && eligibleCents >= cents(over, digits))
    )
      by = 'admin';
  }
  if (store.free_delivery) by = 'vendor';
  return couponBy ?? by;
}

/** How one line was discounted (the platform's order_details discount_type) and by how much, in minor units. */
export interface LineDiscount {
  type: 'flash_sale' | 'store_discount' | 'discount_on_product';
  off: number;
  /** For a flash sale: the admin's share (flash_sale admin_discount_percentage); the store bears the rest. */
  admin: number;
}

/**
 * Besides a flash-sale line (which keeps the sale's, below), a campaign line keeps its campaign discount
 * whatever the store's. The storefront shows a campaign item at its campaign discount on its card, dialog,
 * cart and checkout line, as the platform's apps do; the platform's order code would let a running store
 * discount replace it (Helpers::product_discount_calculate), charging another price than the one shown.
 * The storefront's bill (src/domain/bill.ts keepsOwnDiscount) reads the same rule.
 */
export const keepsOwnDiscount = (l: Pick<PricedLine, 'campaign'>): boolean => l.campaign;

/**
 * The platform's per-line discount (Helpers::product_discount_calculate), on the line's (variation) price
 * only, never its add-ons: a running flash sale's entry; a campaign line's own discount; else, while the
 * store's percent discount runs and the items with their add-ons reach its min_purchase, that percent
 * (replacing the item's own); else the item's own discount.
 */
export function lineDiscounts(
  cat: Catalog,
  store: Store,
  now: Date,
  lines: PricedLine[],
  digits: number,
): LineDiscount[] {
  const c = (x: number) => cents(x, digits);
  const subtotal = lines.reduce(
    (a, l) => a + c(l.unitPrice) * l.quantity + l.addOns.reduce((s, x) => s + c(x.price) * x.quantity, 0),
    0,
  );
  const sd = storeDiscount(store, now);
  const byStore =
    !!sd && sd.discount > 0 && sd.discount_type !== 'amount' && subtotal > 0 && subtotal >= c(sd.min_purchase);
  return lines.map((l) => {
    const sale = l.campaign ? null : flashEntry(cat, l.item.id, now);
    if (sale) {
      const off = lineDiscountCents(l.unitPrice, l.quantity, sale.entry, digits);
      return {
        type: 'flash_sale',
        off,
        admin: Math.round((off * Number(sale.sale.admin_discount_percentage ?? 0)) / 100),
      };
    }
    if (byStore && !keepsOwnDiscount(l))
      return {
        type: 'store_discount',
        off: shareCents(c(l.unitPrice) * l.quantity, Math.min(sd.discount, 100)),
        admin: 0,
      };
    return {
      type: 'discount_on_product',
      off: lineDiscountCents(
        l.unitPrice,
        l.quantity,
        { discount: l.item.discount, discount_type: l.item.discount_type },
        digits,
      ),
      admin: 0,
    };
  });
}
