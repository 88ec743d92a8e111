import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { configQuery } from '../../api/queries/config';
import { formatMoney, moneyFormatOf, toNumber } from '../../domain/money';

/** The one money formatter (core §9), as prices use it. */
export function useMoney() {
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  return (amount: number | string | null | undefined) => formatMoney(toNumber(amount), fmt);
}

/** Dates and times in the page's language. */
export function useDateTime() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined, withTime = true) => {
    if (!iso) return '';
    const d = new Date(iso.includes('T') || iso.includes('Z') ? iso : iso.replace(' ', 'T'));
    if (Number.isNaN(d.getTime())) return '';
    return new Intl.DateTimeFormat(i18n.locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
  };
}
