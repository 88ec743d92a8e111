import { assign, fromPromise, setup } from 'xstate';
import { missingInputs, type OfflineMethod } from '../../src/domain/offlinePayment';

export interface OfflinePaymentContext {
  orderId: number;
  /** A guest's order: the phone it was placed with, sent with the proof as order/track asks it (null when signed in). */
  contactNumber: string | null;
  /** send: the first proof, or another method (offline-payment); update: a correction of the same method. */
  mode: 'send' | 'update';
  methodId: number | null;
  values: Record<string, string>;
  note: string;
  /** The required inputs left empty at the last submit ('method' when none is chosen). */
  missing: string[];
}

export type OfflinePaymentEvent =
  /** "Add payment details" (no proof yet, or denied: switch method) or "Edit details" (a correction). */
  | {
      type: 'proof.open';
      mode: 'send' | 'update';
      methodId: number | null;
      values: Record<string, string>;
      note: string;
    }
  | { type: 'proof.method'; methodId: number }
  | { type: 'proof.field'; name: string; value: string }
  | { type: 'proof.note'; value: string }
  /** `methods` are the business's offline methods as offline_payment_method_list answers them. */
  | { type: 'proof.submit'; methods: OfflineMethod[] }
  | { type: 'proof.close' };

/** What the edge sends: offline-payment (send) or offline-payment-update (update), for this order and, for a guest, its phone. */
export type ProofInput = Pick<
  OfflinePaymentContext,
  'orderId' | 'contactNumber' | 'mode' | 'methodId' | 'values' | 'note'
>;

const methodOf = (ctx: OfflinePaymentContext, methods: OfflineMethod[]) => methods.find((m) => m.id === ctx.methodId);

export const offlinePaymentMachine = setup({
  types: {
    context: {} as OfflinePaymentContext,
    events: {} as OfflinePaymentEvent,
    input: {} as { orderId: number; contactNumber?: string | null },
    tags: {} as 'editing' | 'busy',
  },
  actors: {
    /** Edge: PUT customer/order/offline-payment (send) or offline-payment-update (update). */
    sendProof: fromPromise<unknown, ProofInput>(async () => ({})),
  },
  guards: {
    mayChooseMethod: ({ context }) => context.mode === 'send',
    complete: ({ context, event }) =>
      event.type === 'proof.submit' && missingInputs(methodOf(context, event.methods), context.values).length === 0,
  },
  actions: {
    open: assign(({ event, context }) =>
      event.type === 'proof.open'
        ? { mode: event.mode, methodId: event.methodId, values: { ...event.values }, note: event.note, missing: [] }
        : context,
    ),
    chooseMethod: assign(({ event, context }) =>
      event.type === 'proof.method' ? { methodId: event.methodId, values: {}, missing: [] } : context,
    ),
    setField: assign({
      values: ({ context, event }) =>
        event.type === 'proof.field' ? { ...context.values, [event.name]: event.value } : context.values,
      missing: ({ context, event }) =>
        event.type === 'proof.field' ? context.missing.filter((m) => m !== event.name) : context.missing,
    }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'proof.note' ? event.value : context.note) }),
    explain: assign({
      missing: ({ context, event }) =>
        event.type === 'proof.submit'
          ? missingInputs(methodOf(context, event.methods), context.values)
          : context.missing,
    }),
    /** Edge: "Payment details sent. The business will verify them." */
    notifySent: () => {},
    /** Edge: refetch the order (its offline_payment state). */
    refreshOrder: () => {},
    showServerErrors: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'offlinePayment',
  description:
    'platform-api-turn4 §5.3–§5.5 Offline payment with proof: after an order placed with offline payment, the customer picks one of the business\'s offline methods, fills its own inputs and a note, and sends them; the order then says "Waiting for verification", "Verified" or "Denied" with the business\'s note. While it is not verified the details can be corrected, or sent again by another method. Required inputs left empty are named before any call; a refusal keeps what was typed.',
  context: ({ input }) => ({
    orderId: input.orderId,
    contactNumber: input.contactNumber ?? null,
    mode: 'send',
    methodId: null,
    values: {},
    note: '',
    missing: [],
  }),
  initial: 'viewing',
  states: {
    viewing: {
      description: "The order's payment: its offline state, with Add or Edit payment details while it may change.",
      on: { 'proof.open': { target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: ['editing'],
      description: "The method's payee details, its inputs (required ones marked) and a note.",
      on: {
        'proof.method': {
          guard: 'mayChooseMethod',
          actions: 'chooseMethod',
          description: 'Only when sending (a correction keeps its method).',
        },
        'proof.field': { actions: 'setField' },
        'proof.note': { actions: 'setNote' },
        'proof.submit': [
          { guard: 'complete', target: 'sending' },
          { actions: 'explain', description: 'No method, or a required input empty: named before any call.' },
        ],
        'proof.close': { target: 'viewing' },
      },
    },
    sending: {
      tags: ['editing', 'busy'],
      description: 'offline-payment (or offline-payment-update) is sent.',
      invoke: {
        id: 'sendProof',
        src: 'sendProof',
        input: ({ context }): ProofInput => ({
          orderId: context.orderId,
          contactNumber: context.contactNumber,
          mode: context.mode,
          methodId: context.methodId,
          values: context.values,
          note: context.note,
        }),
        onDone: { target: 'viewing', actions: ['notifySent', 'refreshOrder'] },
        onError: {
          target: 'editing',
          actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
