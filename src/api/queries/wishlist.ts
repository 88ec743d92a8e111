import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Item, Store, Vehicle } from '../types';
import { normaliseZoneId } from '../headers';
import { readJson, STORAGE_KEYS } from '../storage';
import { hasStoredToken } from './cart';
import { showsWishlistBadge } from '../../domain/wishlist';

/** Both wishlists in one shape: items and stores, or vehicles and providers in rental (api §3.4, api2 §11). */
export type WishlistData =
  | { rental: false; items: Item[]; stores: Store[] }
  | { rental: true; items: Vehicle[]; stores: Store[] };

/**
 * The signed-in customer's wishlist for the module and zone. acc §7: no retry; it runs only for a signed-in
 * customer with a zone (the caller passes `enabled`).
 */
export const wishlistQuery = (scope: { moduleId: number | null; rental: boolean; zone: string | null }, enabled: boolean) =>
  queryOptions({
    queryKey: ['wishlist', scope.moduleId, scope.zone, scope.rental],
    queryFn: async (): Promise<WishlistData> => {
      if (scope.rental) {
        const data = await unwrap(api.GET('/api/v1/rental/user/wish-list', { params: { query: { limit: 25, offset: 1 } } }));
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
 * The wishlist query for the stored module and zone, enabled for a signed-in customer with a zone outside
 * parcel (acc §2): what hearts and the wishlist drawer read.
 */
export function storedWishlistQuery() {
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  const m = store ? readJson<{ id?: unknown; module_type?: unknown }>(store, STORAGE_KEYS.module) : null;
  const id = Number(m?.id);
  const moduleType = typeof m?.module_type === 'string' ? m.module_type : null;
  const zone = normaliseZoneId(store?.getItem(STORAGE_KEYS.zoneId) ?? null);
  const enabled = showsWishlistBadge({ signedIn: hasStoredToken(), hasZone: zone !== null, moduleType });
  return wishlistQuery({ moduleId: Number.isSafeInteger(id) && id > 0 ? id : null, zone, rental: moduleType === 'rental' }, enabled);
}
