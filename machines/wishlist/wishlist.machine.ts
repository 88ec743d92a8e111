import { assign, fromPromise, setup } from 'xstate';
import type { WishTarget } from '../../src/domain/wishlist';

export interface WishlistContext {
  /** The entry being added, removed or confirmed. */
  target: WishTarget | null;
}

export type WishlistEvent =
  /** The heart on a card or the detail view; `saved` says whether it is in the wishlist now. */
  | { type: 'wishlist.toggle'; target: WishTarget; saved: boolean; signedIn: boolean }
  /** A store row's remove button. */
  | { type: 'wishlist.remove'; target: WishTarget }
  /** An item row's delete button: asks first. */
  | { type: 'wishlist.remove.ask'; target: WishTarget }
  | { type: 'wishlist.remove.confirm' }
  | { type: 'wishlist.remove.cancel' }
  /** Failures of the invoked calls (handled in their states; a late one is ignored). */
  | { type: `xstate.error.actor.${'addToWishlist' | 'removeFromWishlist'}`; error: unknown };

export const wishlistMachine = setup({
  types: {
    tags: {} as 'busy' | 'confirming',
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
  },
  actors: {
    /** Edge: POST customer/wish-list/add?item_id|store_id (rental: vehicle_id|provider_id); answers {message}. */
    addToWishlist: fromPromise<{ message?: string }, { target: WishTarget }>(async () => ({})),
    /** Edge: DELETE customer/wish-list/remove?… ; answers {message}. */
    removeFromWishlist: fromPromise<{ message?: string }, { target: WishTarget }>(async () => ({})),
  },
  guards: {
    isSaved: ({ event }) => event.type === 'wishlist.toggle' && event.saved,
    isGuest: ({ event }) => event.type === 'wishlist.toggle' && !event.signedIn,
  },
  actions: {
    remember: assign({ target: ({ event }) => ('target' in event ? (event.target as WishTarget) : null) }),
    forget: assign({ target: null }),
    ignoreLateAnswer: () => {},
    /** Edge: add the entry to the local list (refetching the wishlist) so it shows as favourite. */
    markFavourite: (_, _params: { target: WishTarget }) => {},
    /** Edge: drop the entry from the local list. */
    dropFavourite: (_, _params: { target: WishTarget }) => {},
    /** Edge: toast the server's message. */
    showServerMessage: (_, _params: { kind: 'success'; message: string | undefined }) => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
    /** Edge: toast the message id. */
    notify: (_, _params: { kind: 'error'; id: 'wishlist.notLoggedIn' }) => {},
    /** Edge: the sign-in modal opens (a guest tapped a heart). */
    openSignIn: () => {},
  },
}).createMachine({
  id: 'wishlist',
  description:
    'core §4 Wishlist, §2 Wishlist drawer: adding needs a signed-in customer ("You are not logged in"); a success marks the entry as favourite, a removal drops it; the server\'s message is shown either way. Deleting an item from the drawer asks "Are you sure you want to  delete this item?".',
  context: { target: null },
  initial: 'idle',
  on: {
    'xstate.error.actor.*': {
      actions: 'ignoreLateAnswer',
      description: 'A failure of a call no longer waited for changes nothing.',
    },
  },
  states: {
    idle: {
      description: "Hearts and the drawer's rows are ready.",
      on: {
        'wishlist.toggle': [
          { guard: 'isSaved', target: 'removing', actions: 'remember', description: 'A filled heart removes.' },
          {
            guard: 'isGuest',
            actions: [{ type: 'notify', params: { kind: 'error', id: 'wishlist.notLoggedIn' } }, 'openSignIn'],
            description: 'Guests get "You are not logged in." and the sign-in modal, their way to a wishlist.',
          },
          { target: 'adding', actions: 'remember' },
        ],
        'wishlist.remove': { target: 'removing', actions: 'remember' },
        'wishlist.remove.ask': { target: 'confirmingRemoval', actions: 'remember' },
      },
    },
    confirmingRemoval: {
      tags: ['confirming'],
      description: 'The confirmation "Are you sure you want to  delete this item?" with Cancel and Yes.',
      on: {
        'wishlist.remove.confirm': { target: 'removing' },
        'wishlist.remove.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    adding: {
      tags: ['busy'],
      description: 'The add call runs; further taps wait.',
      invoke: {
        id: 'addToWishlist',
        src: 'addToWishlist',
        input: ({ context }) => ({ target: context.target! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'markFavourite', params: ({ context }) => ({ target: context.target! }) },
            { type: 'showServerMessage', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            'forget',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'forget'],
          description: 'The server\'s message, e.g. "Already in wishlist".',
        },
      },
    },
    removing: {
      tags: ['busy'],
      description: 'The remove call runs.',
      invoke: {
        id: 'removeFromWishlist',
        src: 'removeFromWishlist',
        input: ({ context }) => ({ target: context.target! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'dropFavourite', params: ({ context }) => ({ target: context.target! }) },
            { type: 'showServerMessage', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            'forget',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'forget'],
        },
      },
    },
  },
});
