import { describe, expect, it } from 'vitest';
import {
  isInWishlist,
  showsWishlistBadge,
  wishKinds,
  wishlistCount,
  wishTabLabels,
  withoutTarget,
} from '../../src/domain/wishlist';

describe('core §2 Wishlist drawer, §4 Wishlist', () => {
  it('tabs are items and stores; restaurants in food; vehicles and providers in rental', () => {
    expect(wishTabLabels('grocery')).toEqual({ items: 'items', stores: 'stores' });
    expect(wishTabLabels('food')).toEqual({ items: 'items', stores: 'restaurants' });
    expect(wishTabLabels('rental')).toEqual({ items: 'vehicles', stores: 'providers' });
    expect(wishKinds('rental')).toEqual({ items: 'vehicle', stores: 'provider' });
    expect(wishKinds(null)).toEqual({ items: 'item', stores: 'store' });
  });

  it('membership, count and removal', () => {
    const list = { items: [{ id: 1 }, { id: 2 }], stores: [{ id: 1 }] };
    expect(isInWishlist(list, { kind: 'item', id: 2 })).toBe(true);
    expect(isInWishlist(list, { kind: 'store', id: 2 })).toBe(false);
    expect(isInWishlist(null, { kind: 'item', id: 1 })).toBe(false);
    expect(wishlistCount(list)).toBe(3);
    expect(withoutTarget(list, { kind: 'item', id: 1 })).toEqual({ items: [{ id: 2 }], stores: [{ id: 1 }] });
    expect(withoutTarget(list, { kind: 'store', id: 1 })).toEqual({ items: list.items, stores: [] });
  });

  it('acc §2 Header: the wishlist badge shows when signed in, with a zone, outside parcel', () => {
    expect(showsWishlistBadge({ signedIn: true, hasZone: true, moduleType: 'grocery' })).toBe(true);
    expect(showsWishlistBadge({ signedIn: false, hasZone: true, moduleType: 'grocery' })).toBe(false);
    expect(showsWishlistBadge({ signedIn: true, hasZone: false, moduleType: 'grocery' })).toBe(false);
    expect(showsWishlistBadge({ signedIn: true, hasZone: true, moduleType: 'parcel' })).toBe(false);
    expect(showsWishlistBadge({ signedIn: true, hasZone: true, moduleType: 'rental' })).toBe(true);
  });
});

describe('core §2 Wishlist drawer: store rows open the store page', () => {
  it('store page with id, module_id and store_zone_id; the provider page in rental', async () => {
    const { storeHref } = await import('../../src/domain/wishlist');
    expect(storeHref({ id: 6, slug: 'fresh-mart', module_id: 2, zone_id: 1 }, false)).toBe(
      '/store/fresh-mart?id=6&module_id=2&store_zone_id=1',
    );
    expect(storeHref({ id: 6 }, false)).toBe('/store/6?id=6');
    expect(storeHref({ id: 40, slug: 'city-cars' }, true)).toBe('/rental/provider-details?id=city-cars');
  });
});
