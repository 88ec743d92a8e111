/** Wallet top-up and loyalty point rules (acc §2 Wallet card, §5 Wallet top-up; api §3.4). */

/** acc §5: submit is disabled when the amount is 0 or less (or not a number). */
export function topUpAmount(raw: string): number {
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

export type TopUpProblem = 'amountRequired' | 'amountNotPositive' | 'methodRequired';

/** The messages acc §5 names: 'Please Enter amount', 'Payment method is required'. */
export function topUpProblems(amount: string, method: string | null): TopUpProblem[] {
  const out: TopUpProblem[] = [];
  if (amount.trim() === '') out.push('amountRequired');
  else if (topUpAmount(amount) <= 0) out.push('amountNotPositive');
  if (!method) out.push('methodRequired');
  return out;
}

/** The return address of the payment page (acc §7 add-fund: own origin plus /profile?page=wallet). */
export function walletCallback(origin: string): string {
  return `${origin}/profile?page=wallet`;
}

/** The address without the payment page's `flag` (path, query and hash), or null when it has none. */
export function withoutWalletFlag(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('flag')) return null;
  url.searchParams.delete('flag');
  return url.pathname + url.search + url.hash;
}

export type PointProblem = 'pointsRequired' | 'wholePoints' | 'belowMinimum' | 'aboveBalance';

/**
 * api §3.4 point-transfer: a whole number of points, at least the config's minimum, at most the balance.
 * `typed` is the field as the customer typed it: "57.5" is refused as it stands, never read as 575.
 */
export function pointProblem(typed: string, minimum: number, balance: number): PointProblem | null {
  const text = typed.trim();
  if (text === '') return 'pointsRequired';
  if (!/^\d+$/.test(text)) return 'wholePoints';
  const points = Number(text);
  if (points < 1) return 'pointsRequired';
  if (points < minimum) return 'belowMinimum';
  if (points > balance) return 'aboveBalance';
  return null;
}

/** The points a typed field holds: a whole number, else 0 (worth nothing until it is one). */
export const typedPoints = (typed: string): number => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0);

/** Money the points become: points ÷ exchange rate (config loyalty_point_exchange_rate), to the cent. */
export function pointsToMoney(points: number, rate: number): number {
  return rate > 0 ? Math.round((points / rate) * 100) / 100 : 0;
}

/** The history filter (api §3.4 wallet transactions `type`). */
export const WALLET_FILTERS = ['all', 'order', 'loyalty_point', 'add_fund', 'referrer', 'CashBack'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
