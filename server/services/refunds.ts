// What a cancelled order or trip gives back (accounts-and-money, refunds). As on the platform, money the
// customer already paid (a paid order, or the wallet part of a partly paid one) goes back to the wallet
// when the business setting `wallet_add_refund` allows it and the customer has a wallet; otherwise a
// refund request is opened for the admin. The order's `refund` object says which, and how much.
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';
import { walletEntry } from './wallet.ts';

export interface RefundNote {
  order_id: number;
  refund_amount: number;
  /** `wallet`: credited at once; `manual`: a refund request the admin settles. */
  refund_method: 'wallet' | 'manual';
  refund_status: 'refunded' | 'pending';
  customer_note: string | null;
  admin_note: string | null;
}

/** What the customer has paid on an order, by its payment status. */
export function paidOn(o: {
  payment_status: string;
  order_amount: number;
  partially_paid_amount?: number | null;
}): number {
  if (o.payment_status === 'paid') return o.order_amount;
  if (o.payment_status === 'partially_paid') return o.partially_paid_amount ?? 0;
  return 0;
}

/** The platform's `wallet_add_refund` setting (on unless set to 0), and a wallet to refund to. */
export function refundsToWallet(cfg: Config, isGuest: boolean): boolean {
  return !isGuest && Number(cfg.customer_wallet_status) === 1 && Number(cfg.wallet_add_refund ?? 1) === 1;
}

/**
 * Gives back `amount` for a cancelled order or trip. Call it inside the cancel's own transaction, so the
 * status change and the credit are one step. Returns null when nothing was paid.
 */
export function refundOnCancel(
  db: DB,
  cfg: Config,
  now: Date,
  p: { id: number; ownerId: number; isGuest: boolean; amount: number; type: string; note: string | null },
): RefundNote | null {
  if (!(p.amount > 0)) return null;
  const wallet = refundsToWallet(cfg, p.isGuest);
  if (wallet) walletEntry(db, now, p.ownerId, { credit: p.amount, type: p.type, reference: String(p.id) });
  return {
    order_id: p.id,
    refund_amount: p.amount,
    refund_method: wallet ? 'wallet' : 'manual',
    refund_status: wallet ? 'refunded' : 'pending',
    customer_note: p.note,
    admin_note: null,
  };
}
