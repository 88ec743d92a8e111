import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Config, StoreDetails } from '../../api/types';
import { scheduleOptions, type ScheduleDay, type ScheduleOptions } from '../../domain/schedule';
import { dateFormat } from '../../domain/datetime';

export interface SlotDay {
  key: string;
  label: string;
  slots: Array<{ value: string; label: string }>;
}

/** Now and the store's later slots (src/domain/schedule.ts). */
export function useSchedule(store: StoreDetails, config: Config): ScheduleOptions {
  // Computed once per page view: the slots of "now" do not move while the form is filled.
  return useMemo(() => scheduleOptions(store, config, new Date()), [store, config]);
}

/**
 * The days and slots with their labels in the page's language, for the pickers shown once the customer
 * schedules: the first date formatters of a page cost tens of milliseconds on a phone, not worth paying
 * while the page loads for labels nobody sees yet.
 */
export function useSlotLabels(days: ScheduleDay[]): SlotDay[] {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  return useMemo(() => {
    const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const weekday = dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'short' });
    return days.map((d) => ({
      key: d.date,
      label: d.offset === 0 ? t`Today` : d.offset === 1 ? t`Tomorrow` : weekday.format(d.slots[0]!.start),
      slots: d.slots.map((s) => ({ value: s.value, label: `${time.format(s.start)} – ${time.format(s.end)}` })),
    }));
  }, [days, locale, t]);
}
