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

export type PointProblem = 'pointsRequired' | 'belowMinimum' | 'aboveBalance';

/** api §3.4 point-transfer: at least the config's minimum, at most the balance. */
export function pointProblem(points: number, minimum: number, balance: number): PointProblem | null {
  if (!Number.isInteger(points) || points < 1) return 'pointsRequired';
  if (points < minimum) return 'belowMinimum';
  if (points > balance) return 'aboveBalance';
  return null;
}

/** Money the points become: points ÷ exchange rate (config loyalty_point_exchange_rate), to the cent. */
export function pointsToMoney(points: number, rate: number): number {
  return rate > 0 ? Math.round((points / rate) * 100) / 100 : 0;
}

/** The history filter (api §3.4 wallet transactions `type`). */
export const WALLET_FILTERS = ['all', 'order', 'loyalty_point', 'add_fund', 'referrer', 'CashBack'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
