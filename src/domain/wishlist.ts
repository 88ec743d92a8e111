/**
 * The wishlist (core §2 "Wishlist drawer", §3 Wishlist, §4 Wishlist; api §3.4, api2 §11): items and stores,
 * or vehicles and providers in rental.
 */

export type WishKind = 'item' | 'store' | 'vehicle' | 'provider';

export interface WishTarget {
  kind: WishKind;
  id: number;
}

/** Which two tabs the drawer shows, and what they are called, for the module type. */
export type WishTab = 'items' | 'stores';
export type WishTabLabel = 'items' | 'stores' | 'restaurants' | 'vehicles' | 'providers';

export function wishTabLabels(moduleType: string | null | undefined): Record<WishTab, WishTabLabel> {
  if (moduleType === 'rental') return { items: 'vehicles', stores: 'providers' };
  // Stores are called Restaurants in food (core preamble).
  if (moduleType === 'food') return { items: 'items', stores: 'restaurants' };
  return { items: 'items', stores: 'stores' };
}

export function wishKinds(moduleType: string | null | undefined): Record<WishTab, WishKind> {
  return moduleType === 'rental' ? { items: 'vehicle', stores: 'provider' } : { items: 'item', stores: 'store' };
}

/** The wishlist as the drawer and the hearts read it, whatever endpoint it came from. */
export interface WishlistLists<I = { id: number }, S = { id: number }> {
  items: ReadonlyArray<I>;
  stores: ReadonlyArray<S>;
}

export function isInWishlist(list: WishlistLists | null | undefined, target: WishTarget): boolean {
  if (!list) return false;
  const rows = target.kind === 'item' || target.kind === 'vehicle' ? list.items : list.stores;
  return rows.some((r) => r.id === target.id);
}

export function wishlistCount(list: WishlistLists | null | undefined): number {
  return list ? list.items.length + list.stores.length : 0;
}

/** Drops one entry, as a successful removal does to the local list. */
export function withoutTarget<L extends WishlistLists<{ id: number }, { id: number }>>(list: L, target: WishTarget): L {
  const onItems = target.kind === 'item' || target.kind === 'vehicle';
  return {
    ...list,
    items: onItems ? list.items.filter((r) => r.id !== target.id) : list.items,
    stores: onItems ? list.stores : list.stores.filter((r) => r.id !== target.id),
  };
}

/** core §2 Header: the wishlist badge shows for signed-in customers with a zone, outside parcel. */
export function showsWishlistBadge(f: {
  signedIn: boolean;
  hasZone: boolean;
  moduleType: string | null | undefined;
}): boolean {
  return f.signedIn && f.hasZone && f.moduleType !== 'parcel';
}

/** Where a wishlist store row leads: the store page, or the provider page in rental (core §2 Routes). */
export function storeHref(
  store: { id: number; slug?: string | null; module_id?: number | null; zone_id?: number | null },
  rental: boolean,
): string {
  if (rental) return `/rental/provider-details?id=${encodeURIComponent(store.slug || String(store.id))}`;
  const query = new URLSearchParams({ id: String(store.id) });
  if (store.module_id) query.set('module_id', String(store.module_id));
  if (store.zone_id) query.set('store_zone_id', String(store.zone_id));
  return `/store/${encodeURIComponent(store.slug || String(store.id))}?${query.toString()}`;
}
