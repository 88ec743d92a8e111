import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoyaltyTransactionKind, OrderStatus, WalletTransactionKind } from '../../domain/history';

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

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  processing: msg`Processing`,
  handover: msg`Ready for handover`,
  picked_up: msg`Out for delivery`,
  delivered: msg`Delivered`,
  canceled: msg`Canceled`,
  refund_requested: msg`Refund requested`,
  refunded: msg`Refunded`,
  refund_request_canceled: msg`Refund request rejected`,
  failed: msg`Payment failed`,
  unknown: msg`Status unavailable`,
};
