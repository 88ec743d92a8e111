/**
 * The rules of configuring one item (core §4 "Variation choice", §5): what is selected, what it costs,
 * what blocks it, how it matches a cart line, and the cart add payload of core §3.
 */
import { DEFAULT_DIGITS, discountedTotal, fromMinor, toMinor } from './money';
import type { ItemSpec } from './itemOptions';
import { isOutOfStock } from './stock';
import {
  cartVariation,
  initialSelection,
  lineMatches,
  selectedVariation,
  type AddOnChoice,
  type CartVariation,
  type Selection,
} from './lineMatch';
import type { CartLineChoice } from './types/cart';

// What a product card reads at first paint (does a cart line match the item?) lives in ./lineMatch, so the
// first load does not carry the rest of these rules; it is part of this module's interface all the same.
export { findCartLine, initialSelection, lineMatches, type Selection } from './lineMatch';

export type FoodProblem =
  { kind: 'required'; name: string } | { kind: 'range'; name: string; min: number; max: number };

/** core §3 Cart add payload (guest_id is added where the request is made; an update adds cart_id). */
export interface CartPayload {
  item_id: number;
  model: ItemSpec['model'];
  price: number;
  quantity: number;
  variation: CartVariation;
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** The price of one unit before the discount: the variation's price, or the base price plus chosen food options. */
export function unitPrice(spec: ItemSpec, sel: Selection, digits = DEFAULT_DIGITS): number {
  if (!spec.isFood) return selectedVariation(spec, sel)?.price ?? spec.basePrice;
  let minor = toMinor(spec.basePrice, digits);
  for (const g of spec.foodGroups) {
    for (const label of sel.food[g.name] ?? [])
      minor += toMinor(g.values.find((v) => v.label === label)?.price ?? 0, digits);
  }
  return fromMinor(minor, digits);
}

/** core §4: add-ons count only when checked and their quantity is above 0. */
export function countedAddOns(sel: Selection): AddOnChoice[] {
  return sel.addOns.filter((a) => a.checked && a.quantity > 0);
}

export function addOnsTotal(spec: ItemSpec, sel: Selection, digits = DEFAULT_DIGITS): number {
  const minor = countedAddOns(sel).reduce(
    (sum, a) => sum + toMinor(spec.addOns.find((x) => x.id === a.id)?.price ?? 0, digits) * a.quantity,
    0,
  );
  return fromMinor(minor, digits);
}

/** core §4: the total is the unit price (or the selected option's) times quantity, after discount, plus add-ons. */
export function totalPrice(spec: ItemSpec, sel: Selection, digits = DEFAULT_DIGITS): number {
  const items = discountedTotal(unitPrice(spec, sel, digits), sel.quantity, spec.discount, digits);
  return fromMinor(toMinor(items, digits) + toMinor(addOnsTotal(spec, sel, digits), digits), digits);
}

/** The original total (before the discount) for the struck-through price. */
export function originalTotal(spec: ItemSpec, sel: Selection, digits = DEFAULT_DIGITS): number {
  return fromMinor(
    toMinor(unitPrice(spec, sel, digits), digits) * sel.quantity + toMinor(addOnsTotal(spec, sel, digits), digits),
    digits,
  );
}

export function effectiveStock(spec: ItemSpec, sel: Selection): number | null {
  if (spec.variations.length) return selectedVariation(spec, sel)?.stock ?? spec.stock;
  return spec.stock;
}

/** core §5: the selected variation has stock 0. */
export function isVariationOutOfStock(spec: ItemSpec, sel: Selection): boolean {
  const v = selectedVariation(spec, sel);
  return v !== null && v.stock !== null && v.stock <= 0;
}

/** core §4: choosing a variation resets quantity to 1 (the price follows the variation). */
export function chooseOption(spec: ItemSpec, sel: Selection, group: number, option: string): Selection {
  if (!spec.choices[group]?.options.includes(option)) return sel;
  const choice = sel.choice.slice();
  choice[group] = option;
  return { ...sel, choice, quantity: 1 };
}

/**
 * core §4 food: single choice replaces the group's previous option, and the same option again deselects it;
 * multi choice toggles. Quantity is kept, so the total moves by the price difference times quantity.
 */
export function selectFoodValue(spec: ItemSpec, sel: Selection, groupName: string, label: string): Selection {
  const group = spec.foodGroups.find((g) => g.name === groupName);
  if (!group || !group.values.some((v) => v.label === label)) return sel;
  const current = sel.food[groupName] ?? [];
  const next =
    group.type === 'single'
      ? current.includes(label)
        ? []
        : [label]
      : current.includes(label)
        ? current.filter((l) => l !== label)
        : [...current, label];
  return { ...sel, food: { ...sel.food, [groupName]: next } };
}

/** core §5: checking an add-on enables its stepper at 1; unchecking keeps its quantity out of the total. */
export function toggleAddOn(sel: Selection, id: number): Selection {
  return {
    ...sel,
    addOns: sel.addOns.map((a) =>
      a.id === id ? { ...a, checked: !a.checked, quantity: !a.checked && a.quantity === 0 ? 1 : a.quantity } : a,
    ),
  };
}

/** core §5: add-on steppers work only when checked; the quantity never goes below 0. */
export function stepAddOn(sel: Selection, id: number, step: 1 | -1): Selection {
  return {
    ...sel,
    addOns: sel.addOns.map((a) => (a.id === id && a.checked ? { ...a, quantity: Math.max(0, a.quantity + step) } : a)),
  };
}

/** core §5 food groups: the first group that is required and empty, or multi with a count outside min and max. */
export function foodProblem(spec: ItemSpec, sel: Selection): FoodProblem | null {
  for (const g of spec.foodGroups) {
    const n = sel.food[g.name]?.length ?? 0;
    if (g.required && n === 0) return { kind: 'required', name: g.name };
    if (g.type === 'multi' && ((n > 0 && (n < g.min || (g.max > 0 && n > g.max))) || (g.required && n < g.min))) {
      return { kind: 'range', name: g.name, min: g.min, max: g.max };
    }
  }
  return null;
}

/** core §4: the values of a cart line, restored into the configuration (quantity, options, add-ons). */
export function selectionFromLine(spec: ItemSpec, line: CartLineChoice): Selection {
  const base = initialSelection(spec);
  const variation = Array.isArray(line.variation) ? line.variation : [];
  const food: Record<string, string[]> = {};
  let choice = base.choice;
  for (const v of variation) {
    const o = (v ?? {}) as { name?: unknown; type?: unknown; values?: { label?: unknown } };
    if (spec.isFood && typeof o.name === 'string' && Array.isArray(o.values?.label))
      food[o.name] = o.values.label.map(String);
    if (!spec.isFood && typeof o.type === 'string') {
      const parts = o.type.split('-');
      if (parts.length === spec.choices.length) {
        choice = spec.choices.map(
          (c, i) => c.options.find((opt) => opt.replace(/\s+/g, '') === parts[i]) ?? base.choice[i] ?? '',
        );
      }
    }
  }
  const ids = line.add_on_ids ?? [];
  const qtys = line.add_on_qtys ?? [];
  const addOns = base.addOns.map((a) => {
    const i = ids.indexOf(a.id);
    return i >= 0 ? { id: a.id, checked: true, quantity: Math.max(0, Number(qtys[i] ?? 1)) } : a;
  });
  return { quantity: Math.max(1, Number(line.quantity) || 1), food, choice, addOns };
}

function addOnKey(sel: Selection): string {
  return countedAddOns(sel)
    .map((a) => `${a.id}x${a.quantity}`)
    .sort()
    .join(',');
}

/** core §4: "No changes found to update." when the configuration equals the line it would update. */
export function sameAsLine(spec: ItemSpec, sel: Selection, line: CartLineChoice): boolean {
  return (
    lineMatches(spec, sel, line) &&
    sel.quantity === line.quantity &&
    addOnKey(sel) === addOnKey(selectionFromLine(spec, line))
  );
}

/** core §3 Cart add payload; `price` is the configured unit price before the discount. */
export function cartPayload(spec: ItemSpec, sel: Selection, digits = DEFAULT_DIGITS): CartPayload {
  const addOns = countedAddOns(sel);
  return {
    item_id: spec.id,
    model: spec.model,
    price: unitPrice(spec, sel, digits),
    quantity: sel.quantity,
    variation: cartVariation(spec, sel),
    add_on_ids: addOns.map((a) => a.id),
    add_on_qtys: addOns.map((a) => a.quantity),
  };
}

/** What the item view's buy buttons can do (core §4 Stock and availability). */
export interface PurchaseState {
  /** The item, or the chosen variation, has no stock: a disabled "Out of Stock". */
  soldOut: boolean;
  /** It can be bought or added now, or as a scheduled order. */
  purchasable: boolean;
  /** Outside its hours or while its store is closed, where schedule_order allows a scheduled order. */
  scheduled: boolean;
  /** Why it cannot be bought now, when not sold out. */
  closedReason: 'storeClosed' | 'notAvailable' | null;
}

/**
 * core §4 Stock and availability; issue 10: a closed store (manually closed, or outside today's schedule)
 * takes scheduled orders where schedule_order allows, and refuses otherwise, saying the store is closed.
 */
export function purchaseState(
  spec: ItemSpec,
  sel: Selection,
  when: { itemAvailable: boolean; storeOpen: boolean; scheduleOrder: boolean },
): PurchaseState {
  const soldOut = isVariationOutOfStock(spec, sel) || isOutOfStock(effectiveStock(spec, sel));
  const openNow = when.itemAvailable && when.storeOpen;
  const scheduled = !openNow && when.scheduleOrder;
  return {
    soldOut,
    purchasable: !soldOut && (openNow || scheduled),
    scheduled: !soldOut && scheduled,
    closedReason: soldOut || openNow ? null : when.storeOpen ? 'notAvailable' : 'storeClosed',
  };
}

/** platform-api-more §8.8: the web client shows a store as closed when `active` is false or `open` is 0. */
export function isStoreOpen(
  store: { active?: boolean | number | null; open?: number | boolean | null } | null | undefined,
): boolean {
  if (!store) return true;
  return store.active !== false && store.active !== 0 && store.open !== 0 && store.open !== false;
}
