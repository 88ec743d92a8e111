import { assign, fromPromise, setup } from 'xstate';
import {
  bookingProblem,
  bookingRefusal,
  tripCouponProblem,
  tripCouponRefusal,
  type BookingForm,
  type BookingRefusal,
  type RentalRefusal,
  type TripCoupon,
} from '../../src/domain/rental';
import type { TripPayment } from '../../src/domain/payment';
import type { TripBookingContext, TripBookingEvent, TripBookingInput, TripBookingMessage } from './tripBooking.types';
import { doneOutput } from '../output';

/** The trip booking statechart's vocabulary (types, actors, guards, actions); tripBooking.machine.ts draws its states. */
export const tripBookingSetup = setup({
  types: {
    tags: {} as 'applying' | 'booked' | 'busy' | 'paying',
    context: {} as TripBookingContext,
    events: {} as TripBookingEvent,
    input: {} as TripBookingInput,
  },
  actors: {
    /** Edge: POST rental/user/trip/trip-booking with the server-priced fare (and coupon_code); answers the bare trip id. Rejects with a RentalRefusal. */
    bookTrip: fromPromise<number, { form: BookingForm; coupon: TripCoupon | null }>(async () => 0),
    /** Edge: GET coupon/apply?code&store_id=<provider> (token, moduleId); rejects with { status, messages }. */
    applyCoupon: fromPromise<TripCoupon, { code: string; providerId: number }>(async () => {
      throw new Error('applyCoupon is provided at the edge');
    }),
    /** Edge: POST rental/user/trip/payment; digital payment answers the payment page's address. */
    payTrip: fromPromise<{ redirect: string | null; message: string | null }, { tripId: number; method: TripPayment }>(
      async () => ({ redirect: null, message: null }),
    ),
  },
  guards: {
    hasTrip: ({ context }) => context.tripId !== null,
    formIncomplete: ({ context, event }) =>
      event.type === 'trip.book' && bookingProblem(event.form, context.guest, event.now) !== null,
    isRedirect: ({ event }) =>
      'output' in event && typeof (event.output as { redirect?: unknown })?.redirect === 'string',
    /** trip-booking refused with this refusal's code (one guarded transition a refusal, so QA sees each). */
    isRefusal: ({ event }, params: { id: BookingRefusal }) =>
      'error' in event && bookingRefusal((event.error as RentalRefusal | undefined)?.code ?? null) === params.id,
    /** coupon/apply needs a token: guests have no coupon field. An empty code sends nothing. */
    canApplyCoupon: ({ context, event }) =>
      event.type === 'trip.coupon.apply' && !context.guest && event.code.trim() !== '',
    couponNotUsable: ({ context, event }) => {
      const r = context.couponRequest;
      return (
        'output' in event &&
        !!r &&
        tripCouponProblem(event.output as TripCoupon, r.subtotal, r.providerId, r.digits) !== null
      );
    },
  },
  actions: {
    notify: (_, _params: { kind: 'success' | 'error'; id: TripBookingMessage }) => {},
    /** Edge: toast the server's messages (unknown codes, payment refusals such as "Insufficient wallet balance"). */
    showRefusal: (_, _params: { error: unknown }) => {},
    /** Edge: the payment page; it comes back to /trip-placed. */
    openPaymentPage: (_, _params: { url: string }) => {},
    /** Edge: /trip-placed?trip_id=N (and refetch the rental cart and trips). */
    showPlaced: (_, _params: { tripId: number }) => {},
    rememberTrip: assign({
      tripId: ({ event }) => ('output' in event && typeof event.output === 'number' ? event.output : null),
    }),
    rememberRefusal: assign({
      refusal: ({ event }) =>
        'error' in event ? bookingRefusal((event.error as RentalRefusal | undefined)?.code ?? null) : null,
    }),
    forgetRefusal: assign({ refusal: null }),
    startCoupon: assign({
      couponRequest: ({ event }) =>
        event.type === 'trip.coupon.apply'
          ? { code: event.code.trim(), subtotal: event.subtotal, providerId: event.providerId, digits: event.digits }
          : null,
      couponProblem: null,
    }),
    keepCoupon: assign({
      coupon: ({ event }) => ('output' in event ? (event.output as TripCoupon) : null),
      couponRequest: null,
      couponProblem: null,
    }),
    couponUnusable: assign({
      couponProblem: ({ context, event }) => {
        const r = context.couponRequest!;
        return tripCouponProblem(doneOutput<TripCoupon>(event), r.subtotal, r.providerId, r.digits);
      },
      coupon: null,
      couponRequest: null,
    }),
    couponRefused: assign({
      couponProblem: ({ event }) => tripCouponRefusal('error' in event ? event.error : null),
      coupon: null,
      couponRequest: null,
    }),
    dropCoupon: assign({ coupon: null, couponProblem: null }),
    /** trip-booking refused the coupon (code `coupon`): it leaves the fare, so the trip can be booked without it. */
    dropRefusedCoupon: assign({
      coupon: ({ context, event }) =>
        'error' in event && (event.error as RentalRefusal | undefined)?.code === 'coupon' ? null : context.coupon,
    }),
  },
});
