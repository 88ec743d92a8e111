import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  cartAddPayload,
  hasVariations,
  holdsOtherStore,
  isSameLineRequest,
  type CartAddPayload,
} from '../../src/domain/cart';
import type { Item } from '../../src/domain/types/item';
import type { CartLine } from '../../src/domain/types/cart';
import { doneOutput } from '../output';

/** Message ids the views translate (core §4, §8). */
export type AddToCartMessage = 'cart.added' | 'cart.clearedAndAdded';

/** One add waiting its turn: the item, its line, and who asked (told how it ended). */
export interface AddRequest {
  item: Item;
  payload: CartAddPayload;
  /** The item dialog or page that asked: it is sent `item.cart.added` or `item.cart.notAdded`. */
  replyTo: AnyActorRef | null;
}

export interface AddToCartContext {
  /** The add under way. */
  current: AddRequest | null;
  /** Adds asked for while another was under way (quick taps on several cards), in order. */
  queue: AddRequest[];
}

/** What the asker is told when its add has ended. */
export type AddToCartReply = { type: 'item.cart.added'; lines: CartLine[] } | { type: 'item.cart.notAdded' };

export type AddToCartEvent =
  | {
      type: 'cart.add';
      item: Item;
      /** The configured line; a card's add leaves it out (one of the item, no options). */
      payload?: CartAddPayload;
      /** True when the options were chosen (the item dialog); a card's add leaves it out. */
      configured?: boolean;
      /** A card's add: false when the item cannot go in as it is (outside its hours, out of stock). */
      ready?: boolean;
      replyTo?: AnyActorRef;
    }
  | { type: 'cart.conflict.confirm' }
  | { type: 'cart.conflict.cancel' }
  /** Failures of the invoked calls (handled in their states; a late one is ignored). */
  | { type: `xstate.error.actor.${'readCart' | 'clearCart' | 'addLine' | 'addAfterClear'}`; error: unknown };

export type AddToCartEmitted =
  | { type: 'cart.item.chooseVariation'; item: Item }
  | { type: 'cart.item.added'; item: Item; lines: CartLine[] }
  /** The add did not happen: cancelled at the store conflict, or refused. */
  | { type: 'cart.item.notAdded'; item: Item; error: unknown };

export const addToCartMachine = setup({
  types: {
    tags: {} as 'confirming',
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AddToCartEmitted,
  },
  actors: {
    /** Edge: the current cart lines (from the query cache, fetched when missing). */
    readCart: fromPromise<CartLine[]>(async () => []),
    /** Edge: DELETE customer/cart/remove (guest_id for guests); answers the emptied list. */
    clearCart: fromPromise<CartLine[]>(async () => []),
    /** Edge: POST customer/cart/add with the payload (guest_id for guests); answers the full list. */
    addLine: fromPromise<CartLine[], { payload: CartAddPayload }>(async () => []),
  },
  guards: {
    goesToProductPage: ({ event }) =>
      event.type === 'cart.add' &&
      !event.configured &&
      hasVariations(event.item) &&
      event.item.module_type === 'ecommerce',
    needsVariationChoice: ({ event }) =>
      event.type === 'cart.add' && !event.configured && (hasVariations(event.item) || event.ready === false),
    cartHoldsOtherStore: ({ context }, params: { lines: CartLine[] }) =>
      context.current !== null && holdsOtherStore(params.lines, context.current.item.store_id),
    isRepeatedTap: ({ context, event }) => {
      if (event.type !== 'cart.add') return false;
      const payload = event.payload ?? cartAddPayload({ item: event.item, quantity: 1 });
      return [context.current, ...context.queue].some((r) => r !== null && isSameLineRequest(r.payload, payload));
    },
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'cart.add'
          ? [
              ...context.queue,
              {
                item: event.item,
                payload: event.payload ?? cartAddPayload({ item: event.item, quantity: 1 }),
                replyTo: event.replyTo ?? null,
              },
            ]
          : context.queue,
    }),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    forget: assign({ current: null }),
    /** Tells the asker (item dialog or page) how its add ended; a card asks no reply. */
    // The asker's reply goes straight to it: it is another actor, so nothing here waits on it.
    replyAdded: ({ context, event }) => {
      const lines = doneOutput<CartLine[]>(event);
      context.current?.replyTo?.send({ type: 'item.cart.added', lines } satisfies AddToCartReply);
    },
    replyNotAdded: ({ context }) => {
      context.current?.replyTo?.send({ type: 'item.cart.notAdded' } satisfies AddToCartReply);
    },
    /** A repeated tap from a dialog is answered at once: its line is on its way already. */
    replyRepeated: ({ event }) => {
      if (event.type === 'cart.add') event.replyTo?.send({ type: 'item.cart.notAdded' } satisfies AddToCartReply);
    },
    ignoreLateAnswer: () => {},
    requestVariationChoice: emit(({ event }) => ({
      type: 'cart.item.chooseVariation' as const,
      item: (event as Extract<AddToCartEvent, { type: 'cart.add' }>).item,
    })),
    announceAdded: emit(({ context }, params: { lines: CartLine[] }) => ({
      type: 'cart.item.added' as const,
      item: context.current!.item,
      lines: params.lines,
    })),
    announceNotAdded: emit(({ context }, params: { error: unknown }) => ({
      type: 'cart.item.notAdded' as const,
      item: context.current!.item,
      error: params.error,
    })),
    /** Edge: go to /product/{slug or id}?module_id=… */
    openProductPage: (_, _params: { item: Item }) => {},
    /** Edge: put the answered list into the cart query. */
    storeCart: (_, _params: { lines: CartLine[] }) => {},
    /** Edge: toast the translated message id. */
    notify: (_, _params: { kind: 'success' | 'error' | 'info'; id: AddToCartMessage }) => {},
    /** Edge: toast each message of the server's answer (already in cart, over the limit, …). */
    showServerErrors: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'addToCart',
  description:
    'core §4 Adding to the cart: every add (product card, item dialog, product page, wishlist) comes here. Items with variations are configured first (ecommerce on the product page); an item from another store than the cart\'s asks before the cart is cleared; otherwise the add call runs and the line lands in the cart with "Item added to cart.". Adds run one at a time in the order asked; a repeated tap on the same line is added once.',
  context: { current: null, queue: [] },
  initial: 'idle',
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
        description:
          'Other items with variations open the item detail dialog first; so does an item that cannot be added as it is (the dialog says why).',
      },
      {
        guard: 'isRepeatedTap',
        actions: 'replyRepeated',
        description: 'The same line is already being added or waiting: a double tap adds it once.',
      },
      {
        actions: 'enqueue',
        description: 'Waits its turn behind the add under way (quick taps on several cards each add their line).',
      },
    ],
    'xstate.error.actor.*': {
      actions: 'ignoreLateAnswer',
      description: 'A failure of a call no longer waited for changes nothing.',
    },
  },
  states: {
    idle: {
      description: 'Ready for an add; takes the next one waiting.',
      always: { guard: 'hasQueued', target: 'checkingStore', actions: 'takeNext' },
    },
    checkingStore: {
      description: "Reads the cart to compare its store with the item's store. Further adds wait.",
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
      tags: ['confirming'],
      description:
        'The confirmation "You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added." with add-item and cancel. Adds asked meanwhile wait.',
      on: {
        'cart.conflict.confirm': { target: 'clearing' },
        'cart.conflict.cancel': {
          target: 'idle',
          actions: [{ type: 'announceNotAdded', params: { error: null } }, 'replyNotAdded', 'forget'],
          description: 'The cart stays as it was.',
        },
      },
    },
    clearing: {
      description: 'The whole cart of this module is deleted.',
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: {
          target: 'replacing',
          actions: { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'replyNotAdded',
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
        input: ({ context }) => ({ payload: context.current!.payload }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'notify', params: { kind: 'success', id: 'cart.clearedAndAdded' } },
            { type: 'announceAdded', params: ({ event }) => ({ lines: event.output }) },
            'replyAdded',
            'forget',
          ],
          description: '"Your cart has been cleared successfully. And selected item added to the cart."',
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'replyNotAdded',
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
        input: ({ context }) => ({ payload: context.current!.payload }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'notify', params: { kind: 'success', id: 'cart.added' } },
            { type: 'announceAdded', params: ({ event }) => ({ lines: event.output }) },
            'replyAdded',
            'forget',
          ],
          description: '"Item added to cart."',
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceNotAdded', params: ({ event }) => ({ error: event.error }) },
            'replyNotAdded',
            'forget',
          ],
          description: 'Server refusals are shown: already in the cart, over maximum_cart_quantity, out of stock.',
        },
      },
    },
  },
});
