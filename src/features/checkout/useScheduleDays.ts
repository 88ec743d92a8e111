import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Config, StoreDetails } from '../../api/types';
import { scheduleOptions, type ScheduleOptions } from '../../domain/schedule';
import { whenIdle } from '../../ui/whenIdle';
import type { SlotDay } from './OptionSections';

const formats = new Map<string, { time: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();
/** A page's first date formatter loads the browser's date data: about 50 ms at 4× CPU, so it is made once. */
function formatsOf(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    f = { time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }), weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'short' }) };
    formats.set(locale, f);
  }
  return f;
}

/**
 * Now and the store's later slots (src/domain/schedule.ts), with day and time labels in the page's language.
 * `labelled`: the slot pickers show (a later slot is chosen). Until then the labels stay empty and the
 * formatters are made while the page is idle: they were the largest part of the checkout's first render.
 */
export function useSchedule(store: StoreDetails, config: Config, labelled: boolean): { options: ScheduleOptions; days: SlotDay[] } {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  // Computed once per page view: the slots of "now" do not move while the form is filled.
  const options = useMemo(() => scheduleOptions(store, config, new Date()), [store, config]);
  useEffect(() => whenIdle(() => formatsOf(locale)), [locale]);
  const days = useMemo(() => {
    const f = labelled ? formatsOf(locale) : null;
    return options.days.map((d) => ({
      key: d.date,
      label: !f ? '' : d.offset === 0 ? t`Today` : d.offset === 1 ? t`Tomorrow` : f.weekday.format(d.slots[0]!.start),
      slots: d.slots.map((s) => ({ value: s.value, label: f ? `${f.time.format(s.start)} – ${f.time.format(s.end)}` : '' })),
    }));
  }, [options, locale, t, labelled]);
  return { options, days };
}
