import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const METHODS: Record<string, MessageDescriptor> = {
  cash_on_delivery: msg`Cash on delivery`,
  digital_payment: msg`Digital payment`,
  wallet: msg`Wallet`,
  offline_payment: msg`Offline payment`,
  partial_payment: msg`Partial payment`,
};
const STATES: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  partially_paid: msg`Partially paid`,
  refunded: msg`Refunded`,
};

export const paymentMethodLabel = (key: string | null | undefined): MessageDescriptor => METHODS[key ?? ''] ?? msg`Other payment`;
export const paymentStateLabel = (key: string | null | undefined): MessageDescriptor => STATES[key ?? ''] ?? msg`Unknown`;
