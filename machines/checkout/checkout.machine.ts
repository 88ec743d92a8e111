import { not } from 'xstate';
import { restorableDraft } from '../../src/domain/checkoutDraft';

import { intentOf, orderRequest, type PlaceProblem } from './checkout.rules';

import { type PlaceEvent, checkoutSetup } from './checkout.setup';

export * from './checkout.setup';

export const checkoutMachine = checkoutSetup.createMachine({
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
      couponCode: null,
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
    storeAt: input.storeAt ?? null,
    signedIn: input.signedIn ?? false,
  }),
  // The facts beside the form (checkout.facts.config.ts), told the draft as it moves.
  invoke: {
    id: 'checkoutFacts',
    systemId: 'checkoutFacts',
    src: 'checkoutFacts',
    input: ({ context }) => ({
      storeAt: context.storeAt,
      signedIn: context.signedIn,
      draft: { orderType: context.draft.orderType, address: context.draft.address },
    }),
  },
  states: {
    form: {
      description: 'The checkout form and Place Order.',
      initial: 'editing',
      states: {
        editing: {
          description:
            'The customer fills the form; a problem or a refusal stays shown until the form changes or Place Order is pressed again.',
          on: {
            'checkout.orderType.set': {
              actions: ['setOrderType', 'tellFacts'],
              description: 'Delivery or take-away, as the store and config allow.',
            },
            'checkout.payment.set': { actions: 'setPayment' },
            'checkout.payment.offered': {
              guard: not('keepsPayment'),
              actions: 'preselectPayment',
              description:
                'The methods offered changed (the store zone turned cash on delivery, digital or offline payment off): the chosen one stays if still offered, else the first offered is preselected.',
            },
            'checkout.field.set': { actions: ['setFields', 'tellFacts'] },
            'checkout.place': [
              refuse('isEmpty', 'empty', 'Nothing to buy: "There is nothing to check out."'),
              refuse(
                'hasNoAddress',
                'addressMissing',
                'Delivery without an address: "Please add your delivery address".',
              ),
              refuse('isOutsideZone', 'addressOutOfZone', "The address is outside the store's zone: nothing is sent."),
              refuse(
                'hasNoContact',
                'contactMissing',
                'A guest without a name and phone: "Please enter your contact info".',
              ),
              refuse(
                'isClosedWithoutSlot',
                'storeClosed',
                'The store is closed now and no time is chosen: the customer is asked to schedule.',
              ),
              refuse(
                'hasNoPayment',
                'paymentMissing',
                'No method chosen or none offered: "Payment method is required".',
              ),
              refuse(
                'lacksPrescription',
                'prescriptionMissing',
                'A prescription line without an image: "Please upload your prescription image."',
              ),
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
          description:
            'order/place is under way; Place Order shows a spinner and further presses are ignored (one request).',
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
                      paymentReference: event.output.paymentReference ?? null,
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
                      offlineMethodId: context.draft.payment?.offlineMethodId ?? null,
                    }),
                  },
                ],
                description:
                  "The order is placed: the cart is emptied and the order-placed page opens; paid by one of the business's offline methods, it names that method, whose details the order's page then asks for.",
              },
            ],
            onError: [
              serverRefusal(
                'refusedTime',
                'order_time: the store is closed at that time, or the slot has passed; the customer picks another time.',
              ),
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
      description:
        'acc §9 coupons: applied by a tap or a typed code, checked by the server and against the minimum purchase.',
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
            'checkout.coupon.restore': {
              guard: 'hasKeptCoupon',
              target: 'applying',
              actions: 'startCoupon',
              description:
                'Back at checkout (a reload, the payment page) with a coupon kept from before: it is checked again, as a typed code would be.',
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
              storeId:
                event.type === 'checkout.coupon.apply' || event.type === 'checkout.coupon.restore' ? event.storeId : 0,
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
              description:
                "The server's 404 / 406 / 407 / 403 answer, in clear words; a kept coupon that no longer applies says so first.",
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

/** The server refused order/place: back to the form, which stays as it was. */
function serverRefusal<G extends string>(guard: G, description: string) {
  return { guard, target: 'editing' as const, actions: 'noteRefusal' as const, description };
}
