const formatters = new Map<string, Intl.DateTimeFormat>();
let asked = 0;

/**
 * How many dates have been formatted so far. A server render that formatted one tells the browser (a flag on
 * <html>, public/boot.js) to load its date data before the first paint: the first Intl.DateTimeFormat of a
 * page costs 20–35 ms at 1× CPU (the time zone and the calendar), one long task inside hydration otherwise.
 */
export const datesFormatted = (): number => asked;

/**
 * One formatter per language and style, made once: making an Intl.DateTimeFormat costs about a millisecond
 * on a phone, and a list of orders formats dozens of dates while it hydrates.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  asked++;
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/**
 * A date, or a date and time, from the API (ISO 8601, or the platform's "YYYY-MM-DD HH:mm:ss") in the page's
 * language; '' for nothing or for what is not a date.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, withTime = true): string {
  if (!iso) return '';
  const d = new Date(iso.includes('T') || iso.includes('Z') ? iso : iso.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}
