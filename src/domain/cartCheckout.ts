/**
 * Where checkout starts from (core §4 "Checkout button in the drawer", "Buy now"; acc §4 "Order now").
 */
import { flagOn } from './flags';

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign';

export const CHECKOUT_PAGES: readonly CheckoutPage[] = ['cart', 'buy_now', 'campaign'];

/** The rows of the checkout-button table. */
export type GatingRow = 'checkout' | 'guestChoice' | 'signIn' | 'home';

export interface GatingFacts {
  lineCount: number;
  signedIn: boolean;
  /** config guest_checkout_status === 1 */
  guestCheckout: boolean;
}

export function gatingRow(f: GatingFacts): GatingRow {
  if (f.lineCount <= 0) return 'home';
  if (f.signedIn) return 'checkout';
  return f.guestCheckout ? 'guestChoice' : 'signIn';
}

export function isGuestCheckoutOn(
  config: { guest_checkout_status?: number | string | boolean | null } | null | undefined,
): boolean {
  return flagOn(config?.guest_checkout_status);
}

/** Campaign items check out on page=campaign, other buy-now items on page=buy_now. */
export function buyNowPage(isCampaign: boolean): CheckoutPage {
  return isCampaign ? 'campaign' : 'buy_now';
}

export function checkoutHref(page: CheckoutPage): string {
  return `/checkout?page=${page}`;
}
