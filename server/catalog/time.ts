// Clock rules. The platform compares against the server clock in its own time zone; the reference
// server uses the process's local time (set TZ to choose). Times are "HH:MM:SS" strings, which compare
// correctly as strings.

export function clock(now: Date): { day: number; time: string; date: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: now.getDay(),
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  };
}

const hms = (t: string) => (t.length === 5 ? `${t}:00` : t);

export type ScheduleRow = { day: number; opening_time: string; closing_time: string };

/** open = 1 only when a row for today has opening < now < closing (strict), platform-api-more §8.8. */
export function isOpen(schedules: ScheduleRow[], now: Date): boolean {
  const { day, time } = clock(now);
  return schedules.some((s) => s.day === day && s.opening_time < time && time < s.closing_time);
}

/** Opening time of today's first row that has not yet closed, else "closed". */
export function currentOpeningTime(schedules: ScheduleRow[], now: Date): string {
  const { day, time } = clock(now);
  const row = schedules.find((s) => s.day === day && time < s.closing_time);
  return row ? row.opening_time : 'closed';
}

/** Item availability window (inclusive). */
export function isAvailable(starts: string, ends: string, now: Date): boolean {
  const { time } = clock(now);
  return hms(starts) <= time && time <= hms(ends);
}

/** A date/time window where null bounds are open: campaigns and discounts. */
export function inDateWindow(
  now: Date,
  startDate: string | null,
  endDate: string | null,
  startTime?: string | null,
  endTime?: string | null,
): boolean {
  const { date, time } = clock(now);
  if (startDate && date < startDate.slice(0, 10)) return false;
  if (endDate && date > endDate.slice(0, 10)) return false;
  if (startTime && time < hms(startTime)) return false;
  if (endTime && time > hms(endTime).replace(/:00$/, ':59')) return false;
  return true;
}

/** The platform's timestamp format: microsecond ISO strings, e.g. "2024-01-01T10:00:00.000000Z". */
export function isoStamp(d: Date): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
