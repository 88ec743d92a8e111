import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The order flow's messages by the machine's ids (core §8 "Payment info updated."). */
export const orderMessages: Record<
  'order.canceled' | 'order.paymentUpdated' | 'order.refundRequested' | 'order.againAdded' | 'failed',
  MessageDescriptor
> = {
  'order.canceled': msg`Order canceled successfully.`,
  'order.paymentUpdated': msg`Payment info updated.`,
  'order.refundRequested': msg`Refund request placed successfully.`,
  'order.againAdded': msg`The order's items are in your cart.`,
  failed: msg`Something went wrong. Please try again.`,
};

/** Where a cancelled paid order's money goes, and when (acc §Refunds); `amount` comes formatted. */
export const refundMessages = {
  toWallet: (amount: string) => msg`${amount} is back in your wallet.`,
  requested: (amount: string) => msg`A refund of ${amount} has been requested. It reaches you once it is approved.`,
};
