import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { configQuery } from '../../api/queries/config';
import { formatMoney, moneyFormatOf, toNumber } from '../../domain/money';
import { formatDateTime } from '../../domain/datetime';

/** The one money formatter (core §9), as prices use it. */
export function useMoney() {
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  return (amount: number | string | null | undefined) => formatMoney(toNumber(amount), fmt);
}

/** Dates and times in the page's language. */
export function useDateTime() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined, withTime = true) => formatDateTime(iso, i18n.locale, withTime);
}

/** The money format itself, for the bill component. */
export function useMoneyFormat() {
  return moneyFormatOf(useQuery(configQuery()).data);
}
