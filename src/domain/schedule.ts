/**
 * When an order can be placed (issue 13 item 4; acc §9 "Schedule slots are generated per day from opening
 * and closing times"; platform-api-more §8.8 store schedules). Times are the store's local clock, as the
 * server reads them.
 *
 * - Now: the store is `active` and a row for today has opening < now < closing (strict, §8.8).
 * - Later: when config `schedule_order` and the store's `schedule_order` allow it: for today and the next
 *   days, slots of `schedule_order_slot_duration` minutes from each row's opening to its closing; a day
 *   without rows is closed (no slots); no slot starts in the past. A temporarily closed store
 *   (`active` false) takes no order at all.
 */
import { flagOr } from './flags';
import type { Config } from './types/config';
import type { Store } from './types/store';

export interface ScheduleSlot {
  start: Date;
  end: Date;
  /** What order/place takes as `schedule_at`: local "YYYY-MM-DD HH:mm:ss" of the start. */
  value: string;
}

export interface ScheduleDay {
  /** Local date "YYYY-MM-DD". */
  date: string;
  /** 0 = Sunday … 6. */
  weekday: number;
  /** 0 = today, 1 = tomorrow, … */
  offset: number;
  slots: ScheduleSlot[];
}

export interface ScheduleOptions {
  canOrderNow: boolean;
  canSchedule: boolean;
  days: ScheduleDay[];
  /** Neither now nor any slot: the store cannot take orders. */
  unavailable: boolean;
}

export const DEFAULT_SLOT_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:00" / "09:00:00" → seconds after midnight, or null when unreadable. */
export function secondsOf(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!m) return null;
  const s = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
  return s <= 86400 ? s : null;
}

export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The `schedule_at` text of a moment: local "YYYY-MM-DD HH:mm:ss". */
export function scheduleAtValue(d: Date): string {
  return `${localDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const secondsIntoDay = (d: Date) => d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();

function rowsOf(store: Pick<Store, 'active' | 'schedule_order' | 'schedules'>, weekday: number) {
  return (store.schedules ?? [])
    .filter((r) => Number(r.day) === weekday)
    .map((r) => ({ open: secondsOf(r.opening_time), close: secondsOf(r.closing_time) }))
    .filter((r): r is { open: number; close: number } => r.open !== null && r.close !== null && r.close > r.open)
    .sort((a, b) => a.open - b.open);
}

/** §8.8: open now = a row for today with opening < now < closing (strict), and the store active. */
export function isOpenNow(store: Pick<Store, 'active' | 'schedule_order' | 'schedules'>, now: Date): boolean {
  if (store.active === false || store.active === 0) return false;
  const t = secondsIntoDay(now);
  return rowsOf(store, now.getDay()).some((r) => r.open < t && t < r.close);
}

/** Whether a scheduled moment falls in one of the store's rows for that day (opening ≤ at < closing). */
export function isWithinSchedule(store: Pick<Store, 'active' | 'schedule_order' | 'schedules'>, at: Date): boolean {
  const t = secondsIntoDay(at);
  return rowsOf(store, at.getDay()).some((r) => r.open <= t && t < r.close);
}

export function slotMinutes(
  config: Pick<Config, 'schedule_order' | 'schedule_order_slot_duration'> | null | undefined,
): number {
  const n = Math.trunc(Number(config?.schedule_order_slot_duration));
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_SLOT_MINUTES;
}

/** The slots of one day: each row cut into `minutes` steps from opening to closing, starting after `now`. */
export function slotsOfDay(
  store: Pick<Store, 'active' | 'schedule_order' | 'schedules'>,
  day: Date,
  minutes: number,
  now: Date,
): ScheduleSlot[] {
  const midnight = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const at = (seconds: number) =>
    new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), 0, 0, seconds);
  const step = minutes * 60;
  const slots: ScheduleSlot[] = [];
  for (const r of rowsOf(store, midnight.getDay())) {
    for (let s = r.open; s < r.close; s += step) {
      const start = at(s);
      if (start.getTime() <= now.getTime()) continue;
      slots.push({ start, end: at(Math.min(s + step, r.close)), value: scheduleAtValue(start) });
    }
  }
  return slots;
}

/** Now and the later slots a store offers, for today and the next `dayCount − 1` days. */
export function scheduleOptions(
  store: Pick<Store, 'active' | 'schedule_order' | 'schedules'>,
  config: Pick<Config, 'schedule_order' | 'schedule_order_slot_duration'> | null | undefined,
  now: Date,
  dayCount = 2,
): ScheduleOptions {
  const active = !(store.active === false || store.active === 0);
  const canOrderNow = isOpenNow(store, now);
  const allowed = active && flagOr(config?.schedule_order, false) && flagOr(store.schedule_order, true);
  const minutes = slotMinutes(config);
  const days: ScheduleDay[] = [];
  if (allowed)
    for (let offset = 0; offset < dayCount; offset++) {
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
      const slots = slotsOfDay(store, day, minutes, now);
      if (slots.length) days.push({ date: localDate(day), weekday: day.getDay(), offset, slots });
    }
  const canSchedule = days.length > 0;
  return { canOrderNow, canSchedule, days, unavailable: !canOrderNow && !canSchedule };
}
