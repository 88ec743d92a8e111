import { assign, fromPromise, setup } from 'xstate';
import { orderAgainMachine } from './order.again';
import {
  canCancel,
  canRequestRefund,
  canSwitchToCashOnDelivery,
  isFinalStatus,
  nextPollDelay,
} from '../../src/domain/orders';
import type { OrderStanding } from '../../src/domain/types/order';

export { orderAgainMachine, type AgainOutcome, type AgainTag } from './order.again';

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

/** The order statechart's vocabulary (types, actors, guards, actions); order.machine.ts draws its states. */
export const orderSetup = setup({
  types: {
    tags: {} as 'busy' | 'cancelling' | 'refunding',
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    children: {} as { orderAgain: 'orderAgainFlow' },
  },
  actors: {
    /** Edge: refetch the order (track for its status; details for its lines) into the query cache; answers the order. */
    refreshOrder: fromPromise<OrderSnapshotData, { orderId: number }>(async () => ({ order_status: 'pending' })),
    /** Edge: PUT customer/order/cancel {order_id, reason} (guest_id for guests), then the order's refund, if any. */
    cancelOrder: fromPromise<{ message?: string; refund?: CancelRefund | null }, { orderId: number; reason: string }>(
      async () => ({}),
    ),
    /** Edge: PUT customer/order/payment-method {order_id}. */
    switchToCashOnDelivery: fromPromise<{ message?: string }, { orderId: number }>(async () => ({})),
    /** Edge: POST customer/order/refund-request (multipart: order_id, customer_reason, customer_note, image[]). */
    requestRefund: fromPromise<{ message?: string }, { orderId: number; draft: RefundDraft }>(async () => ({})),
    /** Order again (order.again.ts), beside the rest; the edge provides its add-to-cart answers and toast. */
    orderAgainFlow: orderAgainMachine,
  },
  guards: {
    syncedFinal: ({ event }) => event.type === 'order.sync' && isFinalStatus(event.order.order_status),
    syncedRunning: ({ event }) => event.type === 'order.sync' && !isFinalStatus(event.order.order_status),
    tabHidden: ({ context }) => context.hidden,
    cancellable: ({ context }) => context.order !== null && canCancel(context.order.order_status),
    switchable: ({ context }) =>
      context.order !== null && canSwitchToCashOnDelivery(context.order, context.cashOnDelivery),
    refundable: ({ context }) => context.order !== null && canRequestRefund(context.order, context.refundsOn),
    hasReason: ({ context }) => context.cancelReason.trim() !== '',
    /** The cancelled order had been paid: its money is on its way back. */
    refunded: (_, params: { refund: CancelRefund | null }) => params.refund !== null && params.refund.amount > 0,
    hasRefundReason: ({ event }) => event.type === 'refund.submit' && event.draft.reason.trim() !== '',
    refreshedFinal: (_, params: { order: OrderSnapshotData }) => isFinalStatus(params.order.order_status),
  },
  actions: {
    sync: assign(({ event }) =>
      event.type === 'order.sync'
        ? { order: event.order, cashOnDelivery: event.cashOnDelivery, refundsOn: event.refundsOn }
        : {},
    ),
    keepRefreshed: assign(({ context }, params: { order: OrderSnapshotData }) => ({
      order: { ...context.order, ...params.order },
      delay: nextPollDelay(
        context.delay,
        params.order.order_status !== context.order?.order_status,
        context.pollBaseMs,
      ),
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
    notifyDone: (
      _,
      _params: {
        message: string | undefined;
        fallback: 'order.canceled' | 'order.paymentUpdated' | 'order.refundRequested';
      },
    ) => {},
    /** Edge: toast where the money of a cancelled paid order goes and when (acc §Refunds). */
    notifyRefund: (_, _params: CancelRefund) => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
    /** Edge: refetch the order, its lines and the order lists. */
    reloadOrder: () => {},
  },
  delays: {
    pollDelay: ({ context }) => context.delay,
  },
});
