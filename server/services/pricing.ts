// Line prices from the server's own catalogue, never from a posted `price`. The unit price is what a cart
// line stores (platform-api §5.8: the chosen variation's price, before discounts): food = the item's price
// plus every chosen option's price; other modules = the chosen variation's price, else the item's. The
// unit discount is the running flash sale's when the item is in one, else the item's own (campaign items
// carry theirs); the store discount and coupons apply to the order total (services/orders.ts).
import type { Catalog, Item } from '../catalog/catalog.ts';
import { flashEntry } from '../format/item.ts';
import type { FoodChoice, ShopChoice } from './cart.ts';

const r2 = (n: number) => Math.round(n * 100) / 100;

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
  const sale = campaign ? null : flashEntry(cat, it.id, now);
  const [discount, type] = sale ? [sale.entry.discount, sale.entry.discount_type] : [it.discount, it.discount_type];
  if (!discount) return 0;
  return r2(type === 'amount' ? Math.min(unit, discount) : (unit * discount) / 100);
}
