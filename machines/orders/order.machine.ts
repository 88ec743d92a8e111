import { assign, fromPromise, setup } from 'xstate';
import { canCancel, canRequestRefund, canSwitchToCashOnDelivery, isFinalStatus, nextPollDelay, POLL_BASE_MS } from '../../src/domain/orders';
import type { OrderStanding } from '../../src/domain/types/order';

export interface OrderInput {
  orderId: number;
  /** The first refresh interval (ms); tests shorten it. */
  pollBaseMs?: number;
}

export interface OrderSnapshotData extends OrderStanding {
  order_status: string;
}

export interface RefundDraft {
  reason: string;
  note: string;
  images: readonly Blob[];
}

export interface OrderContext {
  orderId: number;
  order: OrderSnapshotData | null;
  cashOnDelivery: boolean;
  refundsOn: boolean;
  /** The wait before the next refresh: grows while nothing changes (domain/orders nextPollDelay). */
  delay: number;
  pollBaseMs: number;
  cancelReason: string;
  refund: RefundDraft | null;
  /** The tab is hidden (told by page.hidden / page.visible, also before the order first loads). */
  hidden: boolean;
}

/** Where a cancelled order's money went (the order's `refund`): back in the wallet now, or a refund request. */
export interface CancelRefund {
  amount: number;
  toWallet: boolean;
}

export type OrderEvent =
  /** The order as the page shows it now (first load and every refetch), with the config flags. */
  | { type: 'order.sync'; order: OrderSnapshotData; cashOnDelivery: boolean; refundsOn: boolean }
  /** The tab was hidden or shown again (document visibilitychange; the page also says so on opening in a hidden tab). */
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'cancel.open' }
  | { type: 'cancel.reason'; reason: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.close' }
  | { type: 'payment.switchToCod' }
  | { type: 'refund.open' }
  | { type: 'refund.submit'; draft: RefundDraft }
  | { type: 'refund.close' }
  /** "Order again": the lines go back through the add-to-cart flow (store conflict included). */
  | { type: 'order.again' };

export const orderMachine = setup({
  types: {
    tags: {} as 'busy' | 'cancelling' | 'refunding',
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  actors: {
    /** Edge: refetch the order (track for its status; details for its lines) into the query cache; answers the order. */
    refreshOrder: fromPromise<OrderSnapshotData, { orderId: number }>(async () => ({ order_status: 'pending' })),
    /** Edge: PUT customer/order/cancel {order_id, reason} (guest_id for guests), then the order's refund, if any. */
    cancelOrder: fromPromise<{ message?: string; refund?: CancelRefund | null }, { orderId: number; reason: string }>(async () => ({})),
    /** Edge: PUT customer/order/payment-method {order_id}. */
    switchToCashOnDelivery: fromPromise<{ message?: string }, { orderId: number }>(async () => ({})),
    /** Edge: POST customer/order/refund-request (multipart: order_id, customer_reason, customer_note, image[]). */
    requestRefund: fromPromise<{ message?: string }, { orderId: number; draft: RefundDraft }>(async () => ({})),
  },
  guards: {
    syncedFinal: ({ event }) => event.type === 'order.sync' && isFinalStatus(event.order.order_status),
    syncedRunning: ({ event }) => event.type === 'order.sync' && !isFinalStatus(event.order.order_status),
    tabHidden: ({ context }) => context.hidden,
    cancellable: ({ context }) => context.order !== null && canCancel(context.order.order_status),
    switchable: ({ context }) => context.order !== null && canSwitchToCashOnDelivery(context.order, context.cashOnDelivery),
    refundable: ({ context }) => context.order !== null && canRequestRefund(context.order, context.refundsOn),
    hasReason: ({ context }) => context.cancelReason.trim() !== '',
    /** The cancelled order had been paid: its money is on its way back. */
    refunded: (_, params: { refund: CancelRefund | null }) => params.refund !== null && params.refund.amount > 0,
    hasRefundReason: ({ event }) => event.type === 'refund.submit' && event.draft.reason.trim() !== '',
    refreshedFinal: (_, params: { order: OrderSnapshotData }) => isFinalStatus(params.order.order_status),
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'order.sync' ? { order: event.order, cashOnDelivery: event.cashOnDelivery, refundsOn: event.refundsOn } : {})),
    keepRefreshed: assign(({ context }, params: { order: OrderSnapshotData }) => ({
      order: { ...context.order, ...params.order },
      delay: nextPollDelay(context.delay, params.order.order_status !== context.order?.order_status, context.pollBaseMs),
    })),
    backOff: assign({ delay: ({ context }) => nextPollDelay(context.delay, false, context.pollBaseMs) }),
    resetDelay: assign({ delay: ({ context }) => context.pollBaseMs }),
    markHidden: assign({ hidden: true }),
    markVisible: assign({ hidden: false }),
    setReason: assign({ cancelReason: ({ event }) => (event.type === 'cancel.reason' ? event.reason : '') }),
    clearReason: assign({ cancelReason: '' }),
    dropRefundDraft: assign({ refund: null }),
    keepRefundDraft: assign({ refund: ({ event }) => (event.type === 'refund.submit' ? event.draft : null) }),
    /** Edge: toast the server's message (or the message id's text). */
    notifyDone: (_, _params: { message: string | undefined; fallback: 'order.canceled' | 'order.paymentUpdated' | 'order.refundRequested' }) => {},
    /** Edge: toast where the money of a cancelled paid order goes and when (acc §Refunds). */
    notifyRefund: (_, _params: CancelRefund) => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
    /** Edge: refetch the order, its lines and the order lists. */
    reloadOrder: () => {},
    /** Edge: each line to the add-to-cart flow (the cart drawer opens after the last). */
    orderAgain: (_, _params: { orderId: number }) => {},
  },
  delays: {
    pollDelay: ({ context }) => context.delay,
  },
}).createMachine({
  id: 'order',
  description:
    'Issue 14 Order details: a running order refreshes itself (every 10 s, backing off to 60 s while nothing changes; paused while the tab is hidden, from the start when the page opens in a hidden tab; stopped once the order is final). Cancel (pending or failed only) with a reason; switch a failed digital payment to cash on delivery ("Payment info updated."); ask for a refund of a delivered, paid order; order again through the add-to-cart flow.',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    cashOnDelivery: true,
    refundsOn: true,
    delay: input.pollBaseMs ?? POLL_BASE_MS,
    pollBaseMs: input.pollBaseMs ?? POLL_BASE_MS,
    cancelReason: '',
    refund: null,
    hidden: false,
  }),
  type: 'parallel',
  states: {
    refresh: {
      description: 'Keeps a running order current.',
      initial: 'starting',
      on: {
        'page.hidden': { actions: 'markHidden' },
        'page.visible': { actions: 'markVisible' },
      },
      states: {
        starting: {
          description: 'Waits for the first load of the order.',
          on: {
            'order.sync': [
              { guard: 'syncedFinal', target: 'stopped', actions: 'sync' },
              { guard: 'tabHidden', target: 'paused', actions: 'sync', description: 'Opened in a hidden tab: no refresh starts until it is shown.' },
              { target: 'waiting', actions: 'sync' },
            ],
          },
        },
        waiting: {
          description: 'Until the next refresh.',
          after: { pollDelay: { target: 'fetching' } },
          on: {
            'page.hidden': { target: 'paused', actions: 'markHidden' },
            'order.sync': [{ guard: 'syncedFinal', target: 'stopped', actions: 'sync' }, { actions: 'sync' }],
          },
        },
        fetching: {
          description: 'The order is fetched again.',
          invoke: {
            id: 'refreshOrder',
            src: 'refreshOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'refreshedFinal', params: ({ event }) => ({ order: event.output }) },
                target: 'stopped',
                actions: { type: 'keepRefreshed', params: ({ event }) => ({ order: event.output }) },
                description: 'Delivered, canceled, failed or a refund state: no more refreshes.',
              },
              { target: 'waiting', actions: { type: 'keepRefreshed', params: ({ event }) => ({ order: event.output }) } },
            ],
            onError: { target: 'waiting', actions: 'backOff', description: 'A failed refresh waits longer and tries again.' },
          },
          on: { 'page.hidden': { target: 'paused', actions: 'markHidden' } },
        },
        paused: {
          description: 'The tab is hidden: no refreshes.',
          on: {
            'page.visible': { target: 'fetching', actions: ['markVisible', 'resetDelay'] },
            'order.sync': [{ guard: 'syncedFinal', target: 'stopped', actions: 'sync' }, { actions: 'sync' }],
          },
        },
        stopped: {
          description: 'A final order: nothing refreshes it.',
          on: {
            'order.sync': [
              { guard: 'syncedRunning', target: 'waiting', actions: ['sync', 'resetDelay'], description: 'Running again (a failed payment switched to cash on delivery).' },
              { actions: 'sync' },
            ],
          },
        },
      },
    },
    action: {
      description: 'What the customer does with the order.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The order with the actions its state allows.',
          on: {
            'cancel.open': { guard: 'cancellable', target: 'cancelling', actions: 'clearReason' },
            'payment.switchToCod': { guard: 'switchable', target: 'switchingPayment' },
            'refund.open': { guard: 'refundable', target: 'refunding' },
            'order.again': { actions: { type: 'orderAgain', params: ({ context }) => ({ orderId: context.orderId }) } },
          },
        },
        cancelling: {
          tags: ['cancelling'],
          description: 'The cancel dialog with the cancellation reasons.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'A reason is chosen; "Submit" needs one.',
              on: {
                'cancel.reason': { actions: 'setReason' },
                'cancel.confirm': { guard: 'hasReason', target: 'sending' },
                'cancel.close': { target: '#order.action.idle', actions: 'clearReason' },
              },
            },
            sending: {
              tags: ['busy'],
              description: 'cancel is sent.',
              invoke: {
                id: 'cancelOrder',
                src: 'cancelOrder',
                input: ({ context }) => ({ orderId: context.orderId, reason: context.cancelReason }),
                onDone: [
                  {
                    guard: { type: 'refunded', params: ({ event }) => ({ refund: event.output.refund ?? null }) },
                    target: '#order.action.idle',
                    actions: [{ type: 'notifyRefund', params: ({ event }) => event.output.refund! }, 'reloadOrder', 'clearReason'],
                    description: 'A paid order: the customer is told where the money goes ("৳180.00 is back in your wallet." or a refund request).',
                  },
                  {
                    target: '#order.action.idle',
                    actions: [{ type: 'notifyDone', params: ({ event }) => ({ message: event.output.message, fallback: 'order.canceled' }) }, 'reloadOrder', 'clearReason'],
                  },
                ],
                onError: {
                  target: 'choosing',
                  actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'reloadOrder'],
                  description: 'The server\'s message, e.g. "You can not cancel after confirm".',
                },
              },
            },
          },
        },
        switchingPayment: {
          tags: ['busy'],
          description: 'payment-method switches the order to cash on delivery.',
          invoke: {
            id: 'switchToCashOnDelivery',
            src: 'switchToCashOnDelivery',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: { target: 'idle', actions: [{ type: 'notifyDone', params: () => ({ message: undefined, fallback: 'order.paymentUpdated' }) }, 'reloadOrder'] },
            onError: { target: 'idle', actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refunding: {
          tags: ['refunding'],
          description: 'The refund request form: reason, note and images.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer picks a reason and may add a note and up to three images.',
              on: {
                'refund.submit': { guard: 'hasRefundReason', target: 'sending', actions: 'keepRefundDraft' },
                'refund.close': { target: '#order.action.idle' },
              },
            },
            sending: {
              tags: ['busy'],
              description: 'refund-request is sent.',
              invoke: {
                id: 'requestRefund',
                src: 'requestRefund',
                input: ({ context }) => ({ orderId: context.orderId, draft: context.refund! }),
                onDone: {
                  target: '#order.action.idle',
                  actions: [{ type: 'notifyDone', params: ({ event }) => ({ message: event.output.message, fallback: 'order.refundRequested' }) }, 'reloadOrder', 'dropRefundDraft'],
                },
                onError: { target: 'editing', actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'dropRefundDraft'] },
              },
            },
          },
        },
      },
    },
  },
});
