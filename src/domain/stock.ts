/** core §4 Stock and availability, §5 quantity rules, §9 quantity display. */

/** core §5: the minimum quantity of a line. */
export const MIN_QUANTITY = 1;

/** Why the plus of a quantity stepper did nothing: the message ids of core §5 ("Out of Stock", "Out of Limits"). */
export type QuantityBlock = 'outOfStock' | 'outOfLimits';

export interface StockLimits {
  /** Units left; null when the module does not track stock. */
  stock: number | null;
  /** maximum_cart_quantity; null or 0 when there is none. */
  maxCartQuantity: number | null;
}

/**
 * core §5: increasing is blocked with "Out of Stock" when the quantity reaches the stock, and with
 * "Out of Limits" when it reaches maximum_cart_quantity.
 */
export function increaseBlock(quantity: number, limits: StockLimits): QuantityBlock | null {
  if (limits.stock !== null && quantity >= limits.stock) return 'outOfStock';
  if (limits.maxCartQuantity && limits.maxCartQuantity > 0 && quantity >= limits.maxCartQuantity) return 'outOfLimits';
  return null;
}

/** core §5: decreasing is disabled at quantity 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

/** core §5: an add-on quantity never goes below 0. */
export function nextAddOnQuantity(quantity: number, step: 1 | -1): number {
  return Math.max(0, quantity + step);
}

/** core §9: quantities below 10 are shown zero-padded ("05"). */
export function padQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}

/** Whether a module tracks stock (config module_config[type].stock); unknown modules do. */
export function isStockTracked(moduleConfig: unknown, moduleType: string | null | undefined): boolean {
  if (!moduleType || !moduleConfig || typeof moduleConfig !== 'object') return true;
  const entry = (moduleConfig as Record<string, unknown>)[moduleType];
  if (!entry || typeof entry !== 'object') return true;
  return (entry as { stock?: unknown }).stock !== false;
}

/** core §4: stock 0 (of the item, or of the selected option) means "Out of Stock". */
export function isOutOfStock(stock: number | null): boolean {
  return stock !== null && stock <= 0;
}
