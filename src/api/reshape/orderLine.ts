/**
 * Order again (more §10): an order/details line back into what the add-to-cart flow takes. The contract
 * leaves the line's `item_details` snapshot and its `variation` entries open (the platform stores whatever
 * the item was), so the fields the cart reads are read and checked here, once, instead of cast.
 */
import type { components } from '../schema.gen';
import { numberOr, textOr } from './fields';
import { cartAddPayload, type CartAddPayload, type CartVariation } from '../../domain/cart';
import type { Item } from '../../domain/types/item';

type OrderLine = components['schemas']['OrderLine'];
type Fields = Readonly<Record<string, unknown>>;

const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The item as it was bought. Its option lists are left out: the reorder payload carries the line's own
 * variation and price, and a configured add never opens the options again.
 */
export function itemOfOrderLine(line: OrderLine): Item {
  const d: Fields = line.item_details;
  const module_id = numberOr(d.module_id, undefined);
  const discount = numberOr(d.discount, undefined);
  return {
    id: line.item_id ?? line.item_campaign_id ?? numberOr(d.id, 0),
    ...(typeof d.name === 'string' ? { name: d.name } : {}),
    slug: textOr(d.slug, null),
    store_id: numberOr(d.store_id, 0),
    store_name: textOr(d.store_name, null),
    ...(module_id === undefined ? {} : { module_id }),
    module_type: textOr(d.module_type, null),
    price: numberOr(d.price, line.price),
    ...(discount === undefined ? {} : { discount }),
    ...(typeof d.discount_type === 'string' ? { discount_type: d.discount_type } : {}),
    stock: numberOr(d.stock, null),
    maximum_cart_quantity: numberOr(d.maximum_cart_quantity, null),
    available_date_starts: textOr(d.available_date_starts, null),
  };
}

/**
 * A stored variation entry as the cart add payload's: a shop variation (type, price) or a food choice (name,
 * labels). The reference server stores the payload's own `values: { label: [...] }`; a 3.x backend stores
 * the chosen values as a list (`values: [{ label, optionPrice }]`), which names the same labels.
 */
function cartVariationOf(v: Fields): CartVariation[] {
  if (typeof v.type === 'string') {
    const stock = numberOr(v.stock, null);
    return [{ type: v.type, price: numberOr(v.price, 0), ...(stock === null ? {} : { stock }) }];
  }
  const values = v.values;
  const labels = Array.isArray(values)
    ? values.flatMap((x: unknown) => (isFields(x) && typeof x.label === 'string' ? [x.label] : []))
    : isFields(values) && Array.isArray(values.label)
      ? values.label.map(String)
      : null;
  return typeof v.name === 'string' && labels ? [{ name: v.name, values: { label: labels } }] : [];
}

/** An order line as the add-to-cart flow takes it: the item snapshot and the line as it was bought. */
export function reorderRequest(line: OrderLine): { item: Item; payload: CartAddPayload } {
  const item = itemOfOrderLine(line);
  const addOns = line.add_ons ?? [];
  return {
    item,
    payload: {
      ...cartAddPayload({ item, quantity: line.quantity }),
      model: line.item_campaign_id ? 'ItemCampaign' : 'Item',
      price: line.price,
      variation: (line.variation ?? []).flatMap((v: Fields) => cartVariationOf(v)),
      add_on_ids: addOns.map((a) => a.id ?? 0),
      add_on_qtys: addOns.map((a) => a.quantity ?? 1),
    },
  };
}
