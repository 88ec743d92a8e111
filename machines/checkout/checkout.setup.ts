import { assign, fromPromise, sendTo, setup, stateIn } from 'xstate';

import { preselectPayment } from '../../src/domain/payment';
import {
  belowCouponMinimum,
  otherThanCash,
  PLACE_CHECKS,
  refusalOf,
  type AppliedCoupon,
  type PlacedOrder,
  type PlaceProblem,
} from './checkout.rules';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceRequest } from './checkout.types';
import { doneOutput } from '../output';
import { checkoutFactsMachine } from './checkout.facts.config';

export type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceRequest } from './checkout.types';

export type PlaceEvent = Extract<CheckoutEvent, { type: 'checkout.place' }>;
export const blocks = (problem: PlaceProblem) => {
  const check = PLACE_CHECKS.find((c) => c.problem === problem)!;
  return ({ context, event }: { context: CheckoutContext; event: CheckoutEvent }) =>
    event.type === 'checkout.place' && check.blocks(context.draft, event.facts);
};
/** The server's refusal by its code (api §3.7), for the refusals the page explains in its own words. */
export const refusedWith =
  (...codes: string[]) =>
  ({ event }: { event: CheckoutEvent }) =>
    codes.includes(refusalOf((event as { error?: unknown }).error).code ?? '');

/** The checkout statechart's vocabulary (types, actors, guards, actions); checkout.machine.ts draws its states. */
export const checkoutSetup = setup({
  types: {
    tags: {} as 'applying' | 'placing',
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    children: {} as { checkoutFacts: 'checkoutFacts' },
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
    /** The facts the checkout gathers (checkout.facts.config.ts); the edge provides their answers. */
    checkoutFacts: checkoutFactsMachine,
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
    /** The offered methods leave the chosen one (or the lack of one) as it is: nothing to change, no new snapshot to draw. */
    keepsPayment: ({ context, event }) =>
      event.type === 'checkout.payment.offered' &&
      preselectPayment(context.draft.payment, event.offered) === context.draft.payment,
    payingDigitally: ({ context }) => context.draft.payment?.method === 'digital_payment',
    hasKeptCoupon: ({ event }) => event.type === 'checkout.coupon.restore' && event.code.trim() !== '',
    couponBelowMinimum: ({ context, event }) =>
      'output' in event &&
      !!context.couponRequest &&
      belowCouponMinimum(event.output as AppliedCoupon, context.couponRequest.amount),
  },
  actions: {
    setOrderType: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.orderType.set' ? { ...context.draft, orderType: event.orderType } : context.draft,
      problem: null,
    }),
    setPayment: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.payment.set' ? { ...context.draft, payment: event.payment } : context.draft,
      problem: null,
    }),
    /** Keep the customer's method while it is offered, else the first one offered (src/domain/payment). */
    /** Taken only when the method changes (guard keepsPayment). */
    preselectPayment: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'checkout.payment.offered') return context.draft;
        const payment = preselectPayment(context.draft.payment, event.offered);
        return { ...context.draft, payment, partialWallet: payment ? context.draft.partialWallet : false };
      },
    }),
    setFields: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.field.set' ? { ...context.draft, ...event.patch } : context.draft,
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
      couponRequest: ({ event }) => {
        if (event.type === 'checkout.coupon.apply') return { code: event.code.trim(), amount: event.amount };
        return event.type === 'checkout.coupon.restore'
          ? { code: event.code.trim(), amount: event.amount, kept: true }
          : null;
      },
      couponProblem: null,
    }),
    keepCoupon: assign(({ context, event }) => {
      const coupon = doneOutput<AppliedCoupon>(event);
      return { coupon, couponRequest: null, draft: { ...context.draft, couponCode: coupon.code } };
    }),
    couponMinimum: assign(({ context, event }) => ({
      couponProblem: {
        kind: 'minimum' as const,
        min: Number(doneOutput<AppliedCoupon>(event).min_purchase),
        ...lapsedOf(context),
      },
      coupon: null,
      couponRequest: null,
      draft: { ...context.draft, couponCode: null },
    })),
    couponRefused: assign(({ context, event }) => ({
      couponProblem: {
        kind: 'server' as const,
        refusal: refusalOf((event as { error?: unknown }).error),
        ...lapsedOf(context),
      },
      coupon: null,
      couponRequest: null,
      draft: { ...context.draft, couponCode: null },
    })),
    /**
     * Tells the facts machine (checkout.facts.config.ts) the draft after a change. Found by its system id,
     * which a state graph's explorer (xstate/graph, tests/tools/model.ts) does not hold: there the message
     * goes nowhere, as the form's states do not depend on the answers.
     */
    tellFacts: sendTo(
      ({ system }) => system.get('checkoutFacts'),
      ({ context }) => ({
        type: 'facts.draft' as const,
        draft: { orderType: context.draft.orderType, address: context.draft.address },
      }),
    ),
    dropCoupon: assign(({ context }) => ({
      coupon: null,
      couponProblem: null,
      draft: { ...context.draft, couponCode: null },
    })),
    /** Edge: empty the cart on the device (the server emptied its own) or forget the buy-now item. */
    clearCart: () => {},
    /** Edge: go to the payment page the API gives for the order (platform-api §3.7 payment-mobile). */
    goToPayment: (
      _,
      _params: {
        orderId: number;
        gateway: string | null;
        contactNumber: string | null;
        paymentReference: string | null;
      },
    ) => {},
    /** Edge: go to /order-placed?order_id=…[&offline_method=…] */
    showPlaced: (_, _params: { orderId: number; contactNumber: string | null; offlineMethodId?: number | null }) => {},
  },
});

/** A refused coupon that was kept from an earlier visit: its code, so the page says it no longer applies. */
function lapsedOf(context: CheckoutContext): { lapsed?: string } {
  return context.couponRequest?.kept ? { lapsed: context.couponRequest.code } : {};
}

function noteProblem(id: PlaceProblem) {
  return assign<CheckoutContext, CheckoutEvent, undefined, CheckoutEvent, never>({
    problem: id,
    refusal: null,
    codLimit: null,
    switchedTo: null,
  });
}
