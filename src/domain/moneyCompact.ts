// core §9 compact forms, apart from money.ts: only the wallet and points pages show them, and money.ts is in
// every first load.
import { DEFAULT_DIGITS, formatNumber, withSymbol, formatAmount, type MoneyFormat } from './money';

/** Each form: from which amount it is used, its suffix, and what it divides by. */
const COMPACT: Array<[number, string, number]> = [
  [1e9, 'B', 1e9],
  [1e6, 'M', 1e6],
  [1e5, 'K', 1e3],
];

/**
 * core §9 compact forms: B at 1e9 and above, M at 1e6 and above, K at 1e5 and above (thousands), with up to
 * `digits` decimals and no trailing zeros (`150K`, `1.5M`); smaller amounts are written in full. An amount that
 * rounds up to the next form takes it: 999,999 is "1M", never "1000K".
 */
export function compactNumber(amount: number, digits = DEFAULT_DIGITS): string {
  const abs = Math.abs(amount);
  const i = COMPACT.findIndex(([limit]) => abs >= limit);
  if (i < 0) return formatNumber(amount, digits);
  const roundsUp =
    i > 0 && Math.abs(Number((amount / COMPACT[i]![2]).toFixed(digits))) * COMPACT[i]![2] >= COMPACT[i - 1]![2];
  const [, suffix, divisor] = COMPACT[roundsUp ? i - 1 : i]!;
  const text = formatNumber(amount / divisor, digits);
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return `${trimmed}${suffix}`;
}

export function formatMoneyCompact(amount: number, fmt: MoneyFormat): string {
  const compact = compactNumber(amount, fmt.digits);
  return withSymbol(/[KMB]$/.test(compact) ? compact : formatAmount(amount, fmt.digits), fmt);
}
