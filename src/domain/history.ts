/**
 * What the account pages may say about a wallet or loyalty transaction and an order's status. The API sends
 * raw keys (`add_fund`, `CashBack`, `picked_up`…, platform-api §3.4 and the Order object); views translate the
 * kinds returned here, so no key reaches a customer and an unknown key reads as a generic label.
 */

export type WalletTransactionKind =
  | 'addFund'
  | 'addFundByAdmin'
  | 'orderPayment'
  | 'partialPayment'
  | 'orderRefund'
  | 'fromLoyaltyPoints'
  | 'referralEarning'
  | 'cashback'
  | 'tripPayment'
  | 'other';

export type LoyaltyTransactionKind = 'orderEarning' | 'toWallet' | 'referralEarning' | 'other';

const WALLET_KINDS: Record<string, WalletTransactionKind> = {
  add_fund: 'addFund',
  add_fund_by_admin: 'addFundByAdmin',
  order_place: 'orderPayment',
  partial_payment: 'partialPayment',
  order_refund: 'orderRefund',
  loyalty_point: 'fromLoyaltyPoints',
  referrer: 'referralEarning',
  cashback: 'cashback',
  trip_payment: 'tripPayment',
};

const LOYALTY_KINDS: Record<string, LoyaltyTransactionKind> = {
  order_place: 'orderEarning',
  point_to_wallet: 'toWallet',
  referrer: 'referralEarning',
};

/** The API writes most keys in snake case but `CashBack` in camel case: compare them case-insensitively. */
function keyOf(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase();
}

export function walletTransactionKind(type: string | null | undefined): WalletTransactionKind {
  return Object.hasOwn(WALLET_KINDS, keyOf(type)) ? WALLET_KINDS[keyOf(type)]! : 'other';
}

export function loyaltyTransactionKind(type: string | null | undefined): LoyaltyTransactionKind {
  return Object.hasOwn(LOYALTY_KINDS, keyOf(type)) ? LOYALTY_KINDS[keyOf(type)]! : 'other';
}

/** platform-api-more §Order: every status the API can send. */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
  'failed',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number] | 'unknown';

export function orderStatusOf(status: string | null | undefined): OrderStatus {
  const key = keyOf(status).replace(/^cancelled$/, 'canceled');
  return (ORDER_STATUSES as readonly string[]).includes(key) ? (key as OrderStatus) : 'unknown';
}

/** The order reached the customer: delivered, or a refund asked for since (the review stays open). */
export function wasDelivered(status: string | null | undefined): boolean {
  return ['delivered', 'refund_requested', 'refund_request_canceled', 'refunded'].includes(orderStatusOf(status));
}
