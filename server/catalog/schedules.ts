// A store's opening hours. The reference catalogue keeps one schedule kind per store (its `schedule_kind`)
// and expands it into the platform's schedule rows when it loads, so every day has the same hours.
import type { ScheduleKind, ScheduleRow } from './store-rows.ts';
import { isoStamp } from './time.ts';

const SCHEDULES: Record<ScheduleKind, Array<[string, string]>> = {
  always: [['00:00:00', '23:59:59']],
  daytime: [['09:00:00', '23:00:00']],
  split: [
    ['10:00:00', '14:00:00'],
    ['17:00:00', '23:30:00'],
  ],
  closed: [], // no rows on any day: the store is never open
};

const CREATED = isoStamp(new Date(Date.UTC(2024, 0, 1, 10, 0, 0)));

/** Schedule rows (day 0 = Sunday … 6), ordered by opening time, as stores/details returns them. */
export function schedulesFor(storeId: number, kind: ScheduleKind): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let n = 0;
  for (let day = 0; day < 7; day++)
    for (const [open, close] of SCHEDULES[kind])
      rows.push({
        id: storeId * 100 + n++,
        store_id: storeId,
        day,
        opening_time: open,
        closing_time: close,
        created_at: CREATED,
        updated_at: CREATED,
      });
  return rows;
}
