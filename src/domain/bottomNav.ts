// The phone's bottom navigation (issue: "as delivery apps have"): which pages have their own bottom action,
// where the bar would cover it, and which tabs a customer gets.
import { headerEntries, type HeaderScope } from './header';

/** Pages whose own action sits at the bottom of a phone's screen (Place Order, Book, Send): no bar there. */
const OWN_BOTTOM_ACTION = ['/checkout', '/rental/checkout', '/parcel/send'];

export function showsBottomNav(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !OWN_BOTTOM_ACTION.some((p) => path === p || path.startsWith(`${p}/`));
}

export interface BottomTabs {
  cart: boolean;
  chat: boolean;
  wishlist: boolean;
}

/** The cart, chat and wishlist tabs follow the header's own rule (acc §2); Home and Orders are always there. */
export function bottomTabs(s: HeaderScope): BottomTabs {
  const e = headerEntries(s);
  return { cart: e.cart, chat: e.chat, wishlist: e.wishlist };
}
