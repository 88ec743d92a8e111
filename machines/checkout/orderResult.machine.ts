import { assign, fromPromise, setup } from 'xstate';
import { refusalOf, type Refusal } from './checkout.rules';

export interface OrderResultInput {
  orderId: number;
}

export interface OrderResultContext extends OrderResultInput {
  refusal: Refusal | null;
}

export type OrderResultEvent =
  /** The page was opened by the payment page on the way back (flag/status=success|fail in the URL). */
  | { type: 'order.payment.returned'; outcome: 'success' | 'fail' }
  | { type: 'order.payment.retry' }
  | { type: 'order.payment.cod' };

export const orderResultMachine = setup({
  types: {
    tags: {} as 'busy' | 'failed' | 'switched',
    input: {} as OrderResultInput,
    context: {} as OrderResultContext,
    events: {} as OrderResultEvent,
  },
  actors: {
    /** Edge: PUT customer/order/payment-method (more §10): the order is paid in cash on delivery. */
    switchToCod: fromPromise<void, { orderId: number }>(async () => {}),
  },
  guards: {
    paymentFailed: ({ event }) => event.type === 'order.payment.returned' && event.outcome === 'fail',
  },
  actions: {
    noteRefusal: assign({ refusal: ({ event }) => refusalOf((event as { error?: unknown }).error) }),
    clearRefusal: assign({ refusal: null }),
    /** Edge: open the payment page for the order again. */
    goToPayment: (_, _params: { orderId: number }) => {},
    /** Edge: read the order again (its payment method and state changed). */
    refreshOrder: () => {},
  },
}).createMachine({
  id: 'orderResult',
  description:
    'more §10 Order placed: the order-placed page, also the return address of a digital payment. A failed payment offers to try the payment again or to switch the order to cash on delivery (order/payment-method).',
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: 'placed',
  states: {
    placed: {
      description: 'The order is placed; an order paid online waits for what the payment page said.',
      on: {
        'order.payment.returned': [
          { guard: 'paymentFailed', target: 'paymentFailed', description: 'status=fail' },
          { target: 'paid', description: 'status=success' },
        ],
      },
    },
    paid: { type: 'final', description: 'The payment went through.' },
    paymentFailed: {
      tags: ['failed'],
      description: 'The payment did not go through: try again, or pay in cash on delivery.',
      on: {
        'order.payment.retry': {
          actions: { type: 'goToPayment', params: ({ context }) => ({ orderId: context.orderId }) },
          description: 'The payment page opens again.',
        },
        'order.payment.cod': { target: 'switching', actions: 'clearRefusal' },
      },
    },
    switching: {
      tags: ['failed', 'busy'],
      description: 'order/payment-method is under way.',
      invoke: {
        id: 'switchToCod',
        src: 'switchToCod',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'switchedToCod', actions: 'refreshOrder' },
        onError: {
          target: 'paymentFailed',
          actions: 'noteRefusal',
          description: 'Refused (cash on delivery is off: code cod): said, and the choice stays.',
        },
      },
    },
    switchedToCod: { type: 'final', tags: ['switched'], description: 'The order will be paid in cash on delivery.' },
  },
});
