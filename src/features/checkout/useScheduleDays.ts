import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Config, StoreDetails } from '../../api/types';
import { scheduleOptions, type ScheduleOptions } from '../../domain/schedule';
import type { SlotDay } from './OptionSections';

/** Now and the store's later slots (src/domain/schedule.ts), with day and time labels in the page's language. */
export function useSchedule(store: StoreDetails, config: Config): { options: ScheduleOptions; days: SlotDay[] } {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  // Computed once per page view: the slots of "now" do not move while the form is filled.
  const options = useMemo(() => scheduleOptions(store, config, new Date()), [store, config]);
  const days = useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'short' });
    return options.days.map((d) => ({
      key: d.date,
      label: d.offset === 0 ? t`Today` : d.offset === 1 ? t`Tomorrow` : weekday.format(d.slots[0]!.start),
      slots: d.slots.map((s) => ({ value: s.value, label: `${time.format(s.start)} – ${time.format(s.end)}` })),
    }));
  }, [options, locale, t]);
  return { options, days };
}
