import { describe, expect, it } from 'vitest';
import { bottomTabs, showsBottomNav } from '../../src/domain/bottomNav';

describe('Phone bottom navigation', () => {
  it('steps aside on pages with their own bottom action (Place Order, Book, Send)', () => {
    for (const path of ['/checkout', '/checkout/', '/rental/checkout', '/parcel/send'])
      expect(showsBottomNav(path)).toBe(false);
    for (const path of ['/home', '/', '/my-orders', '/store/1', '/parcel', '/checkouts'])
      expect(showsBottomNav(path)).toBe(true);
  });

  it("acc §2: cart, chat and wishlist follow the header's rule", () => {
    expect(bottomTabs({ moduleType: 'food', signedIn: true, hasZone: true })).toEqual({
      cart: true,
      chat: true,
      wishlist: true,
    });
    expect(bottomTabs({ moduleType: 'food', signedIn: false, hasZone: true })).toEqual({
      cart: true,
      chat: false,
      wishlist: false,
    });
    expect(bottomTabs({ moduleType: 'parcel', signedIn: true, hasZone: true })).toEqual({
      cart: false,
      chat: false,
      wishlist: false,
    });
  });
});
