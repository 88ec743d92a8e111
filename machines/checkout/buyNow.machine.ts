import { setup } from 'xstate';
import type { CartAddPayload } from '../../src/domain/cart';
import { buyNowPage, type CheckoutPage } from '../../src/domain/cartCheckout';

export type BuyNowEvent = {
  type: 'checkout.buyNow';
  /** The configured item as the cart add payload (core §3). */
  payload: CartAddPayload;
  /** A campaign item (Order Now). */
  campaign: boolean;
  signedIn: boolean;
};

export const buyNowMachine = setup({
  types: {
    events: {} as BuyNowEvent,
  },
  guards: {
    orderNowNeedsSignIn: ({ event }) => event.campaign && !event.signedIn,
  },
  actions: {
    /** Edge: keep the configured item for the checkout page. */
    storeForCheckout: (_, _params: { payload: CartAddPayload; campaign: boolean }) => {},
    /** Edge: go to /checkout?page=… */
    goToCheckout: (_, _params: { page: CheckoutPage }) => {},
    /** Edge: toast the message id. */
    notify: (_, _params: { kind: 'error'; id: 'checkout.orderNowSignIn' }) => {},
    /** Edge: open the sign-in modal. */
    openSignIn: (_, _params: { mode: 'sign-in' }) => {},
  },
}).createMachine({
  id: 'buyNow',
  description:
    'core §4 Buy now, acc §4 Order now: Buy Now keeps the item for checkout and goes to /checkout?page=buy_now; campaign items (Order Now) go to page=campaign and need a signed-in customer.',
  initial: 'ready',
  states: {
    ready: {
      description: 'The item dialog or page shows Buy Now (Order Now for campaign items).',
      on: {
        'checkout.buyNow': [
          {
            guard: 'orderNowNeedsSignIn',
            actions: [
              { type: 'notify', params: { kind: 'error', id: 'checkout.orderNowSignIn' } },
              { type: 'openSignIn', params: { mode: 'sign-in' } },
            ],
            description: 'Order Now without a token: an error, and the sign-in modal.',
          },
          {
            actions: [
              {
                type: 'storeForCheckout',
                params: ({ event }) => ({ payload: event.payload, campaign: event.campaign }),
              },
              { type: 'goToCheckout', params: ({ event }) => ({ page: buyNowPage(event.campaign) }) },
            ],
            description: 'page=buy_now, or page=campaign for campaign items.',
          },
        ],
      },
    },
  },
});
