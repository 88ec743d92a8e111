import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { configQuery } from '../../api/queries/config';
import { formatMoney, formatSignedMoney, moneyFormatOf, toNumber } from '../../domain/money';
import { formatMoneyCompact } from '../../domain/moneyCompact';
import { formatDateTime } from '../../domain/datetime';

/** The one money formatter (core §9), as prices use it; `signed` for history amounts, `compact` for large ones. */
export function useMoney() {
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  const money = (amount: number | string | null | undefined) => formatMoney(toNumber(amount), fmt);
  return Object.assign(money, {
    signed: (amount: number) => formatSignedMoney(amount, fmt),
    compact: (amount: number | string | null | undefined) => formatMoneyCompact(toNumber(amount), fmt),
  });
}

export function useDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined) => formatDateTime(iso, i18n.locale, false);
}
