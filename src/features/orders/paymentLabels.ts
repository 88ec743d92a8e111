import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const STATES: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  partially_paid: msg`Partially paid`,
  refunded: msg`Refunded`,
};

export { paymentMethodLabel } from '../../ui/paymentLabels';
export const paymentStateLabel = (key: string | null | undefined): MessageDescriptor =>
  STATES[key ?? ''] ?? msg`Unknown`;
