import { draftOf, parcelOrderSetup } from './parcelOrder.setup';

export * from './parcelOrder.setup';

export const parcelOrderMachine = parcelOrderSetup.createMachine({
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
      description:
        'Opened with ?category_id=N: straight to the sender (or back at the step of a draft left before a reload); else the categories first.',
      always: [
        {
          guard: 'resumesAtDetails',
          target: 'details',
          description: 'A draft with both addresses: back at the details.',
        },
        {
          guard: 'resumesAtReceiver',
          target: 'receiver',
          description: 'A draft with the sender: back at the receiver.',
        },
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
          {
            actions: { type: 'flag', params: { id: 'senderMissing' } },
            description: 'Address, name and phone are needed.',
          },
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
          {
            actions: { type: 'flag', params: { id: 'receiverMissing' } },
            description: 'Address, name and phone are needed.',
          },
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
        'parcel.payment': {
          guard: 'paymentAllowed',
          actions: 'setPayment',
          description: 'The receiver can only pay cash on delivery.',
        },
        'parcel.offered': {
          actions: 'preselectPayment',
          description:
            'The methods offered are known: the first one is preselected unless the chosen one is still offered.',
        },
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
          {
            guard: { type: 'refusedAs', params: { id: 'walletLow' } },
            target: 'details',
            actions: { type: 'flag', params: { id: 'walletLow' } },
            description: 'The wallet holds less than the fee.',
          },
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
          {
            target: 'details',
            actions: { type: 'flag', params: { id: 'failed' } },
            description: 'Any other refusal: the order could not be placed, try again.',
          },
        ],
      },
    },
    placed: { type: 'final', description: 'Placed: the order-placed page (or the payment page) takes over.' },
  },
});
