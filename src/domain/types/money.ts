/** The app's words for money as the platform sends it (core §9, acc §9). */

/** A money figure a real 3.x backend may send as a numeric string; the rules read it with toNumber. */
export type MoneyValue = number | string | null;

/** An amount the platform recorded on an order or a trip; absent or null means none. */
export type RecordedAmount = number | null;

/** The terms of a discount, a store's or a coupon's: how much, of which kind, from which purchase, up to what. */
export interface DiscountTerms {
  discount?: MoneyValue;
  discount_type?: string | null;
  min_purchase?: MoneyValue;
  max_discount?: MoneyValue;
}
