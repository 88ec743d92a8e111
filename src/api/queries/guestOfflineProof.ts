import { api } from '../api';
import { unwrap } from '../client';

/**
 * A guest's proof of an offline payment (platform-api-turn4 §5.3–§5.4): the same call as a customer's
 * (offlinePayment.ts), with the phone the order was placed with, as order/track asks a guest for it. The phone
 * goes in the query: the method's own inputs fill the body under any name. The guest id is the client's to add.
 */
export function sendGuestOfflineProof(input: {
  orderId: number;
  contactNumber: string;
  mode: 'send' | 'update';
  methodId: number | null;
  values: Record<string, string>;
  note: string;
}) {
  const note = input.note.trim();
  const body = {
    ...input.values,
    order_id: input.orderId,
    ...(input.methodId !== null ? { method_id: input.methodId } : {}),
    ...(note ? { customer_note: note } : {}),
  };
  const params = { query: { contact_number: input.contactNumber } };
  return input.mode === 'send'
    ? unwrap(api.PUT('/api/v1/customer/order/offline-payment', { body, params }))
    : unwrap(api.PUT('/api/v1/customer/order/offline-payment-update', { body, params }));
}
