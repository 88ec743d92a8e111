/** core §4 Stock and availability: the item's daily window, the scheduled-order flag, campaign items. */
import type { ItemAvailability } from './types/item';

/** Seconds since midnight of `HH:mm` or `HH:mm:ss`, or null when unreadable. */
export function secondsOf(time: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time?.trim() ?? '');
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 24 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

function secondsNow(now: Date): number {
  return now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
}

/**
 * Whether `now` lies inside the daily window [starts, ends] (both inclusive). A window whose end is before
 * its start runs past midnight. A missing bound means the item is always available.
 */
export function isWithinWindow(starts: string | null | undefined, ends: string | null | undefined, now: Date): boolean {
  const from = secondsOf(starts);
  const to = secondsOf(ends);
  if (from === null || to === null) return true;
  const t = secondsNow(now);
  return from <= to ? t >= from && t <= to : t >= from || t <= to;
}

/** core §4: an item is purchasable only inside its available window. */
export function isAvailableNow(item: ItemAvailability, now: Date): boolean {
  return isWithinWindow(item.available_time_starts, item.available_time_ends, now);
}

/** core §4: outside its window, an item whose schedule_order allows it is ordered as a scheduled order. */
export function scheduledOrderFlag(item: ItemAvailability, now: Date): boolean {
  return !isAvailableNow(item, now) && Boolean(item.schedule_order);
}

/** core §3: an item with available_date_starts is a campaign item. */
export function isCampaignItem(item: ItemAvailability): boolean {
  return Boolean(item.available_date_starts);
}

/** A window bound as shown: `15:30` (24-hour config) or `3:30 PM` (12-hour, the platform default). */
export function formatWindowTime(
  time: string | null | undefined,
  timeformat: string | null | undefined,
  pm = 'PM',
  am = 'AM',
): string {
  const s = secondsOf(time);
  if (s === null) return time ?? '';
  const h = Math.floor(s / 3600) % 24;
  const m = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  if (timeformat === '24') return `${String(h).padStart(2, '0')}:${m}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${h < 12 ? am : pm}`;
}

/**
 * core §4 Stock and availability, for a card's quick add: it can go straight to the cart when it is on sale
 * now (or schedule_order allows a scheduled order) and, where stock is tracked, in stock. Otherwise the
 * item dialog opens and says why.
 */
export function canQuickAdd(
  item: ItemAvailability & { stock?: number | null },
  now: Date,
  stockTracked: boolean,
): boolean {
  const onSale = isAvailableNow(item, now) || Boolean(item.schedule_order);
  const inStock = !stockTracked || item.stock === null || item.stock === undefined || Number(item.stock) > 0;
  return onSale && inStock;
}
