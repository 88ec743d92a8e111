import { api } from '../api';
import { unwrap } from '../client';
import type { OfflineProof } from '../../domain/offlinePayment';
import type { PlacedOrder } from '../../domain/types/placedOrder';

/** Offline payment with proof (platform-api-turn4 §5.2–§5.5): the business's methods and the proof calls. */

// The method list has its own module: checkout asks for it without the proof calls (docs/budgets.md).
export { offlineMethodsQuery } from './offlineMethods';

/** An order's proof as order/track answers it (null until one is sent). */
export const offlineProofOf = (order: Pick<PlacedOrder, 'offline_payment'> | undefined | null): OfflineProof | null =>
  order?.offline_payment ?? null;

/** offline-payment (send: the first proof, or another method) or offline-payment-update (a correction). */
export function sendOfflineProof(input: {
  orderId: number;
  mode: 'send' | 'update';
  methodId: number | null;
  values: Record<string, string>;
  note: string;
}) {
  const body = {
    ...input.values,
    order_id: input.orderId,
    ...(input.methodId !== null ? { method_id: input.methodId } : {}),
    ...(input.note.trim() ? { customer_note: input.note.trim() } : {}),
  };
  return input.mode === 'send'
    ? unwrap(api.PUT('/api/v1/customer/order/offline-payment', { body }))
    : unwrap(api.PUT('/api/v1/customer/order/offline-payment-update', { body }));
}
