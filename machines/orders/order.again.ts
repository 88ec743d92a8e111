import { assign, fromPromise, setup } from 'xstate';

/** What "Order again" came to: the order's lines, and how many of them the add-to-cart flow put in the cart. */
export interface AgainOutcome {
  lines: number;
  added: number;
}

/** What the page asks of "Order again": under way, or how the last one ended. */
export type AgainTag = 'orderingAgain' | 'againDone' | 'againPartly' | 'againNotAdded' | 'againFailed';

export interface OrderAgainContext {
  orderId: number;
  /** The last "Order again": how many of the order's lines went back into the cart (null before the first). */
  again: AgainOutcome | null;
}

const outcome = ({ event }: { event: { output: AgainOutcome } }) => event.output;

/**
 * more §10 "Order again" as states QA can see: the lines go back through the add-to-cart flow one by one,
 * and how that ended (every line, some, none, or the lines could not be read) stays shown by its tag.
 * Its own machine, invoked by the order statechart (order.machine.ts), which passes it the taps: it is
 * independent of the refresh and the dialogs, so it does not multiply their states, and is explored alone.
 */
export const orderAgainMachine = setup({
  types: {
    tags: {} as AgainTag,
    context: {} as OrderAgainContext,
    input: {} as { orderId: number },
    events: {} as { type: 'order.again' },
  },
  actors: {
    /**
     * Edge: the order's lines, each sent to the add-to-cart flow (store conflict included); answers once
     * every line has its reply (added, or refused, or left out at the conflict).
     */
    orderAgain: fromPromise<AgainOutcome, { orderId: number }>(async () => ({ lines: 0, added: 0 })),
  },
  guards: {
    allAdded: (_, params: AgainOutcome) => params.lines > 0 && params.added === params.lines,
    someAdded: (_, params: AgainOutcome) => params.added > 0,
  },
  actions: {
    noteAgain: assign((_, params: AgainOutcome) => ({ again: params })),
    /** Edge: toast "The order's items are in your cart." */
    notifyDone: (_, _params: { message: string | undefined; fallback: 'order.againAdded' }) => {},
  },
}).createMachine({
  id: 'orderAgain',
  description:
    "Order again: the order's lines go back into the cart through the add-to-cart flow (store conflict included); how the last one ended stays shown.",
  context: ({ input }) => ({ orderId: input.orderId, again: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing ordered again yet.',
      on: { 'order.again': { target: 'adding' } },
    },
    adding: {
      tags: ['orderingAgain'],
      description: 'The lines are being added; a second tap adds nothing more.',
      invoke: {
        id: 'orderAgain',
        src: 'orderAgain',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'allAdded', params: outcome },
            target: 'done',
            actions: [
              { type: 'noteAgain', params: outcome },
              { type: 'notifyDone', params: () => ({ message: undefined, fallback: 'order.againAdded' as const }) },
            ],
            description: 'Every line is in the cart: "The order\'s items are in your cart."',
          },
          {
            guard: { type: 'someAdded', params: outcome },
            target: 'partlyAdded',
            actions: { type: 'noteAgain', params: outcome },
            description: 'Some lines went in; the others were refused (stock, closed store) and said so themselves.',
          },
          {
            target: 'notAdded',
            actions: { type: 'noteAgain', params: outcome },
            description:
              "No line went in: each was refused, or the customer kept the other store's cart at the conflict.",
          },
        ],
        onError: { target: 'failed', description: "The order's lines could not be read: nothing was added." },
      },
    },
    done: {
      tags: ['againDone'],
      description: 'Every line of the order is in the cart.',
      on: { 'order.again': { target: 'adding' } },
    },
    partlyAdded: {
      tags: ['againPartly'],
      description: "Some of the order's lines are in the cart, not all.",
      on: { 'order.again': { target: 'adding' } },
    },
    notAdded: {
      tags: ['againNotAdded'],
      description: "None of the order's lines went into the cart.",
      on: { 'order.again': { target: 'adding' } },
    },
    failed: {
      tags: ['againFailed'],
      description: 'The lines could not be read; Order again may be tapped again.',
      on: { 'order.again': { target: 'adding' } },
    },
  },
});
