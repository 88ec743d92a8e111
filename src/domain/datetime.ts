/**
 * A date, or a date and time, from the API (ISO 8601, or the platform's "YYYY-MM-DD HH:mm:ss") in the page's
 * language; '' for nothing or for what is not a date.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, withTime = true): string {
  if (!iso) return '';
  const d = new Date(iso.includes('T') || iso.includes('Z') ? iso : iso.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}
