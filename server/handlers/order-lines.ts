// The lines of an order being placed (platform-api §3.7): from the server cart of the owner and module, or
// from the posted `cart` with is_buy_now=1; every line priced again from the catalogue.
import type { Deps } from '../request/deps.ts';
import type { Owner } from '../request/access.ts';
import { fail } from '../http/errors.ts';
import { truthy } from '../http/validate.ts';
import type { CartLines } from '../services/cart.ts';
import { MAX_LINE_QUANTITY, findCartItem } from '../services/cart.ts';
import { checkVariation, parseVariation } from '../services/variations.ts';
import { unitDiscount, unitPrice } from '../services/pricing.ts';
import type { PricedLine } from '../services/orders.ts';

/** Cart lines → priced lines, re-checking variations, stock and add-ons against the catalogue. */
export function linesFrom(
  deps: Deps,
  carts: CartLines,
  owner: Owner,
  moduleId: number,
  body: Record<string, unknown>,
): { lines: PricedLine[]; fromCart: boolean } {
  const { catalog } = deps;
  if (truthy(body.is_buy_now)) {
    let raw = body.cart;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        fail(403, 'cart', 'The cart must be a valid JSON string.');
      }
    }
    if (!Array.isArray(raw) || !raw.length || raw.length > 50) fail(403, 'cart', 'The cart field is required.');
    return {
      fromCart: false,
      lines: raw.map((e: Record<string, unknown>) => {
        // The cart's own bounds (routes/cart.ts): quantity 1..10000, then the item's maximum_cart_quantity.
        if (
          !e ||
          typeof e !== 'object' ||
          !Number.isSafeInteger(Number(e.item_id)) ||
          !Number.isSafeInteger(Number(e.quantity)) ||
          Number(e.quantity) < 1 ||
          Number(e.quantity) > MAX_LINE_QUANTITY
        )
          fail(403, 'cart', 'The cart entries need item_id and quantity.');
        const campaign = e.model === 'ItemCampaign';
        const item = findCartItem(catalog, campaign ? 'ItemCampaign' : 'Item', Number(e.item_id));
        if (!item) fail(403, 'cart', 'The selected item id is invalid.');
        if (item.maximum_cart_quantity && Number(e.quantity) > item.maximum_cart_quantity)
          fail(403, 'cart_item_limit', 'Maximum cart quantity exceeded');
        const v = checkVariation(
          item,
          catalog.moduleById.get(item.module_id)!.module_type,
          parseVariation(e.variation),
        );
        const ids = Array.isArray(e.add_on_ids) ? e.add_on_ids.map(Number) : [];
        const qtys = Array.isArray(e.add_on_qtys) ? e.add_on_qtys.map(Number) : [];
        if (qtys.some((q) => !Number.isSafeInteger(q) || q < 1 || q > MAX_LINE_QUANTITY))
          fail(403, 'add_on_qtys', 'The add on qtys must be whole numbers from 1.');
        return priced(deps, item, campaign, Number(e.quantity), v.variation, addOns(deps, item, ids, qtys));
      }),
    };
  }
  const rows = carts.rows(owner.id, owner.isGuest, moduleId);
  return {
    fromCart: true,
    lines: rows.flatMap((row) => {
      const item = carts.itemOf(row);
      if (!item) return [];
      // Priced again from the catalogue: the stored line price is never trusted as the order's price.
      return [
        priced(
          deps,
          item,
          row.item_type.endsWith('ItemCampaign'),
          row.quantity,
          JSON.parse(row.variation),
          addOns(deps, item, JSON.parse(row.add_on_ids), JSON.parse(row.add_on_qtys)),
        ),
      ];
    }),
  };
}

function priced(
  { catalog, now }: Deps,
  item: PricedLine['item'],
  campaign: boolean,
  quantity: number,
  variation: unknown[],
  lineAddOns: PricedLine['addOns'],
): PricedLine {
  const unit = unitPrice(item, catalog.moduleById.get(item.module_id)!.module_type, variation);
  return {
    item,
    campaign,
    quantity,
    unitPrice: unit,
    unitDiscount: unitDiscount(catalog, item, campaign, unit, now()),
    variation,
    addOns: lineAddOns,
  };
}

function addOns({ catalog }: Deps, item: PricedLine['item'], ids: number[], qtys: number[]) {
  return ids.flatMap((id, i) => {
    const a = catalog.addOnById.get(id);
    return a && item.add_on_ids.includes(id)
      ? [{ id: a.id, name: a.name, price: a.price, quantity: Math.max(1, qtys[i] ?? 1) }]
      : [];
  });
}
