// Referral earning (config ref_earning_status and ref_earning_exchange_rate, the amount /referral-code promises):
// a customer who signs up with another's code earns that customer the amount in their wallet, as a wallet
// entry of type `referrer` (the wallet page's "Referral earning"), once per new customer.
import type { DB } from '../db/open.ts';
import { walletEntry } from './wallet.ts';

interface ReferralConfig {
  ref_earning_status?: unknown;
  ref_earning_exchange_rate?: unknown;
  customer_wallet_status?: unknown;
}

/** Pays the referrer for the new customer; false when referral earning or the wallet is off, or it was paid. */
export function creditReferrer(
  db: DB,
  now: Date,
  config: ReferralConfig,
  referrerId: number,
  newCustomerId: number,
): boolean {
  const amount = Number(config.ref_earning_exchange_rate ?? 0);
  if (Number(config.ref_earning_status) !== 1 || Number(config.customer_wallet_status) !== 1 || !(amount > 0))
    return false;
  const reference = `referred:${newCustomerId}`;
  const paid = db
    .prepare("SELECT 1 FROM wallet_transactions WHERE user_id = ? AND transaction_type = 'referrer' AND reference = ?")
    .get(referrerId, reference);
  if (paid) return false;
  walletEntry(db, now, referrerId, { credit: amount, type: 'referrer', reference });
  return true;
}
