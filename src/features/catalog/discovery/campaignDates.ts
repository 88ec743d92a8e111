import type { Campaign } from '../../../api/types';
import { formatDateTime } from '../../../domain/datetime';

/** A basic campaign's running days and daily hours (turn4 §3.1) in the page's language; '' where unset. */
export function campaignDates(
  c: Pick<Campaign, 'available_date_starts' | 'available_date_ends' | 'start_time' | 'end_time'>,
  locale: string,
) {
  return {
    from: formatDateTime(c.available_date_starts, locale, false),
    to: formatDateTime(c.available_date_ends, locale, false),
    hours: c.start_time && c.end_time ? `${c.start_time.slice(0, 5)}–${c.end_time.slice(0, 5)}` : '',
  };
}
