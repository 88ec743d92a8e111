/**
 * The bill's discounts (acc §9 Discount), line by line: which discount each line takes, the store's percent
 * share out over the lines, and what each line then costs, so the lines the cart drawer and checkout show add
 * up to what the bill (bill.ts) charges for the items.
 */
import {
  discountedTotal,
  fromMinor,
  isStoreDiscountRunning,
  multiplyMoney,
  roundMoney,
  storeDiscountAmount,
  sumMoney,
  toMinor,
  toNumber,
} from './money';
import type { StoreDiscount } from './types/store';
import type { BillLine } from './bill.types';

/**
 * Which discount is a line's price (acc §9): one rule for the card, the item dialog, the cart line, the
 * checkout line, the bill and the charge (server/services/pricing.ts keepsOwnDiscount). A flash-sale line
 * keeps its sale's discount and a campaign line its campaign's: a store discount never replaces them. The
 * platform's apps show a campaign item at its campaign discount (its item sheet reads `isCampaign ?
 * discount : store_discount`) while its order code lets a running store discount replace it, so the shown
 * price and the charge could differ; the shown one is the offer the customer accepted, and the charge follows it.
 */
export function keepsOwnDiscount(l: Pick<BillLine, 'flashSale' | 'campaign'>): boolean {
  return Boolean(l.flashSale || l.campaign);
}

/** A line before any discount: its (variation) price × quantity, plus each add-on's price × its quantity. */
export const lineAmount = (l: BillLine, digits: number): number =>
  sumMoney(
    [multiplyMoney(l.price, l.quantity, digits), ...l.addOns.map((a) => multiplyMoney(a.price, a.quantity, digits))],
    digits,
  );

/** Shares `total` minor units out over `weights` in proportion, the remainder to the first lines, so they sum to it. */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= total) return weights;
  const shares = weights.map((w) => Math.floor((w * total) / sum));
  let left = total - shares.reduce((a, x) => a + x, 0);
  return shares.map((x, i) => (left > 0 && weights[i]! > 0 ? (left--, x + 1) : x));
}

/**
 * The platform's discounts (server/services/pricing.ts lineDiscounts), line by line, on each line's
 * (variation) price, never its add-ons: a flash-sale line keeps its sale discount, a campaign line its own
 * (keepsOwnDiscount); while the store's percent discount runs and the items with their add-ons reach its
 * min_purchase, every other line takes that percent instead of its own discount (capped in total at
 * max_discount when above 0, the cap shared out over the lines); otherwise each line its own discount.
 * `own[i]` and `store[i]` are line i's; a store amount discount (no platform equivalent) is no line's.
 */
export function lineDiscounts(
  lines: ReadonlyArray<BillLine>,
  d: StoreDiscount | null,
  subtotal: number,
  now: Date,
  digits: number,
): { own: number[]; store: number[]; running: StoreDiscount | null } {
  const running = isStoreDiscountRunning(d, now) ? d : null;
  const percent = !!running && running.discount_type !== 'amount';
  const byStore =
    percent && subtotal > 0 && toMinor(subtotal, digits) >= toMinor(toNumber(running!.min_purchase), digits);
  const full = (l: BillLine) => multiplyMoney(l.price, l.quantity, digits);
  const storeLine = (l: BillLine) => byStore && !keepsOwnDiscount(l);
  const own = lines.map((l) =>
    storeLine(l) ? 0 : sumMoney([full(l), -discountedTotal(l.price, l.quantity, l, digits)], digits),
  );
  const byPercent = { discount: running?.discount ?? 0, discount_type: 'percent' as const };
  const shares = lines.map((l) =>
    storeLine(l)
      ? toMinor(full(l), digits) - toMinor(discountedTotal(l.price, l.quantity, byPercent, digits), digits)
      : 0,
  );
  const cap = byStore ? toNumber(running!.max_discount) : 0;
  const capped = cap > 0 ? apportion(shares, toMinor(roundMoney(cap, digits), digits)) : shares;
  return { own, store: capped.map((x) => fromMinor(x, digits)), running };
}

/** The bill's two discounts: the items' own, and the store's (its percent share, or its amount). */
export function discountsOf(
  lines: ReadonlyArray<BillLine>,
  d: StoreDiscount | null,
  subtotal: number,
  now: Date,
  digits: number,
) {
  const { own, store, running } = lineDiscounts(lines, d, subtotal, now, digits);
  const itemDiscount = sumMoney(own, digits);
  const purchase = sumMoney([subtotal, -itemDiscount], digits);
  const storeDiscount =
    running && running.discount_type === 'amount'
      ? storeDiscountAmount(purchase, running, now, digits)
      : sumMoney(store, digits);
  return { itemDiscount, storeDiscount: Math.min(storeDiscount, purchase) };
}

/**
 * What each line costs after the discount the bill gives it (its own, or its share of the store's percent),
 * with its add-ons: the price the cart drawer and checkout show beside the line, so the lines add up to what
 * the bill charges for the items (a store amount discount, no line's, stays a row of the bill).
 */
export function lineTotalsOf(lines: ReadonlyArray<BillLine>, d: StoreDiscount | null, now: Date, digits: number) {
  const withAddOns = lines.map((l) => lineAmount(l, digits));
  const { own, store } = lineDiscounts(lines, d, sumMoney(withAddOns, digits), now, digits);
  return withAddOns.map((x, i) => sumMoney([x, -own[i]!, -store[i]!], digits));
}
