/**
 * One cart line in the drawer (core §2 Shopping cart drawer, §4 "Cart line quantity in the drawer", §5):
 * what limits its quantity, what it costs and how its choices read.
 */
import { isFoodItem } from './cart';
import type { CartLine } from './types/cart';
import { DEFAULT_DIGITS, discountedTotal, multiplyMoney, sumMoney } from './money';

export type QuantityNotice = 'outOfStock' | 'outOfLimits';

export interface LineLimits {
  quantity: number;
  isFood: boolean;
  /** Stock of the chosen variation, else of the item; null when not tracked. */
  stock: number | null;
  /** maximum_cart_quantity; null or 0 means no limit. */
  max: number | null;
}

/** The stock that bounds a line: the chosen variation's when it carries one, else the item's. */
export function lineStock(line: Pick<CartLine, 'variation' | 'item'>): number | null {
  for (const v of line.variation) {
    const stock = (v as { stock?: unknown } | null)?.stock;
    if (typeof stock === 'number') return stock;
  }
  return typeof line.item.stock === 'number' ? line.item.stock : null;
}

export function lineLimits(line: Pick<CartLine, 'quantity' | 'variation' | 'item'>): LineLimits {
  return {
    quantity: line.quantity,
    isFood: isFoodItem(line.item),
    stock: lineStock(line),
    max: line.item.maximum_cart_quantity || null,
  };
}

/**
 * core §5: for non-food lines plus is blocked with "Out of Stock" when the stock is at or below the
 * quantity, and with "Out of Limits" at maximum_cart_quantity. Food ignores stock; at its maximum the
 * notice shows but the request is still sent (`send`).
 */
export function incrementCheck(l: LineLimits): { notice: QuantityNotice | null; send: boolean } {
  const atMax = l.max != null && l.max > 0 && l.quantity >= l.max;
  if (l.isFood) return { notice: atMax ? 'outOfLimits' : null, send: true };
  if (l.stock != null && l.stock <= l.quantity) return { notice: 'outOfStock', send: false };
  if (atMax) return { notice: 'outOfLimits', send: false };
  return { notice: null, send: true };
}

/** core §4: at quantity 1 the minus becomes a delete. */
export function decrementRemoves(quantity: number): boolean {
  return quantity <= 1;
}

/** The add-ons of a line with their quantities (as the server returned them with the line). */
export function lineAddOns(
  line: Pick<CartLine, 'add_on_ids' | 'add_on_qtys' | 'item'>,
): Array<{ id: number; name: string; price: number; quantity: number }> {
  const known = line.item.addons ?? [];
  return line.add_on_ids.map((id, i) => {
    const a = known.find((x) => x.id === id);
    return { id, name: a?.name ?? '', price: a?.price ?? 0, quantity: line.add_on_qtys[i] ?? 1 };
  });
}

type PricedLine = Pick<CartLine, 'price' | 'quantity' | 'add_on_ids' | 'add_on_qtys' | 'item'>;

/** The line price: the unit price times quantity after the item's discount (acc §9), plus the add-ons. */
export function lineTotal(line: PricedLine, digits = DEFAULT_DIGITS): number {
  const items = discountedTotal(line.price, line.quantity, line.item, digits);
  return sumMoney([items, ...lineAddOns(line).map((a) => multiplyMoney(a.price, a.quantity, digits))], digits);
}

/**
 * How the line's choices read: food groups as "Size: Large"; other modules pair the option's parts
 * ("Red-L", values joined by dashes) with the item's choice titles ("Color: Red", "Size: L").
 */
export function variationLabels(
  variation: ReadonlyArray<unknown>,
  choiceOptions: ReadonlyArray<{ title: string }> = [],
): string[] {
  return variation.flatMap((v) => {
    const o = (v ?? {}) as { name?: unknown; values?: { label?: unknown }; type?: unknown };
    if (o.values && Array.isArray(o.values.label))
      return o.values.label.length ? [`${String(o.name)}: ${o.values.label.map(String).join(', ')}`] : [];
    if (typeof o.type !== 'string' || !o.type) return [];
    const parts = o.type.split('-');
    if (choiceOptions.length && parts.length === choiceOptions.length)
      return parts.map((p, i) => `${choiceOptions[i]!.title}: ${p}`);
    return [o.type];
  });
}

/** One row of an order summary: what is bought, its choices, how many, and its total. */
export interface SummaryRow {
  key: number;
  name: string;
  image?: string | null;
  choices: string[];
  /** The add-ons bought with the line, as the cart drawer lists them (acc §9: they are in its total). */
  addOns: Array<{ name: string; quantity: number }>;
  quantity: number;
  total: number;
}

type SummaryLine = PricedLine & {
  id: number;
  variation: ReadonlyArray<unknown>;
  item: PricedLine['item'] & {
    name?: string;
    image_full_url?: string | null;
    choice_options?: ReadonlyArray<{ title: string }> | null;
  };
};

/**
 * The order summary of cart lines (checkout page=cart): one row per line and the subtotal. `totals` are the
 * lines' costs as the bill counts them (billInput.ts lineTotalsFrom); without them, each line's own discount.
 */
export function summaryOf(
  lines: ReadonlyArray<SummaryLine>,
  digits = DEFAULT_DIGITS,
  totals: readonly number[] = lines.map((l) => lineTotal(l, digits)),
): { rows: SummaryRow[]; subtotal: number } {
  const rows = lines.map((l, i) => ({
    key: l.id,
    name: l.item.name ?? `#${l.item.id}`,
    image: l.item.image_full_url,
    choices: variationLabels(l.variation, l.item.choice_options ?? []),
    addOns: lineAddOns(l)
      .filter((a) => a.name)
      .map((a) => ({ name: a.name, quantity: a.quantity })),
    quantity: l.quantity,
    total: totals[i] ?? lineTotal(l, digits),
  }));
  return {
    rows,
    subtotal: sumMoney(
      rows.map((r) => r.total),
      digits,
    ),
  };
}
