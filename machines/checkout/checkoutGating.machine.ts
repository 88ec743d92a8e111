import { setup } from 'xstate';
import { gatingRow, type CheckoutPage, type GatingFacts } from '../../src/domain/cartCheckout';

export type CheckoutGatingEvent =
  | { type: 'cart.drawer.open' }
  | { type: 'cart.drawer.close' }
  /** "Proceed To Checkout", with what the drawer knows at that moment. */
  | ({ type: 'checkout.proceed' } & GatingFacts)
  | { type: 'checkout.guest.login' }
  | { type: 'checkout.guest.signup' }
  | { type: 'checkout.guest.continue' }
  | { type: 'checkout.guest.dismiss' };

type Proceed = Extract<CheckoutGatingEvent, { type: 'checkout.proceed' }>;
const rowOf = (event: CheckoutGatingEvent) => (event.type === 'checkout.proceed' ? gatingRow(event as Proceed) : null);

export const checkoutGatingMachine = setup({
  types: {
    tags: {} as 'guestChoice' | 'open',
    events: {} as CheckoutGatingEvent,
  },
  guards: {
    cartEmpty: ({ event }) => rowOf(event) === 'home',
    signedIn: ({ event }) => rowOf(event) === 'checkout',
    guestCheckoutOn: ({ event }) => rowOf(event) === 'guestChoice',
  },
  actions: {
    /** Edge: go to /checkout?page=… */
    goToCheckout: (_, _params: { page: CheckoutPage }) => {},
    /** Edge: go to /home. */
    goHome: () => {},
    /** Edge: open the sign-in modal in sign-in or sign-up mode. */
    openSignIn: (_, _params: { mode: 'sign-in' | 'sign-up' }) => {},
  },
}).createMachine({
  id: 'checkoutGating',
  description:
    'core §4 Checkout button in the drawer, acc §4: the cart drawer and where "Proceed To Checkout" leads. A signed-in customer goes to /checkout?page=cart; a guest gets the guest-choice dialog when guest_checkout_status is 1, else the sign-in modal; an empty cart goes to /home.',
  initial: 'closed',
  states: {
    closed: {
      description: 'The cart drawer is closed.',
      on: { 'cart.drawer.open': { target: 'open' } },
    },
    open: {
      tags: ['open'],
      description: 'The cart drawer is open (from the inline end, at most 420px wide).',
      initial: 'browsing',
      on: { 'cart.drawer.close': { target: 'closed' } },
      states: {
        browsing: {
          description: 'Lines, the free-delivery bar, the subtotal and "Proceed To Checkout".',
          on: {
            'checkout.proceed': [
              {
                guard: 'cartEmpty',
                target: '#checkoutGating.closed',
                actions: 'goHome',
                description: 'Row 4: an empty cart goes to /home.',
              },
              {
                guard: 'signedIn',
                target: '#checkoutGating.closed',
                actions: { type: 'goToCheckout', params: { page: 'cart' } },
                description: 'Row 1: with a token, /checkout?page=cart and the drawer closes.',
              },
              {
                guard: 'guestCheckoutOn',
                target: 'guestChoice',
                description: 'Row 2: a guest with guest checkout on chooses.',
              },
              {
                target: '#checkoutGating.closed',
                actions: { type: 'openSignIn', params: { mode: 'sign-in' } },
                description: 'Row 3: a guest with guest checkout off gets the sign-in modal.',
              },
            ],
          },
        },
        guestChoice: {
          tags: ['guestChoice'],
          description: 'The guest-choice dialog: log in, sign up, or continue as guest.',
          on: {
            'checkout.guest.continue': {
              target: '#checkoutGating.closed',
              actions: { type: 'goToCheckout', params: { page: 'cart' } },
              description: 'Continue as guest: /checkout?page=cart.',
            },
            'checkout.guest.login': {
              target: '#checkoutGating.closed',
              actions: { type: 'openSignIn', params: { mode: 'sign-in' } },
            },
            'checkout.guest.signup': {
              target: '#checkoutGating.closed',
              actions: { type: 'openSignIn', params: { mode: 'sign-up' } },
            },
            'checkout.guest.dismiss': { target: 'browsing' },
          },
        },
      },
    },
  },
});
