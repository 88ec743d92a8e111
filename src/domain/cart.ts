/**
 * The cart's pure rules (core §3 "Cart line", "Cart add payload"; §4 "Cart membership and updates",
 * "Adding to the cart"). The item and line are the app's types (./types); the API's Item and CartLine fit them.
 */
import type { Item, ItemVariation } from './types/item';
import type { CartLine } from './types/cart';

export interface FoodVariationChoice {
  name: string;
  values: { label: string[] };
}

export type CartVariation = FoodVariationChoice | ItemVariation;

/** core §3 Cart add payload, without `guest_id` (the edge adds it for guests). */
export interface CartAddPayload {
  item_id: number;
  model: 'Item' | 'ItemCampaign';
  /** Unit price of the chosen variation (food: base price plus the chosen options' prices). */
  price: number;
  quantity: number;
  variation: CartVariation[];
  add_on_ids: number[];
  /** One quantity per add-on, in the order of `add_on_ids`. */
  add_on_qtys: number[];
}

/** core §3 Item: an item with `available_date_starts` is a campaign item. */
export function isCampaignItem(item: Pick<Item, 'available_date_starts'>): boolean {
  return Boolean(item.available_date_starts);
}

export function isFoodItem(item: Pick<Item, 'module_type'>): boolean {
  return item.module_type === 'food';
}

/** core §4: items with variations open the detail dialog (ecommerce: the product page) before adding. */
export function hasVariations(item: Pick<Item, 'variations' | 'food_variations'>): boolean {
  const food = Array.isArray(item.food_variations) ? item.food_variations.length : 0;
  return food > 0 || (item.variations?.length ?? 0) > 0;
}

/** The store the cart belongs to: the store of its first line (a cart holds one store's items). */
export function cartStoreId(lines: ReadonlyArray<Pick<CartLine, 'item'>>): number | null {
  return lines[0]?.item.store_id ?? null;
}

/** core §4 Adding to the cart: a different store than the cart's asks before replacing the cart. */
export function holdsOtherStore(lines: ReadonlyArray<Pick<CartLine, 'item'>>, storeId: number): boolean {
  return lines.some((l) => l.item.store_id !== storeId);
}

export interface AddOnChoice {
  id: number;
  quantity: number;
  price?: number;
  isChecked?: boolean;
}

/** Add-ons count only when checked and their quantity is above 0 (core §4 Variation choice). */
export function countedAddOns(addOns: ReadonlyArray<AddOnChoice>): AddOnChoice[] {
  return addOns.filter((a) => a.isChecked !== false && a.quantity > 0);
}

export interface PayloadInput {
  item: Item;
  quantity: number;
  /** Food: the chosen labels per variation group name. */
  foodChoices?: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Other modules: the chosen entry of `item.variations`. */
  option?: ItemVariation | null;
  addOns?: ReadonlyArray<AddOnChoice>;
  /** The configured unit price when the caller already computed it. */
  price?: number;
}

/** The food unit price: the base price plus every chosen option's price. */
export function foodUnitPrice(item: Item, choices: Readonly<Record<string, ReadonlyArray<string>>>): number {
  const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
  let price = item.price;
  for (const g of groups) {
    for (const v of g.values) if (choices[g.name]?.includes(v.label)) price += Number(v.optionPrice ?? 0) || 0;
  }
  return price;
}

/**
 * core §3 Cart add payload: food sends each chosen group as its name and chosen labels; other modules the
 * selected option; add-on ids with one quantity each (not the running sum of platform-api §6.6).
 */
export function cartAddPayload(input: PayloadInput): CartAddPayload {
  const { item, quantity } = input;
  const addOns = countedAddOns(input.addOns ?? []);
  let variation: CartVariation[] = [];
  let price = item.price;
  if (isFoodItem(item)) {
    const choices = input.foodChoices ?? {};
    const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
    variation = groups
      .filter((g) => (choices[g.name]?.length ?? 0) > 0)
      .map((g) => ({ name: g.name, values: { label: [...(choices[g.name] ?? [])] } }));
    price = foodUnitPrice(item, choices);
  } else if (input.option) {
    variation = [
      {
        type: input.option.type,
        price: input.option.price,
        ...(input.option.stock == null ? {} : { stock: input.option.stock }),
      },
    ];
    price = input.option.price;
  }
  return {
    item_id: item.id,
    model: isCampaignItem(item) ? 'ItemCampaign' : 'Item',
    price: input.price ?? price,
    quantity: Math.max(1, Math.floor(quantity)),
    variation,
    add_on_ids: addOns.map((a) => a.id),
    add_on_qtys: addOns.map((a) => a.quantity),
  };
}

/** A stable key of a variation list, so two selections compare equal whatever their order. */
export function variationKey(variation: ReadonlyArray<unknown>): string {
  return variation
    .map((v) => {
      const o = (v ?? {}) as { name?: unknown; values?: { label?: unknown }; type?: unknown };
      if (o.values && Array.isArray(o.values.label))
        return `${String(o.name)}:${[...o.values.label].map(String).sort().join('|')}`;
      return `type:${String(o.type ?? '')}`;
    })
    .sort()
    .join(';');
}

/** core §4 Cart membership: the line holding this item with this variation, if any. */
export function findCartLine<L extends Pick<CartLine, 'item_id' | 'variation'>>(
  lines: ReadonlyArray<L>,
  itemId: number,
  variation: ReadonlyArray<unknown>,
): L | undefined {
  const key = variationKey(variation);
  return lines.find((l) => l.item_id === itemId && variationKey(l.variation) === key);
}

/** core §4 Cart membership and updates: "No changes found to update." when nothing differs. */
export function isSameSelection(
  line: Pick<CartLine, 'quantity' | 'variation' | 'add_on_ids' | 'add_on_qtys'>,
  payload: Pick<CartAddPayload, 'quantity' | 'variation' | 'add_on_ids' | 'add_on_qtys'>,
): boolean {
  const addOns = (ids: ReadonlyArray<number>, qtys: ReadonlyArray<number>) =>
    ids
      .map((id, i) => `${id}x${qtys[i] ?? 1}`)
      .sort()
      .join(',');
  return (
    line.quantity === payload.quantity &&
    variationKey(line.variation) === variationKey(payload.variation) &&
    addOns(line.add_on_ids, line.add_on_qtys) === addOns(payload.add_on_ids, payload.add_on_qtys)
  );
}

/** The product page of an item: the slug, or the id when there is no slug (core §2 Routes). */
export function productPath(item: Pick<Item, 'id' | 'slug' | 'module_id'>): string {
  const id = encodeURIComponent(item.slug || String(item.id));
  return item.module_id ? `/product/${id}?module_id=${item.module_id}` : `/product/${id}`;
}

/** Two add requests for the same line (same item and variation): a double tap, added once. */
export function isSameLineRequest(
  a: Pick<CartAddPayload, 'item_id' | 'variation'>,
  b: Pick<CartAddPayload, 'item_id' | 'variation'>,
): boolean {
  return a.item_id === b.item_id && variationKey(a.variation) === variationKey(b.variation);
}
