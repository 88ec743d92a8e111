import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isPaymentMethodId, type PaymentMethodId } from '../domain/payment';

/**
 * The one name of each payment method (src/domain/payment.ts lists them), wherever a customer reads it: an
 * order, a parcel, a trip, the order-placed page, the choices offered. A new method fails `tsc` here until it
 * has its name.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, MessageDescriptor> = {
  cash_on_delivery: msg`Cash on delivery`,
  digital_payment: msg`Digital payment`,
  wallet: msg`Wallet`,
  offline_payment: msg`Offline payment`,
  partial_payment: msg`Partial payment`,
  cash_payment: msg`Cash`,
};

/** A method as an answer names it; a method this storefront does not know is "Other payment". */
export const paymentMethodLabel = (key: string | null | undefined): MessageDescriptor =>
  isPaymentMethodId(key) ? PAYMENT_METHOD_LABELS[key] : msg`Other payment`;

/** Where an order's offline payment proof stands (platform-api-turn4 §5.5), in the customer's words. */
export const OFFLINE_STATE_LABELS: Record<'missing' | 'pending' | 'verified' | 'denied', MessageDescriptor> = {
  missing: msg`Payment details needed`,
  pending: msg`Waiting for verification`,
  verified: msg`Verified`,
  denied: msg`Denied`,
};
