import { assign, fromPromise, setup, stateIn } from 'xstate';
import { restorableDraft } from '../../src/domain/checkoutDraft';
import { preselectPayment } from '../../src/domain/payment';
import { belowCouponMinimum, intentOf, orderRequest, otherThanCash, PLACE_CHECKS, refusalOf, type AppliedCoupon, type PlacedOrder, type PlaceProblem } from './checkout.rules';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceRequest } from './checkout.types';
import { doneOutput } from '../output';

export type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceRequest } from './checkout.types';

type PlaceEvent = Extract<CheckoutEvent, { type: 'checkout.place' }>;
const blocks = (problem: PlaceProblem) => {
  const check = PLACE_CHECKS.find((c) => c.problem === problem)!;
  return ({ context, event }: { context: CheckoutContext; event: CheckoutEvent }) => event.type === 'checkout.place' && check.blocks(context.draft, event.facts);
};
/** The server's refusal by its code (api §3.7), for the refusals the page explains in its own words. */
const refusedWith =
  (...codes: string[]) =>
  ({ event }: { event: CheckoutEvent }) =>
    codes.includes(refusalOf((event as { error?: unknown }).error).code ?? '');

export const checkoutMachine = setup({
  types: {
    tags: {} as 'applying' | 'placing',
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** Edge: POST customer/order/place (JSON, or multipart with order_attachment). */
    placeOrder: fromPromise<PlacedOrder, PlaceRequest>(async () => ({
      orderId: 0,
      total: 0,
    })),
    /** Edge: GET coupon/apply?code&store_id. */
    applyCoupon: fromPromise<AppliedCoupon, { code: string; storeId: number }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    isEmpty: blocks('empty'),
    hasNoAddress: blocks('addressMissing'),
    isOutsideZone: blocks('addressOutOfZone'),
    hasNoContact: blocks('contactMissing'),
    isClosedWithoutSlot: blocks('storeClosed'),
    hasNoPayment: blocks('paymentMissing'),
    lacksPrescription: blocks('prescriptionMissing'),
    isWalletShort: blocks('walletShort'),
    isOverCashLimit: blocks('codLimit'),
    refusedTime: refusedWith('order_time'),
    /** Coupons change only while the form is being filled (not while the order is sent or after). */
    formOpen: stateIn({ form: 'editing' }),
    payingDigitally: ({ context }) => context.draft.payment?.method === 'digital_payment',
    couponBelowMinimum: ({ context, event }) => 'output' in event && !!context.couponRequest && belowCouponMinimum(event.output as AppliedCoupon, context.couponRequest.amount),
  },
  actions: {
    setOrderType: assign({
      draft: ({ context, event }) => (event.type === 'checkout.orderType.set' ? { ...context.draft, orderType: event.orderType } : context.draft),
      problem: null,
    }),
    setPayment: assign({
      draft: ({ context, event }) => (event.type === 'checkout.payment.set' ? { ...context.draft, payment: event.payment } : context.draft),
      problem: null,
    }),
    /** Keep the customer's method while it is offered, else the first one offered (src/domain/payment). */
    preselectPayment: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'checkout.payment.offered') return context.draft;
        const payment = preselectPayment(context.draft.payment, event.offered);
        return payment === context.draft.payment ? context.draft : { ...context.draft, payment, partialWallet: payment ? context.draft.partialWallet : false };
      },
    }),
    setFields: assign({
      draft: ({ context, event }) => (event.type === 'checkout.field.set' ? { ...context.draft, ...event.patch } : context.draft),
      problem: null,
    }),
    // One action per message id, so a QA path names the message it shows.
    'problem:empty': noteProblem('empty'),
    'problem:addressMissing': noteProblem('addressMissing'),
    'problem:addressOutOfZone': noteProblem('addressOutOfZone'),
    'problem:contactMissing': noteProblem('contactMissing'),
    'problem:storeClosed': noteProblem('storeClosed'),
    'problem:paymentMissing': noteProblem('paymentMissing'),
    'problem:prescriptionMissing': noteProblem('prescriptionMissing'),
    'problem:walletShort': noteProblem('walletShort'),
    'problem:codLimit': noteProblem('codLimit'),

    /** acc §8: the limit is named and the first other usable method is selected, so Place Order can go on. */
    offerOtherMethod: assign(({ context, event }) => {
      const facts = (event as PlaceEvent).facts;
      const other = otherThanCash(facts.offered, facts);
      return {
        codLimit: facts.codLimit,
        switchedTo: other,
        draft: other ? { ...context.draft, payment: other, partialWallet: false } : context.draft,
      };
    }),
    clearRefusal: assign({ refusal: null, problem: null, codLimit: null, switchedTo: null }),
    noteRefusal: assign({
      refusal: ({ event }) => refusalOf((event as { error?: unknown }).error),
    }),
    notePlaced: assign({
      placed: ({ event }) => doneOutput<PlacedOrder>(event),
    }),
    startCoupon: assign({
      couponRequest: ({ event }) => (event.type === 'checkout.coupon.apply' ? { code: event.code.trim(), amount: event.amount } : null),
      couponProblem: null,
    }),
    keepCoupon: assign({
      coupon: ({ event }) => doneOutput<AppliedCoupon>(event),
      couponRequest: null,
    }),
    couponMinimum: assign({
      couponProblem: ({ event }) => ({
        kind: 'minimum' as const,
        min: Number(doneOutput<AppliedCoupon>(event).min_purchase),
      }),
      coupon: null,
      couponRequest: null,
    }),
    couponRefused: assign({
      couponProblem: ({ event }) => ({
        kind: 'server' as const,
        refusal: refusalOf((event as { error?: unknown }).error),
      }),
      coupon: null,
      couponRequest: null,
    }),
    dropCoupon: assign({ coupon: null, couponProblem: null }),
    /** Edge: empty the cart on the device (the server emptied its own) or forget the buy-now item. */
    clearCart: () => {},
    /** Edge: go to the payment page the API gives for the order (platform-api §3.7 payment-mobile). */
    goToPayment: (
      _,
      _params: {
        orderId: number;
        gateway: string | null;
        contactNumber: string | null;
      },
    ) => {},
    /** Edge: go to /order-placed?order_id=… */
    showPlaced: (_, _params: { orderId: number; contactNumber: string | null }) => {},
  },
}).createMachine({
  id: 'checkout',
  description:
    "Checkout: the customer fills the form (order type, address and contact, schedule, payment, tip, notes, prescription), may apply a coupon, and presses Place Order. The page's own rules are checked first; then exactly one order/place is sent however often the button is pressed. A refusal is shown by its code and the form stays as it was; success empties the cart and shows the order, or opens the payment page for a digital payment.",
  type: 'parallel',
  context: ({ input }) => ({
    draft: {
      orderType: input.orderType,
      address: input.address ?? null,
      saveAddress: false,
      contact: input.contact ?? null,
      scheduleAt: null,
      payment: input.payment,
      partialWallet: false,
      tip: 0,
      orderNote: '',
      deliveryInstruction: '',
      unavailableNote: '',
      cutlery: false,
      prescriptions: [],
      extraPackaging: false,
      ...restorableDraft(input.draft),
    },
    problem: null,
    codLimit: null,
    switchedTo: null,
    refusal: null,
    coupon: null,
    couponRequest: null,
    couponProblem: null,
    placed: null,
  }),
  states: {
    form: {
      description: 'The checkout form and Place Order.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The customer fills the form; a problem or a refusal stays shown until the form changes or Place Order is pressed again.',
          on: {
            'checkout.orderType.set': {
              actions: 'setOrderType',
              description: 'Delivery or take-away, as the store and config allow.',
            },
            'checkout.payment.set': { actions: 'setPayment' },
            'checkout.payment.offered': {
              actions: 'preselectPayment',
              description:
                'The methods offered changed (the store zone turned cash on delivery, digital or offline payment off): the chosen one stays if still offered, else the first offered is preselected.',
            },
            'checkout.field.set': { actions: 'setFields' },
            'checkout.place': [
              refuse('isEmpty', 'empty', 'Nothing to buy: "There is nothing to check out."'),
              refuse('hasNoAddress', 'addressMissing', 'Delivery without an address: "Please add your delivery address".'),
              refuse('isOutsideZone', 'addressOutOfZone', "The address is outside the store's zone: nothing is sent."),
              refuse('hasNoContact', 'contactMissing', 'A guest without a name and phone: "Please enter your contact info".'),
              refuse('isClosedWithoutSlot', 'storeClosed', 'The store is closed now and no time is chosen: the customer is asked to schedule.'),
              refuse('hasNoPayment', 'paymentMissing', 'No method chosen or none offered: "Payment method is required".'),
              refuse('lacksPrescription', 'prescriptionMissing', 'A prescription line without an image: "Please upload your prescription image."'),
              refuse('isWalletShort', 'walletShort', 'The wallet holds less than the total.'),
              {
                guard: 'isOverCashLimit',
                actions: ['problem:codLimit', 'offerOtherMethod'],
                description:
                  'acc §8 cash part over the zone limit: "The total amount of the order, exceeds maximum amount of the cash on delivery method." with the limit; the first other usable method is selected instead.',
              },
              {
                target: 'placing',
                actions: 'clearRefusal',
                description: 'Nothing stops the order: order/place is sent with the Idempotency-Key of this intent.',
              },
            ],
          },
        },
        placing: {
          tags: ['placing'],
          description: 'order/place is under way; Place Order shows a spinner and further presses are ignored (one request).',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context, event }) => {
              const facts = (event as PlaceEvent).facts;
              const d = context.draft;
              const body = orderRequest(d, facts);
              return {
                body,
                intent: intentOf(body, facts),
                prescriptions: facts.needsPrescription ? d.prescriptions : [],
                saveAddress: facts.signedIn && d.saveAddress && d.orderType === 'delivery' ? d.address : null,
              };
            },
            onDone: [
              {
                guard: 'payingDigitally',
                target: 'paying',
                actions: [
                  'notePlaced',
                  'clearCart',
                  {
                    type: 'goToPayment',
                    params: ({ context, event }) => ({
                      orderId: event.output.orderId,
                      gateway: context.draft.payment?.gateway ?? null,
                      contactNumber: (context.draft.contact ?? context.draft.address)?.contact_person_number ?? null,
                    }),
                  },
                ],
                description: 'A digital payment: the cart is emptied and the payment page opens.',
              },
              {
                target: 'placed',
                actions: [
                  'notePlaced',
                  'clearCart',
                  {
                    type: 'showPlaced',
                    params: ({ context, event }) => ({
                      orderId: event.output.orderId,
                      contactNumber: (context.draft.contact ?? context.draft.address)?.contact_person_number ?? null,
                    }),
                  },
                ],
                description: 'The order is placed: the cart is emptied and the order-placed page opens.',
              },
            ],
            onError: [
              serverRefusal('refusedTime', 'order_time: the store is closed at that time, or the slot has passed; the customer picks another time.'),
              {
                target: 'editing',
                actions: 'noteRefusal',
                description:
                  'Any other refusal (coverage, stock, cash limit, payment or order type off, store gone, coupon, a lost answer): shown by its code or "Something went wrong"; cart, form and the intent\'s key stay, so a retry is the same order.',
              },
            ],
          },
        },
        paying: {
          tags: ['placing'],
          type: 'final',
          description: 'On the way to the payment page; it comes back to /order-placed.',
        },
        placed: {
          tags: ['placing'],
          type: 'final',
          description: 'The order-placed page shows the order.',
        },
      },
    },
    coupon: {
      description: 'acc §9 coupons: applied by a tap or a typed code, checked by the server and against the minimum purchase.',
      initial: 'none',
      states: {
        none: {
          description: 'No coupon: a tap on one of the list or a typed code applies it.',
          on: {
            'checkout.coupon.apply': {
              guard: 'formOpen',
              target: 'applying',
              actions: 'startCoupon',
            },
          },
        },
        applying: {
          tags: ['applying'],
          description: 'coupon/apply is under way.',
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: ({ context, event }) => ({
              code: context.couponRequest?.code ?? '',
              storeId: event.type === 'checkout.coupon.apply' ? event.storeId : 0,
            }),
            onDone: [
              {
                guard: 'couponBelowMinimum',
                target: 'none',
                actions: 'couponMinimum',
                description: '"To apply this coupon,the minimum purchase amount is." with the minimum.',
              },
              { target: 'applied', actions: 'keepCoupon' },
            ],
            onError: {
              target: 'none',
              actions: 'couponRefused',
              description: "The server's 404 / 406 / 407 / 403 answer, in clear words.",
            },
          },
        },
        applied: {
          description: 'The coupon is in the bill and is sent with the order.',
          on: {
            'checkout.coupon.remove': {
              guard: 'formOpen',
              target: 'none',
              actions: 'dropCoupon',
            },
            'checkout.coupon.apply': {
              guard: 'formOpen',
              target: 'applying',
              actions: 'startCoupon',
              description: 'Another coupon replaces this one.',
            },
          },
        },
      },
    },
  },
});

/** A rule of the page stops Place Order: nothing is sent, the message `id` is shown. */
function refuse<G extends string, P extends PlaceProblem>(guard: G, id: P, description: string) {
  return { guard, actions: `problem:${id}` as const, description };
}

function noteProblem(id: PlaceProblem) {
  return assign<CheckoutContext, CheckoutEvent, undefined, CheckoutEvent, never>({ problem: id, refusal: null, codLimit: null, switchedTo: null });
}

/** The server refused order/place: back to the form, which stays as it was. */
function serverRefusal<G extends string>(guard: G, description: string) {
  return { guard, target: 'editing' as const, actions: 'noteRefusal' as const, description };
}
