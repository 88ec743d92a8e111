// Store shape (platform-api §5.2 and more §8.8): the seeded row plus the fields that depend on the clock
// (open, current_opening_time, discount) and on the caller's position (distance).
import type { Catalog, Store } from '../catalog/catalog.ts';
import { haversine } from '../catalog/geo.ts';
import { clock, currentOpeningTime, inDateWindow, isOpen } from '../catalog/time.ts';
import type { View } from './view.ts';

/**
 * The store's discount while it runs, as the platform decides it (Helpers::get_store_discount): a daily
 * window — start_date to end_date (whole days) and, on each of those days, start_time to end_time (to the
 * minute, both ends included), in the server's time zone. src/domain/money.ts isStoreDiscountRunning is the
 * same rule; tests/fixtures/store-discount-cases.ts holds the cases both sides run.
 */
export function storeDiscount(s: Pick<Store, 'discount_def'>, now: Date) {
  const d = s.discount_def;
  if (!d) return null;
  const { date, time } = clock(now);
  const hm = time.slice(0, 5);
  if (d.start_date && date < d.start_date.slice(0, 10)) return null;
  if (d.end_date && date > d.end_date.slice(0, 10)) return null;
  if (d.start_time && hm < d.start_time.slice(0, 5)) return null;
  if (d.end_time && hm > d.end_time.slice(0, 5)) return null;
  return d;
}

export function isStoreOpen(s: Store, now: Date): boolean {
  return isOpen(s.schedules, now);
}

export function formatStore(cat: Catalog, s: Store, v: View) {
  const { schedule_kind: _k, discount_def: _d, pickup_zone_id, ...base } = s;
  return {
    ...base,
    open: isOpen(s.schedules, v.now) ? 1 : 0,
    distance:
      Math.round(haversine({ lat: v.lat, lng: v.lng }, { lat: Number(s.latitude), lng: Number(s.longitude) }) * 100) /
      100,
    current_opening_time: currentOpeningTime(s.schedules, v.now),
    discount: storeDiscount(s, v.now),
    schedules: s.schedules,
    total_items: cat.itemsByStore.get(s.id)?.length ?? 0,
    total_campaigns: cat.campaigns.filter(
      (c) => c.store_ids.includes(s.id) && inDateWindow(v.now, c.available_date_starts, c.available_date_ends),
    ).length,
    ...(pickup_zone_id ? { pickup_zone_id: JSON.stringify(pickup_zone_id) } : {}),
    module: cat.moduleById.get(s.module_id) ?? null,
  };
}

/** stores/details adds categories, price range, active coupons and review counts. */
export function formatStoreDetails(cat: Catalog, s: Store, v: View) {
  const items = cat.itemsByStore.get(s.id) ?? [];
  const catIds = new Set<number>();
  for (const it of items) for (const c of it.category_ids) catIds.add(Number(c.id));
  const prices = items.map((i) => i.price);
  return {
    ...formatStore(cat, s, v),
    category_ids: [...catIds],
    category_details: [...catIds].map((id) => cat.categoryById.get(id)).filter(Boolean),
    price_range: prices.length ? [{ min_price: Math.min(...prices), max_price: Math.max(...prices) }] : [],
    active_coupons: cat.coupons.filter(
      (c) =>
        c.module_id === s.module_id &&
        (c.store_id === null || c.store_id === s.id) &&
        inDateWindow(v.now, c.start_date, c.expire_date),
    ),
    store_sub: null,
    reviews_comments_count: items.reduce((n, it) => n + (cat.reviewsByItem.get(it.id)?.length ?? 0), 0),
  };
}
