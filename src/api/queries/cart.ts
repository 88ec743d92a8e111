import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { ShoppingScope } from '../scope';
import type { CartLine } from '../types';

/**
 * The module's cart (api §3.5): the server keeps it per user or guest and per `moduleId`, so the key is the
 * module; login and logout invalidate `['cart']`. A guest without a guest id has no cart yet.
 */
export const cartQuery = (scope: Pick<ShoppingScope, 'moduleId' | 'signedIn' | 'guestId'>) =>
  queryOptions({
    queryKey: ['cart', scope.moduleId, scope.signedIn ? 'customer' : scope.guestId],
    queryFn: async (): Promise<CartLine[]> => {
      if (!scope.signedIn && !scope.guestId) return [];
      return unwrap(api.GET('/api/v1/customer/cart/list'));
    },
    enabled: scope.moduleId !== null,
    staleTime: 30_000,
  });
