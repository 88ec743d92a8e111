import { assign, fromPromise, setup } from 'xstate';
import type { CartLine } from '../../src/domain/types/cart';
import { decrementRemoves, incrementCheck, type LineLimits, type QuantityNotice } from '../../src/domain/cartLine';

export interface CartLineInput extends LineLimits {
  cartId: number;
}

export interface CartLineContext extends CartLineInput {
  /** The quantity asked of the server while an update runs. */
  target: number | null;
}

export type CartLineEvent =
  | { type: 'cart.line.increment' }
  | { type: 'cart.line.decrement' }
  | { type: 'cart.line.remove' }
  /** The drawer passes the line's latest server values. */
  | { type: 'cart.line.sync'; quantity: number; stock: number | null; max: number | null }
  /** Failures of the invoked calls (handled in their states; a late one is ignored). */
  | { type: `xstate.error.actor.${'updateQuantity' | 'removeLine'}`; error: unknown };

export type CartLineMessage = QuantityNotice | 'cart.lineRemoved';

function quantityIn(lines: CartLine[], cartId: number, fallback: number): number {
  return lines.find((l) => l.id === cartId)?.quantity ?? fallback;
}

export const cartLineMachine = setup({
  types: {
    input: {} as CartLineInput,
    context: {} as CartLineContext,
    events: {} as CartLineEvent,
  },
  actors: {
    /** Edge: POST customer/cart/update {cart_id, price, quantity} (guest_id for guests); answers the full list. */
    updateQuantity: fromPromise<CartLine[], { cartId: number; quantity: number }>(async () => []),
    /** Edge: DELETE customer/cart/remove-item?cart_id (guest_id for guests); answers the full list. */
    removeLine: fromPromise<CartLine[], { cartId: number }>(async () => []),
  },
  guards: {
    plusBlocked: ({ context }) => !incrementCheck(context).send,
    plusOverFoodLimit: ({ context }) => incrementCheck(context).notice !== null,
    minusRemoves: ({ context }) => decrementRemoves(context.quantity),
  },
  actions: {
    targetMore: assign({ target: ({ context }) => context.quantity + 1 }),
    targetLess: assign({ target: ({ context }) => context.quantity - 1 }),
    sync: assign(({ event }) =>
      event.type === 'cart.line.sync' ? { quantity: event.quantity, stock: event.stock, max: event.max } : {},
    ),
    takeAnswer: assign(({ context }, params: { lines: CartLine[] }) => ({
      quantity: quantityIn(params.lines, context.cartId, context.quantity),
      target: null,
    })),
    dropTarget: assign({ target: null }),
    ignoreLateAnswer: () => {},
    /** Edge: toast "Out of Stock", "Out of Limits" or "Cart item remove successfully.". */
    notify: (_, _params: { kind: 'success' | 'error'; id: CartLineMessage }) => {},
    /** Edge: put the answered list into the cart query. */
    storeCart: (_, _params: { lines: CartLine[] }) => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'cartLine',
  description:
    'core §4 Cart line quantity in the drawer, §5: plus and minus change the quantity one at a time; at quantity 1 the minus is a delete ("Cart item remove successfully."). Non-food plus is blocked at the stock ("Out of Stock") or at maximum_cart_quantity ("Out of Limits"); for food the limit notice shows and the request is still sent.',
  context: ({ input }) => ({ ...input, target: null }),
  initial: 'idle',
  on: {
    'xstate.error.actor.*': {
      actions: 'ignoreLateAnswer',
      description: 'A failure of a call no longer waited for changes nothing.',
    },
  },
  states: {
    idle: {
      description: 'The line shows trash at quantity 1, otherwise minus, count and plus.',
      on: {
        'cart.line.increment': [
          {
            guard: 'plusBlocked',
            actions: {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error', id: incrementCheck(context).notice ?? 'outOfStock' }),
            },
            description:
              'Non-food: "Out of Stock" at the stock, "Out of Limits" at maximum_cart_quantity; nothing is sent.',
          },
          {
            guard: 'plusOverFoodLimit',
            target: 'updating',
            actions: [{ type: 'notify', params: { kind: 'error', id: 'outOfLimits' } }, 'targetMore'],
            description: 'Food at its maximum: the notice shows and the request is still sent.',
          },
          { target: 'updating', actions: 'targetMore' },
        ],
        'cart.line.decrement': [
          { guard: 'minusRemoves', target: 'removing', description: 'At quantity 1 the minus is the trash.' },
          { target: 'updating', actions: 'targetLess' },
        ],
        'cart.line.remove': { target: 'removing' },
        'cart.line.sync': { actions: 'sync' },
      },
    },
    updating: {
      description: 'The new quantity is sent; the controls wait.',
      invoke: {
        id: 'updateQuantity',
        src: 'updateQuantity',
        input: ({ context }) => ({ cartId: context.cartId, quantity: context.target ?? context.quantity }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'takeAnswer', params: ({ event }) => ({ lines: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'dropTarget'],
          description: 'The server\'s refusal is shown (for food over the limit: "Maximum cart quantity exceeded").',
        },
      },
    },
    removing: {
      description: 'The line is deleted.',
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'removed',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'notify', params: { kind: 'success', id: 'cart.lineRemoved' } },
          ],
          description: '"Cart item remove successfully."',
        },
        onError: {
          target: 'idle',
          actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removed: {
      description: 'The line has left the cart.',
      type: 'final',
    },
  },
});
