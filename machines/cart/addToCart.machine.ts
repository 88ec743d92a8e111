import { assign, emit, fromPromise, setup } from 'xstate';
import { cartAddPayload, hasVariations, holdsOtherStore, type CartAddPayload, type CartItemLike, type CartLineLike } from '../../src/domain/cart';

/** Message ids the views translate (core §4, §8). */
export type AddToCartMessage = 'cart.added' | 'cart.clearedAndAdded';

export interface AddToCartContext {
  /** The item being added and its payload, while an add is under way. */
  item: CartItemLike | null;
  payload: CartAddPayload | null;
  /** The caller announces success itself (the item dialog's own "Item added to cart."). */
  quiet: boolean;
}

export type AddToCartEvent =
  | {
      type: 'cart.add';
      item: CartItemLike;
      /** The configured line; a card's add leaves it out (one of the item, no options). */
      payload?: CartAddPayload;
      /** True when the options were chosen (the item dialog); a card's add leaves it out. */
      configured?: boolean;
      quiet?: boolean;
    }
  | { type: 'cart.conflict.confirm' }
  | { type: 'cart.conflict.cancel' }
  /** Failures of the invoked calls (handled in their states; a late one is ignored). */
  | { type: `xstate.error.actor.${'readCart' | 'clearCart' | 'addLine' | 'addAfterClear'}`; error: unknown };

export type AddToCartEmitted =
  | { type: 'cart.item.chooseVariation'; item: CartItemLike }
  | { type: 'cart.item.added'; item: CartItemLike; lines: CartLineLike[] }
  /** The add did not happen: cancelled at the store conflict, or refused. */
  | { type: 'cart.item.notAdded'; item: CartItemLike; error: unknown };

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AddToCartEmitted,
  },
  actors: {
    /** Edge: the current cart lines (from the query cache, fetched when missing). */
    readCart: fromPromise<CartLineLike[]>(async () => []),
    /** Edge: DELETE customer/cart/remove (guest_id for guests); answers the emptied list. */
    clearCart: fromPromise<CartLineLike[]>(async () => []),
    /** Edge: POST customer/cart/add with the payload (guest_id for guests); answers the full list. */
    addLine: fromPromise<CartLineLike[], { payload: CartAddPayload }>(async () => []),
  },
  guards: {
    goesToProductPage: ({ event }) =>
      event.type === 'cart.add' && !event.configured && hasVariations(event.item) && event.item.module_type === 'ecommerce',
    needsVariationChoice: ({ event }) => event.type === 'cart.add' && !event.configured && hasVariations(event.item),
    cartHoldsOtherStore: ({ context }, params: { lines: CartLineLike[] }) =>
      context.item !== null && holdsOtherStore(params.lines, context.item.store_id),
    isQuiet: ({ context }) => context.quiet,
  },
  actions: {
    rememberAdd: assign(({ event }) =>
      event.type === 'cart.add'
        ? { item: event.item, payload: event.payload ?? cartAddPayload({ item: event.item, quantity: 1 }), quiet: event.quiet === true }
        : {},
    ),
    forget: assign({ item: null, payload: null, quiet: false }),
    ignoreLateAnswer: () => {},
    requestVariationChoice: emit(({ event }) => ({
      type: 'cart.item.chooseVariation' as const,
      item: (event as Extract<AddToCartEvent, { type: 'cart.add' }>).item,
    })),
    announceAdded: emit(({ context }, params: { lines: CartLineLike[] }) => ({ type: 'cart.item.added' as const, item: context.item!, lines: params.lines })),
    announceNotAdded: emit(({ context }, params: { error: unknown }) => ({ type: 'cart.item.notAdded' as const, item: context.item!, error: params.error })),
    /** Edge: go to /product/{slug or id}?module_id=… */
    openProductPage: (_, _params: { item: CartItemLike }) => {},
    /** Edge: put the answered list into the cart query. */
    storeCart: (_, _params: { lines: CartLineLike[] }) => {},
    /** Edge: toast the translated message id. */
    notify: (_, _params: { kind: 'success' | 'error' | 'info'; id: AddToCartMessage }) => {},
    /** Edge: toast each message of the server's answer (already in cart, over the limit, …). */
    showServerErrors: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addToCart',
  description:
    'core §4 Adding to the cart: items with variations are configured first (ecommerce on the product page); an item from another store than the cart\'s asks before the cart is cleared; otherwise the add call runs and the line lands in the cart with "Item added to cart.". One add at a time, so a double click makes one line.',
  context: { item: null, payload: null, quiet: false },
  initial: 'idle',
  on: {
    'xstate.error.actor.*': { actions: 'ignoreLateAnswer', description: 'A failure of a call no longer waited for changes nothing.' },
  },
  states: {
    idle: {
      description: 'Ready for an add from a product card, the item dialog or the wishlist.',
      on: {
        'cart.add': [
          {
            guard: 'goesToProductPage',
            actions: { type: 'openProductPage', params: ({ event }) => ({ item: event.item }) },
            description: 'An ecommerce item with variations is configured on its product page.',
          },
          {
            guard: 'needsVariationChoice',
            actions: 'requestVariationChoice',
            description: 'Other items with variations open the item detail dialog first.',
          },
          { target: 'checkingStore', actions: 'rememberAdd' },
        ],
      },
    },
    checkingStore: {
      description: "Reads the cart to compare its store with the item's store. Further adds are ignored meanwhile.",
      invoke: {
        id: 'readCart',
        src: 'readCart',
        onDone: [
          {
            guard: { type: 'cartHoldsOtherStore', params: ({ event }) => ({ lines: event.output }) },
            target: 'confirmingConflict',
          },
          { target: 'adding' },
        ],
        onError: { target: 'adding', description: 'The cart could not be read: the add call decides.' },
      },
    },
    confirmingConflict: {
      description:
        'The confirmation "You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added." with add-item and cancel.',
      on: {
        'cart.conflict.confirm': { target: 'clearing' },
        'cart.conflict.cancel': {
          target: 'idle',
          actions: [{ type: 'announceNotAdded', params: { error: null } }, 'forget'],
          description: 'The cart stays as it was.',
        },
      },
    },
    clearing: {
      description: 'The whole cart of this module is deleted.',
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: { target: 'replacing', actions: { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) } },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'forget',
          ],
          description: "A failed clear shows the server's message.",
        },
      },
    },
    replacing: {
      description: 'The cart is empty; the chosen item is added.',
      invoke: {
        id: 'addAfterClear',
        src: 'addLine',
        input: ({ context }) => ({ payload: context.payload! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'notify', params: { kind: 'success', id: 'cart.clearedAndAdded' } },
            { type: 'announceAdded', params: ({ event }) => ({ lines: event.output }) },
            'forget',
          ],
          description: '"Your cart has been cleared successfully. And selected item added to the cart."',
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'forget',
          ],
        },
      },
    },
    adding: {
      description: 'The add call runs (guests send their guest_id).',
      invoke: {
        id: 'addLine',
        src: 'addLine',
        input: ({ context }) => ({ payload: context.payload! }),
        onDone: [
          {
            guard: 'isQuiet',
            target: 'idle',
            actions: [
              { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
              { type: 'announceAdded', params: ({ event }) => ({ lines: event.output }) },
              'forget',
            ],
            description: 'The item dialog says "Item added to cart." itself.',
          },
          {
            target: 'idle',
            actions: [
              { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
              { type: 'notify', params: { kind: 'success', id: 'cart.added' } },
              { type: 'announceAdded', params: ({ event }) => ({ lines: event.output }) },
              'forget',
            ],
            description: '"Item added to cart."',
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'forget',
          ],
          description: 'Server refusals are shown: already in the cart, over maximum_cart_quantity, out of stock.',
        },
      },
    },
  },
});
