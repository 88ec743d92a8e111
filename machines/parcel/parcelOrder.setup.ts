import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryAddress } from '../../src/domain/address';
import {
  addressComplete,
  parcelRefusal,
  type ChargePayer,
  type ParcelCategoryLite,
  type ParcelDraft,
  type ParcelErrorId,
} from '../../src/domain/parcel';
import { parcelPaymentsFor, type ParcelPayment } from '../../src/domain/payment';

/** The wizard as the customer left it (kept on the device until the parcel is placed; issue 30 build 6). */
export interface ParcelSavedDraft {
  step: 'sender' | 'receiver' | 'details';
  sender: DeliveryAddress | null;
  receiver: DeliveryAddress | null;
  instruction: string | null;
  note: string;
  payer: ChargePayer;
  payment: ParcelPayment | null;
}

export interface ParcelOrderInput {
  signedIn: boolean;
  category: ParcelCategoryLite | null;
  /** A draft of the same category left before a reload: the wizard resumes at its step. */
  draft?: ParcelSavedDraft | null;
  /** Where the parcel leaves from until the customer chooses (signed in: the current location, core §9). */
  sender?: DeliveryAddress | null;
}

export interface ParcelOrderContext {
  signedIn: boolean;
  category: ParcelCategoryLite | null;
  sender: DeliveryAddress | null;
  receiver: DeliveryAddress | null;
  instruction: string | null;
  note: string;
  payer: ChargePayer;
  payment: ParcelPayment | null;
  error: ParcelErrorId | null;
  /** The step a restored draft resumes at; read once, when the wizard starts. */
  resume: ParcelSavedDraft['step'] | null;
}

/** What of the wizard is kept on the device, and at which step. */
export const savedDraftOf = (c: ParcelOrderContext, step: ParcelSavedDraft['step']): ParcelSavedDraft => ({
  step,
  sender: c.sender,
  receiver: c.receiver,
  instruction: c.instruction,
  note: c.note,
  payer: c.payer,
  payment: c.payment,
});

export type ParcelOrderEvent =
  | { type: 'parcel.category'; category: ParcelCategoryLite }
  | { type: 'parcel.sender.set'; address: DeliveryAddress | null }
  | { type: 'parcel.receiver.set'; address: DeliveryAddress }
  | { type: 'parcel.next' }
  | { type: 'parcel.back' }
  | { type: 'parcel.instruction'; instruction: string | null }
  | { type: 'parcel.note'; note: string }
  | { type: 'parcel.payer'; payer: ChargePayer }
  | { type: 'parcel.payment'; payment: ParcelPayment }
  /** The methods the config offers this customer (cash, digital, the wallet when signed in). */
  | { type: 'parcel.offered'; payments: ParcelPayment[] }
  | { type: 'parcel.place' };

export interface PlacedParcel {
  orderId: number;
  /** Digital payment: the single-use proof that opens the parcel's payment page (order/place payment_reference). */
  paymentReference?: string | null;
}

/** The draft of a complete order (only read once every step is done). */
export const draftOf = (c: ParcelOrderContext): ParcelDraft => ({
  category: c.category!,
  sender: c.sender!,
  receiver: c.receiver!,
  instruction: c.instruction,
  note: c.note,
  payer: c.payer,
  payment: c.payment!,
});

/** The parcel wizard's vocabulary (types, guards, actions, actors); parcelOrder.machine.ts draws its states. */
export const parcelOrderSetup = setup({
  types: {
    tags: {} as 'busy' | 'category' | 'details' | 'editing' | 'receiver' | 'sender',
    input: {} as ParcelOrderInput,
    context: {} as ParcelOrderContext,
    events: {} as ParcelOrderEvent,
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    resumesAtDetails: ({ context }) =>
      context.category !== null &&
      context.resume === 'details' &&
      addressComplete(context.sender) &&
      addressComplete(context.receiver),
    resumesAtReceiver: ({ context }) =>
      context.category !== null &&
      (context.resume === 'receiver' || context.resume === 'details') &&
      addressComplete(context.sender),
    senderReady: ({ context }) => addressComplete(context.sender),
    receiverReady: ({ context }) => addressComplete(context.receiver),
    paymentChosen: ({ context }) =>
      context.payment !== null && parcelPaymentsFor(context.payer).includes(context.payment),
    paymentAllowed: ({ context, event }) =>
      event.type === 'parcel.payment' && parcelPaymentsFor(context.payer).includes(event.payment),
    /** The server's refusal of the placement reads as this message (src/domain/parcel.ts parcelRefusal). */
    refusedAs: ({ event }, params: { id: ParcelErrorId }) =>
      parcelRefusal((event as { error?: unknown }).error) === params.id,
  },
  actions: {
    setCategory: assign({
      category: ({ event }) => (event.type === 'parcel.category' ? event.category : null),
      error: null,
    }),
    setSender: assign({
      sender: ({ context, event }) => (event.type === 'parcel.sender.set' ? event.address : context.sender),
      error: null,
    }),
    setReceiver: assign({
      receiver: ({ context, event }) => (event.type === 'parcel.receiver.set' ? event.address : context.receiver),
      error: null,
    }),
    setInstruction: assign({
      instruction: ({ context, event }) =>
        event.type === 'parcel.instruction' ? event.instruction : context.instruction,
    }),
    setNote: assign({
      note: ({ context, event }) => (event.type === 'parcel.note' ? event.note.slice(0, 1000) : context.note),
    }),
    /** The receiver pays in cash on delivery only: choosing the receiver sets cash. */
    setPayer: assign(({ context, event }) => {
      if (event.type !== 'parcel.payer') return {};
      const payment =
        context.payment && parcelPaymentsFor(event.payer).includes(context.payment)
          ? context.payment
          : event.payer === 'receiver'
            ? 'cash_on_delivery'
            : context.payment;
      return { payer: event.payer, payment, error: null };
    }),
    setPayment: assign({
      payment: ({ context, event }) => (event.type === 'parcel.payment' ? event.payment : context.payment),
      error: null,
    }),
    /** acc §5 as at checkout: the choice stays while offered to this payer, else the first offered one is preselected. */
    preselectPayment: assign({
      payment: ({ context, event }) => {
        if (event.type !== 'parcel.offered') return context.payment;
        const usable = event.payments.filter((p) => parcelPaymentsFor(context.payer).includes(p));
        return context.payment && usable.includes(context.payment) ? context.payment : (usable[0] ?? null);
      },
    }),
    flag: assign({ error: (_, params: { id: ParcelErrorId }) => params.id }),
    /** A step's message does not follow the customer to another step. */
    clearError: assign({ error: null }),
    /** Edge: go to /order-placed?order_id=N (guests also &contact_number=), or to the payment page for digital payment. */
    goToOrderPlaced: (
      _,
      _params: { orderId: number; payment: ParcelPayment; guestPhone: string | null; paymentReference: string | null },
    ) => {},
  },
  actors: {
    /** Edge: POST customer/order/place with the parcel body (priced by the server). */
    placeParcel: fromPromise<PlacedParcel, ParcelDraft>(async () => {
      throw new Error('placeParcel is provided at the edge');
    }),
  },
});
