/**
 * acc §2 Header: which entries the header shows, from the module, the session and the zone. One place for the
 * rules; the header only shows what this returns.
 *
 * "Contact link (parcel only); track order or track trip (guests, not parcel); chat (signed in, not parcel);
 * wishlist badge (signed in, zone chosen, not parcel); cart badge (not parcel or rental); rental cart".
 */
import { showsWishlistBadge } from './wishlist';

export interface HeaderScope {
  moduleType: string | null | undefined;
  signedIn: boolean;
  /** A zone is chosen (the stored `zoneid`). */
  hasZone: boolean;
}

/** Where a guest tracks: an order at /track-order, or in rental a trip in /my-trips (its track-trip form). */
export type TrackEntry = { to: '/track-order'; kind: 'order' } | { to: '/my-trips'; kind: 'trip' };

export interface HeaderEntries {
  /** The Contact link (to the /contact page), in the parcel module only. */
  contact: boolean;
  /** Track order / track trip, for guests outside parcel; null when not shown. */
  track: TrackEntry | null;
  /** The chat entry (the inbox, /settings?page=inbox), for signed-in customers outside parcel. */
  chat: boolean;
  wishlist: boolean;
  cart: boolean;
  rentalCart: boolean;
}

export const isParcel = (moduleType: string | null | undefined) => moduleType === 'parcel';

/** core §2 Header: the cart badge shows outside parcel and rental. */
export function showsCartBadge(moduleType: string | null | undefined): boolean {
  return moduleType !== 'parcel' && moduleType !== 'rental';
}

/** The rental cart button shows in the rental module only (issue 16 item 2). */
export const showsRentalCart = (moduleType: string | null | undefined) => moduleType === 'rental';

export function headerEntries(s: HeaderScope): HeaderEntries {
  const parcel = isParcel(s.moduleType);
  return {
    contact: parcel,
    track:
      s.signedIn || parcel
        ? null
        : s.moduleType === 'rental'
          ? { to: '/my-trips', kind: 'trip' }
          : { to: '/track-order', kind: 'order' },
    chat: s.signedIn && !parcel,
    wishlist: showsWishlistBadge(s),
    cart: showsCartBadge(s.moduleType),
    rentalCart: showsRentalCart(s.moduleType),
  };
}
