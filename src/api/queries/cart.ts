import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { STORAGE_KEYS } from '../storage';
import type { CartLine } from '../types';

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export const hasStoredToken = (): boolean => {
  const token = storage()?.getItem(STORAGE_KEYS.token);
  return Boolean(token && token !== 'null' && token !== 'undefined');
};

/**
 * The module's cart (api §3.5): the server keeps it per user or guest and per `moduleId`, so the key is the
 * module; login and logout invalidate `['cart']`. A guest without a guest id has no cart yet.
 */
export const cartQuery = (moduleId: number | null) =>
  queryOptions({
    queryKey: ['cart', moduleId],
    queryFn: async (): Promise<CartLine[]> => {
      const guest = storage()?.getItem(STORAGE_KEYS.guestId) ?? undefined;
      if (!hasStoredToken() && !guest) return [];
      return (await unwrap(api.GET('/api/v1/customer/cart/list', { params: { query: hasStoredToken() ? {} : { guest_id: guest } } }))) as CartLine[];
    },
    staleTime: 30_000,
  });
