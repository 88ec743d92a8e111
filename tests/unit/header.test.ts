import { describe, expect, it } from 'vitest';
import { headerEntries } from '../../src/domain/header';

const guest = { signedIn: false, hasZone: true };
const customer = { signedIn: true, hasZone: true };

describe('acc §2 Header entries', () => {
  it('parcel: the Contact link, and no track, chat, wishlist, cart or rental cart, signed in or not', () => {
    for (const who of [guest, customer]) {
      expect(headerEntries({ ...who, moduleType: 'parcel' })).toEqual({
        contact: true,
        track: null,
        chat: false,
        wishlist: false,
        cart: false,
        rentalCart: false,
      });
    }
  });

  it('a guest outside parcel tracks an order, or in rental a trip in My Trips; no chat, no wishlist', () => {
    for (const moduleType of ['food', 'grocery', 'pharmacy', 'ecommerce', null]) {
      expect(headerEntries({ ...guest, moduleType })).toMatchObject({
        contact: false,
        track: { to: '/track-order', kind: 'order' },
        chat: false,
        wishlist: false,
        cart: true,
        rentalCart: false,
      });
    }
    expect(headerEntries({ ...guest, moduleType: 'rental' })).toMatchObject({
      contact: false,
      track: { to: '/my-trips', kind: 'trip' },
      chat: false,
      cart: false,
      rentalCart: true,
    });
  });

  it('a signed-in customer outside parcel has chat and no track entry; the wishlist needs a zone', () => {
    expect(headerEntries({ ...customer, moduleType: 'food' })).toEqual({
      contact: false,
      track: null,
      chat: true,
      wishlist: true,
      cart: true,
      rentalCart: false,
    });
    expect(headerEntries({ ...customer, moduleType: 'rental' })).toEqual({
      contact: false,
      track: null,
      chat: true,
      wishlist: true,
      cart: false,
      rentalCart: true,
    });
    expect(headerEntries({ signedIn: true, hasZone: false, moduleType: 'grocery' })).toMatchObject({
      chat: true,
      wishlist: false,
    });
  });
});
