// When a store takes an order (api §3.7, 406 code order_time): now, or at a scheduled slot.
import type { Store } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import { isStoreOpen } from '../format/store.ts';
import { clock } from '../catalog/time.ts';

/** The days a scheduled order may fall on, today first: the slots the storefront offers (src/domain/schedule.ts). */
export const SCHEDULE_DAYS = 2;

/**
 * When an order may be placed (api §3.7, 406 code order_time): now, the store must be active and open
 * (a row for today with opening < now < closing, more §8.8); a scheduled time must not be in the past (a
 * minute of grace for the trip), the config and the store must take scheduled orders (403 schedule_at),
 * and it must fall in one of that day's rows (opening ≤ time < closing: a slot may start at the opening).
 */
export function orderTimeRefusal(
  cfg: Config,
  store: Store,
  now: Date,
  scheduleAt: Date | null,
): { status: number; code: string; message: string } | null {
  if (scheduleAt) {
    if (scheduleAt.getTime() < now.getTime() - 60_000)
      return { status: 406, code: 'order_time', message: 'You can not schedule an order in the past' };
    if (!cfg.schedule_order || !store.schedule_order)
      return { status: 403, code: 'schedule_at', message: 'Schedule order is not available' };
    const horizon = new Date(now.getFullYear(), now.getMonth(), now.getDate() + SCHEDULE_DAYS);
    if (scheduleAt.getTime() >= horizon.getTime())
      return { status: 406, code: 'order_time', message: 'You can schedule an order for today or tomorrow only' };
  }
  if (!store.active) return { status: 406, code: 'order_time', message: 'Store is closed now' };
  if (!scheduleAt)
    return isStoreOpen(store, now) ? null : { status: 406, code: 'order_time', message: 'Store is closed now' };
  const { day, time } = clock(scheduleAt);
  return store.schedules.some((r) => r.day === day && r.opening_time <= time && time < r.closing_time)
    ? null
    : { status: 406, code: 'order_time', message: 'Store is closed at the scheduled time' };
}
