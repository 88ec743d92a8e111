import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { OfflineMethod } from '../../domain/offlinePayment';

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
