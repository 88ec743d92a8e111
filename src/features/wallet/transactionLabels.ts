import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoyaltyTransactionKind, WalletTransactionKind } from '../../domain/history';
import type { WalletFilter } from '../../domain/wallet';

/** Records over every kind, so a kind added in the domain without a label fails the type check. */
export const WALLET_TRANSACTION_LABELS: Record<WalletTransactionKind, MessageDescriptor> = {
  addFund: msg`Added to wallet`,
  addFundByAdmin: msg`Added by the admin`,
  orderPayment: msg`Order payment`,
  partialPayment: msg`Partial order payment`,
  orderRefund: msg`Order refund`,
  fromLoyaltyPoints: msg`Converted from loyalty points`,
  referralEarning: msg`Referral earning`,
  cashback: msg`Cashback`,
  tripPayment: msg`Trip payment`,
  other: msg`Wallet transaction`,
};

export const LOYALTY_TRANSACTION_LABELS: Record<LoyaltyTransactionKind, MessageDescriptor> = {
  orderEarning: msg`Earned from an order`,
  toWallet: msg`Converted to wallet money`,
  referralEarning: msg`Referral earning`,
  other: msg`Points transaction`,
};

/** The history filter (api §3.4 `type`). */
export const WALLET_FILTER_LABELS: Record<WalletFilter, MessageDescriptor> = {
  all: msg`All transactions`,
  order: msg`Order payments`,
  loyalty_point: msg`Converted from loyalty points`,
  add_fund: msg`Added to wallet`,
  referrer: msg`Referral earning`,
  CashBack: msg`Cashback`,
};
