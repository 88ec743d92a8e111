import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { OfflineMethod, OfflineProof } from '../../domain/offlinePayment';

/** Offline payment with proof (platform-api-turn4 §5.2–§5.5): the business's methods and the proof calls. */

/** offline_payment_method_list: the active methods; none when the business has none (null). */
export const offlineMethodsQuery = () =>
  queryOptions({
    queryKey: ['offline-payment-methods'],
    queryFn: async (): Promise<OfflineMethod[]> => {
      const data = await unwrap(api.GET('/api/v1/offline_payment_method_list'));
      return Array.isArray(data) ? data : [];
    },
    staleTime: 10 * 60_000,
  });

/** An order's proof as order/track answers it (null until one is sent). */
export const offlineProofOf = (order: { offline_payment?: unknown } | undefined | null): OfflineProof | null => (order?.offline_payment as OfflineProof | null | undefined) ?? null;

/** offline-payment (send: the first proof, or another method) or offline-payment-update (a correction). */
export function sendOfflineProof(input: { orderId: number; mode: 'send' | 'update'; methodId: number | null; values: Record<string, string>; note: string }) {
  const body = { ...input.values, order_id: input.orderId, ...(input.methodId !== null ? { method_id: input.methodId } : {}), ...(input.note.trim() ? { customer_note: input.note.trim() } : {}) };
  return input.mode === 'send' ? unwrap(api.PUT('/api/v1/customer/order/offline-payment', { body })) : unwrap(api.PUT('/api/v1/customer/order/offline-payment-update', { body }));
}
