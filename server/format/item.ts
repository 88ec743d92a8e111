// Item shape (platform-api §5.1): the seeded row plus store-derived fields and the time-dependent
// flash-sale and store-discount fields. Items in a running flash sale report flash_sale 1 and the
// sale's stock, discount and discount_type everywhere (platform-api-more §8.3).
import type { Catalog, FlashSale, Item } from '../catalog/catalog.ts';
import { inDateWindow } from '../catalog/time.ts';
import { storeDiscount } from './store.ts';

export function runningSales(cat: Catalog, now: Date): FlashSale[] {
  return cat.flashSales.filter((s) => s.is_publish === 1 && inDateWindow(now, s.start_date, s.end_date));
}

export function flashEntry(cat: Catalog, itemId: number, now: Date) {
  for (const s of runningSales(cat, now)) {
    const e = s.entries.find((x) => x.item_id === itemId && x.status === 1 && x.available_stock > 0);
    if (e) return { sale: s, entry: e };
  }
  return null;
}

function deliveryRange(text: string): [number, number] {
  const m = text.match(/(\d+)-(\d+)/);
  return m ? [Number(m[1]), Number(m[2])] : [30, 40];
}

export function formatItem(cat: Catalog, it: Item, now: Date) {
  const store = cat.storeById.get(it.store_id)!;
  const mod = cat.moduleById.get(it.module_id)!;
  const { add_on_ids, ...base } = it;
  const [min, max] = deliveryRange(store.delivery_time);
  const discount = storeDiscount(store, now);
  const sale = flashEntry(cat, it.id, now);
  return {
    ...base,
    food_variations: base.food_variations === null ? '' : base.food_variations,
    ...(sale
      ? { stock: sale.entry.available_stock, discount: sale.entry.discount, discount_type: sale.entry.discount_type }
      : {}),
    flash_sale: sale ? 1 : 0,
    module_type: mod.module_type,
    store_name: store.name,
    zone_id: store.zone_id,
    delivery_time: store.delivery_time,
    free_delivery: store.free_delivery,
    min_delivery_time: min,
    max_delivery_time: max,
    schedule_order: store.schedule_order,
    // The platform's clients read store_discount as a percentage of the item price (platform store
    // discounts are percentages). An amount off the order has no per-item percentage: it is 0 here and
    // reads from the store's `discount` object (discount_type "amount") instead.
    store_discount: !sale && discount && discount.discount_type !== 'amount' ? discount.discount : 0,
    add_ons: add_on_ids.map((id) => cat.addOnById.get(id)).filter(Boolean),
    module: mod,
  };
}

export type FormattedItem = ReturnType<typeof formatItem>;
