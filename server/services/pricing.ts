// Line prices from the server's own catalogue, never from a posted `price`. The unit price is what a cart
// line stores (platform-api §5.8: the chosen variation's price, before discounts): food = the item's price
// plus every chosen option's price; other modules = the chosen variation's price, else the item's. The
// unit discount is the running flash sale's when the item is in one, else the item's own (campaign items
// carry theirs); the order's item discount is taken per line (lineDiscountCents); the store discount and
// coupons apply to the order total (services/orders.ts).
import type { Catalog, Item } from '../catalog/catalog.ts';
import { flashEntry } from '../format/item.ts';
import type { FoodChoice, ShopChoice } from './cart.ts';

const r2 = (n: number) => fromCents(cents(n));

/** `variation` must already be checked against the item (services/cart.ts checkVariation). */
export function unitPrice(it: Item, moduleType: string, variation: unknown[]): number {
  if (moduleType === 'food') {
    const groups = Array.isArray(it.food_variations) ? it.food_variations : [];
    let price = it.price;
    for (const chosen of variation as FoodChoice[]) {
      const g = groups.find((x) => x.name === chosen?.name);
      for (const label of chosen?.values?.label ?? []) price += Number(g?.values.find((v) => v.label === label)?.optionPrice ?? 0) || 0;
    }
    return r2(price);
  }
  const type = (variation[0] as ShopChoice | undefined)?.type;
  const v = type !== undefined ? it.variations.find((x) => x.type === type) : undefined;
  return r2(v ? v.price : it.price);
}

/** The discount on one unit: a running flash sale's entry for regular items, else the item's own. */
export function unitDiscount(cat: Catalog, it: Item, campaign: boolean, unit: number, now: Date): number {
  return fromCents(lineDiscountCents(unit, 1, discountOf(cat, it, campaign, now)));
}

// Money in integer cents, so sums and shares never drift and every side rounds alike (the storefront's
// bill, src/domain/bill.ts, follows the same rules): each amount is rounded half away from zero where it
// is made. The decimal-exponent string avoids the binary error of `x * 100` (1.005 * 100 = 100.49999…).
export function cents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const m = Math.round(Number(`${Math.abs(amount)}e2`));
  return amount < 0 ? -m : m;
}
export const fromCents = (c: number): number => Number(`${c}e-2`);
/** `c × rate / 100` rounded, for c ≥ 0. */
export const shareCents = (c: number, rate: number): number => Math.round((c * rate) / 100);
/** The tax inside a tax-inclusive amount: `c × rate / (100 + rate)` rounded. */
export const includedShareCents = (c: number, rate: number): number => (100 + rate > 0 ? Math.round((c * rate) / (100 + rate)) : 0);

/** The discount that applies to an item now: a running flash sale's entry for regular items, else its own. */
export function discountOf(cat: Catalog, it: Item, campaign: boolean, now: Date): { discount: number; discount_type: string } {
  const sale = campaign ? null : flashEntry(cat, it.id, now);
  return sale ? { discount: sale.entry.discount, discount_type: sale.entry.discount_type } : { discount: it.discount, discount_type: it.discount_type };
}

/**
 * acc §9 Discount, on a whole line (in cents): percent takes that share of unit × quantity (rounded once);
 * amount takes the amount per unit; never more than the line.
 */
export function lineDiscountCents(unit: number, quantity: number, d: { discount: number; discount_type: string }): number {
  const line = cents(unit) * quantity;
  if (!(d.discount > 0)) return 0;
  const off = d.discount_type === 'amount' ? cents(d.discount) * quantity : shareCents(line, Math.min(d.discount, 100));
  return Math.min(off, line);
}
