import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryAddress } from '../../src/domain/address';
import { addressComplete, parcelRefusal, type ChargePayer, type ParcelCategoryLite, type ParcelDraft, type ParcelErrorId } from '../../src/domain/parcel';
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

export const parcelOrderMachine = setup({
  types: {
    tags: {} as 'busy' | 'category' | 'details' | 'editing' | 'receiver' | 'sender',
    input: {} as ParcelOrderInput,
    context: {} as ParcelOrderContext,
    events: {} as ParcelOrderEvent,
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    resumesAtDetails: ({ context }) => context.category !== null && context.resume === 'details' && addressComplete(context.sender) && addressComplete(context.receiver),
    resumesAtReceiver: ({ context }) => context.category !== null && (context.resume === 'receiver' || context.resume === 'details') && addressComplete(context.sender),
    senderReady: ({ context }) => addressComplete(context.sender),
    receiverReady: ({ context }) => addressComplete(context.receiver),
    paymentChosen: ({ context }) => context.payment !== null && parcelPaymentsFor(context.payer).includes(context.payment),
    paymentAllowed: ({ context, event }) => event.type === 'parcel.payment' && parcelPaymentsFor(context.payer).includes(event.payment),
    /** The server's refusal of the placement reads as this message (src/domain/parcel.ts parcelRefusal). */
    refusedAs: ({ event }, params: { id: ParcelErrorId }) => parcelRefusal((event as { error?: unknown }).error) === params.id,
  },
  actions: {
    setCategory: assign({ category: ({ event }) => (event.type === 'parcel.category' ? event.category : null), error: null }),
    setSender: assign({ sender: ({ context, event }) => (event.type === 'parcel.sender.set' ? event.address : context.sender), error: null }),
    setReceiver: assign({ receiver: ({ context, event }) => (event.type === 'parcel.receiver.set' ? event.address : context.receiver), error: null }),
    setInstruction: assign({ instruction: ({ context, event }) => (event.type === 'parcel.instruction' ? event.instruction : context.instruction) }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'parcel.note' ? event.note.slice(0, 1000) : context.note) }),
    /** The receiver pays in cash on delivery only: choosing the receiver sets cash. */
    setPayer: assign(({ context, event }) => {
      if (event.type !== 'parcel.payer') return {};
      const payment = context.payment && parcelPaymentsFor(event.payer).includes(context.payment) ? context.payment : event.payer === 'receiver' ? 'cash_on_delivery' : context.payment;
      return { payer: event.payer, payment, error: null };
    }),
    setPayment: assign({ payment: ({ context, event }) => (event.type === 'parcel.payment' ? event.payment : context.payment), error: null }),
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
    goToOrderPlaced: (_, _params: { orderId: number; payment: ParcelPayment; guestPhone: string | null; paymentReference: string | null }) => {},
  },
  actors: {
    /** Edge: POST customer/order/place with the parcel body (priced by the server). */
    placeParcel: fromPromise<PlacedParcel, ParcelDraft>(async () => {
      throw new Error('placeParcel is provided at the edge');
    }),
  },
}).createMachine({
  id: 'parcelOrder',
  description:
    'Send a parcel (api §3.7 order_type=parcel): category → sender (current location, saved or new address; name, phone) → receiver (address on the map; name, phone) → instructions and a note → who pays → payment (the receiver pays cash on delivery) → the fee for the distance shown → place → the order-placed page. Every refusal is said in words.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    category: input.category,
    sender: input.draft?.sender ?? input.sender ?? null,
    receiver: input.draft?.receiver ?? null,
    instruction: input.draft?.instruction ?? null,
    note: input.draft?.note ?? '',
    payer: input.draft?.payer ?? 'sender',
    payment: input.draft?.payment ?? null,
    error: null,
    resume: input.draft?.step ?? null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Opened with ?category_id=N: straight to the sender (or back at the step of a draft left before a reload); else the categories first.',
      always: [
        { guard: 'resumesAtDetails', target: 'details', description: 'A draft with both addresses: back at the details.' },
        { guard: 'resumesAtReceiver', target: 'receiver', description: 'A draft with the sender: back at the receiver.' },
        { guard: 'hasCategory', target: 'sender' },
        { target: 'category' },
      ],
    },
    category: {
      tags: ['category'],
      description: 'The parcel categories (image, name, description, per-km charge).',
      on: { 'parcel.category': { target: 'sender', actions: 'setCategory' } },
    },
    sender: {
      tags: ['editing', 'sender'],
      description: 'Sender: the current location, a saved address or a new one (address modal), with name and phone.',
      on: {
        'parcel.sender.set': { actions: 'setSender' },
        'parcel.next': [
          { guard: 'senderReady', target: 'receiver', actions: 'clearError' },
          { actions: { type: 'flag', params: { id: 'senderMissing' } }, description: 'Address, name and phone are needed.' },
        ],
        'parcel.category': { actions: 'setCategory', description: 'Another category.' },
      },
    },
    receiver: {
      tags: ['editing', 'receiver'],
      description: "Receiver: the address on the map with the receiver's name and phone.",
      on: {
        'parcel.receiver.set': { actions: 'setReceiver' },
        'parcel.back': { target: 'sender', actions: 'clearError' },
        'parcel.next': [
          { guard: 'receiverReady', target: 'details', actions: 'clearError' },
          { actions: { type: 'flag', params: { id: 'receiverMissing' } }, description: 'Address, name and phone are needed.' },
        ],
      },
    },
    details: {
      tags: ['editing', 'details'],
      description: 'Instructions and a note, who pays, the payment method, and the delivery fee for the distance.',
      on: {
        'parcel.instruction': { actions: 'setInstruction' },
        'parcel.note': { actions: 'setNote' },
        'parcel.payer': { actions: 'setPayer' },
        'parcel.payment': { guard: 'paymentAllowed', actions: 'setPayment', description: 'The receiver can only pay cash on delivery.' },
        'parcel.offered': { actions: 'preselectPayment', description: 'The methods offered are known: the first one is preselected unless the chosen one is still offered.' },
        'parcel.back': { target: 'receiver', actions: 'clearError' },
        'parcel.place': [
          { guard: 'paymentChosen', target: 'placing' },
          { actions: { type: 'flag', params: { id: 'paymentMissing' } }, description: 'A payment method is needed.' },
        ],
      },
    },
    placing: {
      tags: ['details', 'busy'],
      description: 'Placing the order; the button shows progress.',
      invoke: {
        id: 'placeParcel',
        src: 'placeParcel',
        input: ({ context }) => draftOf(context),
        onDone: {
          target: 'placed',
          actions: {
            type: 'goToOrderPlaced',
            params: ({ context, event }) => ({
              orderId: event.output.orderId,
              payment: context.payment!,
              guestPhone: context.signedIn ? null : context.sender!.contact_person_number,
              paymentReference: event.output.paymentReference ?? null,
            }),
          },
        },
        // Each refusal the server can give is its own edge, so the diagram and QA's paths name which one fired.
        onError: [
          {
            guard: { type: 'refusedAs', params: { id: 'outsideCoverage' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'outsideCoverage' } },
            description: 'The addresses are outside the service area.',
          },
          { guard: { type: 'refusedAs', params: { id: 'walletLow' } }, target: 'details', actions: { type: 'flag', params: { id: 'walletLow' } }, description: 'The wallet holds less than the fee.' },
          {
            guard: { type: 'refusedAs', params: { id: 'receiverPaysCash' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'receiverPaysCash' } },
            description: 'The receiver can pay only cash on delivery.',
          },
          {
            guard: { type: 'refusedAs', params: { id: 'paymentUnavailable' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'paymentUnavailable' } },
            description: 'The chosen payment method is not offered.',
          },
          {
            guard: { type: 'refusedAs', params: { id: 'guestCheckoutOff' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'guestCheckoutOff' } },
            description: 'Guests cannot order: sign in.',
          },
          {
            guard: { type: 'refusedAs', params: { id: 'categoryGone' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'categoryGone' } },
            description: 'The parcel category is no longer offered.',
          },
          {
            guard: { type: 'refusedAs', params: { id: 'receiverInvalid' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'receiverInvalid' } },
            description: "The receiver's address was refused.",
          },
          {
            guard: { type: 'refusedAs', params: { id: 'contactMissing' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'contactMissing' } },
            description: 'A contact name or number is missing.',
          },
          { target: 'details', actions: { type: 'flag', params: { id: 'failed' } }, description: 'Any other refusal: the order could not be placed, try again.' },
        ],
      },
    },
    placed: { type: 'final', description: 'Placed: the order-placed page (or the payment page) takes over.' },
  },
});
