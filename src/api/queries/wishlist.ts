import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Item, Store, Vehicle } from '../types';
import type { ShoppingScope } from '../scope';
import { showsWishlistBadge } from '../../domain/wishlist';

/** Both wishlists in one shape: items and stores, or vehicles and providers in rental (api §3.4, api2 §11). */
export type WishlistData =
  { rental: false; items: Item[]; stores: Store[] } | { rental: true; items: Vehicle[]; stores: Store[] };

/**
 * The signed-in customer's wishlist for the module and zone. acc §7: no retry; it runs only for a signed-in
 * customer with a zone (the caller passes `enabled`).
 */
export const wishlistQuery = (
  scope: { moduleId: number | null; rental: boolean; zone: string | null },
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['wishlist', scope.moduleId, scope.zone, scope.rental],
    queryFn: async (): Promise<WishlistData> => {
      if (scope.rental) {
        const data = await unwrap(
          api.GET('/api/v1/rental/user/wish-list', { params: { query: { limit: 25, offset: 1 } } }),
        );
        return { rental: true, items: (data?.vehicles ?? []) as Vehicle[], stores: (data?.providers ?? []) as Store[] };
      }
      const data = await unwrap(api.GET('/api/v1/customer/wish-list'));
      return { rental: false, items: (data?.item ?? []) as Item[], stores: (data?.store ?? []) as Store[] };
    },
    retry: false,
    enabled,
    staleTime: 30_000,
  });

/**
 * The wishlist query for the scope's module and zone, enabled for a signed-in customer with a zone outside
 * parcel (acc §2): what hearts and the wishlist drawer read.
 */
export function scopedWishlistQuery(scope: ShoppingScope) {
  const enabled = showsWishlistBadge({
    signedIn: scope.signedIn,
    hasZone: scope.zone !== null,
    moduleType: scope.moduleType,
  });
  return wishlistQuery({ moduleId: scope.moduleId, zone: scope.zone, rental: scope.moduleType === 'rental' }, enabled);
}
