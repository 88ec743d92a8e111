import { orderSetup } from './order.setup';

const outcome = ({ event }: { event: { output: { lines: number; added: number } } }) => event.output;

/**
 * more §10 "Order again" as states QA can see: the lines go back through the add-to-cart flow one by one,
 * and how that ended (every line, some, none, or the lines could not be read) stays shown by its tag.
 */
export const orderAgainRegion = orderSetup.createStateConfig({
  description: "Order again: the order's lines go back into the cart through the add-to-cart flow (store conflict included).",
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
            description: "No line went in: each was refused, or the customer kept the other store's cart at the conflict.",
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
