/**
 * Offline payment with proof (platform-api-turn4 §5.2–§5.5): the business's offline methods (bank transfer,
 * mobile money), the inputs a method asks the customer for, and where an order's proof stands. Pure; the
 * method itself is `offline_payment` of the one payment vocabulary (src/domain/payment.ts).
 */
import type { PaymentMethodId } from './payment';

export interface OfflineMethod {
  id: number;
  method_name: string;
  /** Where to pay (the business's account), shown to the customer. */
  method_fields: Array<{ input_name: string; input_data: string }>;
  /** What the customer fills in. */
  method_informations: Array<{ customer_input: string; customer_placeholder: string; is_required: number }>;
}

export interface OfflineProof {
  input: Array<{ user_input: string; user_data: string }>;
  data: {
    status: 'pending' | 'verified' | 'denied';
    method_id: number;
    method_name: string;
    customer_note?: string | null;
    admin_note?: string | null;
  };
}

/** Where an order's offline payment stands: no proof sent yet, waiting for verification, verified, denied. */
export type OfflineState = 'missing' | 'pending' | 'verified' | 'denied';

export const OFFLINE_METHOD: PaymentMethodId = 'offline_payment';

export function offlineStateOf(order: {
  payment_method?: string;
  offline_payment?: OfflineProof | null;
}): OfflineState | null {
  if (order.payment_method !== OFFLINE_METHOD) return null;
  return order.offline_payment?.data.status ?? 'missing';
}

/** The proof may be sent or corrected while it is not verified and the order still runs unpaid. */
export const proofEditable = (
  order: { order_status?: string; payment_status?: string },
  state: OfflineState | null,
): boolean =>
  state !== null &&
  state !== 'verified' &&
  order.payment_status !== 'paid' &&
  !['canceled', 'failed', 'delivered'].includes(order.order_status ?? '');

/** The required inputs of the method left empty (checked before sending; the server checks again). */
export function missingInputs(method: OfflineMethod | undefined, values: Readonly<Record<string, string>>): string[] {
  if (!method) return ['method'];
  return method.method_informations
    .filter((i) => i.is_required && !(values[i.customer_input] ?? '').trim())
    .map((i) => i.customer_input);
}

/** The values already sent, to start a correction from. */
export const valuesOf = (proof: OfflineProof | null | undefined): Record<string, string> =>
  Object.fromEntries((proof?.input ?? []).map((i) => [i.user_input, i.user_data]));

/** A field name as words when the business gave no placeholder ("transaction_id" → "Transaction id"). */
export const inputLabel = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
