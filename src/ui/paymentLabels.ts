import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isPaymentMethodId, PAYMENT_LABELS } from '../domain/payment';

/**
 * The one name of each payment method, wherever a customer reads it: an order, a parcel, a trip, the
 * order-placed page, the choices offered. The names live beside the ids (src/domain/payment.ts), so a new
 * method needs nothing here.
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<keyof typeof PAYMENT_LABELS, MessageDescriptor>> = PAYMENT_LABELS;

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
