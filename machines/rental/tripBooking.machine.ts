import { assertEvent } from 'xstate';
import { bookingProblem } from '../../src/domain/rental';
import { tripBookingSetup } from './tripBooking.setup';

export type { TripBookingContext, TripBookingEvent, TripBookingInput, TripBookingMessage } from './tripBooking.types';

export const tripBookingMachine = tripBookingSetup.createMachine({
  id: 'tripBooking',
  description:
    'Trip checkout and booking (api2 §11): the rental cart is booked as a trip at the fare the server prices (now or scheduled, a note, a contact for guests, a coupon for signed-in customers); then the trip is paid: cash, wallet, partial, or digital through the payment page and back. Every refusal code of the API reads in clear words.',
  context: ({ input }) => ({
    guest: input.guest,
    tripId: input.tripId ?? null,
    refusal: null,
    coupon: null,
    couponRequest: null,
    couponProblem: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Booking the cart, or paying a trip booked earlier.',
      always: [{ guard: 'hasTrip', target: 'choosingPayment' }, { target: 'editing' }],
    },
    editing: {
      description: 'The checkout: fare, now or scheduled, note, guest contact.',
      on: {
        'trip.book': [
          {
            guard: 'formIncomplete',
            actions: {
              type: 'notify',
              params: ({ context, event }) => ({
                kind: 'error',
                id: bookingProblem(event.form, context.guest, event.now)!,
              }),
            },
            description: 'Guests without a contact, a scheduled trip without a (future) time: nothing is sent.',
          },
          { target: 'booking', actions: 'forgetRefusal' },
        ],
        'trip.coupon.apply': {
          guard: 'canApplyCoupon',
          target: 'applyingCoupon',
          actions: 'startCoupon',
          description:
            'A signed-in customer applies a coupon code (it replaces the applied one; a refused one leaves none).',
        },
        'trip.coupon.remove': { actions: 'dropCoupon', description: 'The coupon leaves the fare.' },
      },
    },
    applyingCoupon: {
      tags: ['applying'],
      description: 'coupon/apply checks the code for this provider; the fare then shows its discount.',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({
          code: context.couponRequest?.code ?? '',
          providerId: context.couponRequest?.providerId ?? 0,
        }),
        onDone: [
          {
            guard: 'couponNotUsable',
            target: 'editing',
            actions: 'couponUnusable',
            description: "Below its minimum trip amount, another provider's, or a free-delivery coupon: said in words.",
          },
          { target: 'editing', actions: 'keepCoupon' },
        ],
        onError: {
          target: 'editing',
          actions: 'couponRefused',
          description: "The server's 404 / 406 / 407 / 403 answer, in clear words.",
        },
      },
    },
    booking: {
      tags: ['busy'],
      description: 'trip-booking runs; the server books its own cart and answers the trip id.',
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context, event }) => {
          assertEvent(event, 'trip.book');
          return { form: event.form, coupon: context.coupon };
        },
        onDone: {
          target: 'choosingPayment',
          actions: ['rememberTrip', { type: 'notify', params: { kind: 'success', id: 'trip.booked' } }],
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: { id: 'trip.cart' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.cart' } },
            ],
            description: 'Code cart: the cart changed or is empty (said in clear words).',
          },
          {
            guard: { type: 'isRefusal', params: { id: 'trip.provider' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.provider' } },
            ],
            description: 'Code provider: the provider cannot take the trip (said in clear words).',
          },
          {
            guard: { type: 'isRefusal', params: { id: 'trip.zone' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.zone' } },
            ],
            description: 'Code Zone: the pickup is outside the zone (said in clear words).',
          },
          {
            guard: { type: 'isRefusal', params: { id: 'trip.scheduleAt' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.scheduleAt' } },
            ],
            description: 'Code schedule_at: the pickup time is refused (said in clear words).',
          },
          {
            guard: { type: 'isRefusal', params: { id: 'trip.tripTime' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.tripTime' } },
            ],
            description: 'Code trip_time: the trip time is refused (said in clear words).',
          },
          {
            guard: { type: 'isRefusal', params: { id: 'trip.coupon' } },
            target: 'editing',
            actions: [
              'rememberRefusal',
              'dropRefusedCoupon',
              { type: 'notify', params: { kind: 'error', id: 'trip.coupon' } },
            ],
            description:
              'Code coupon: the coupon is refused, so the trip can be booked without it (said in clear words).',
          },
          {
            target: 'editing',
            actions: {
              type: 'showRefusal',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    choosingPayment: {
      tags: ['booked'],
      description: 'The trip is booked and unpaid: cash, wallet, partial or digital payment.',
      on: {
        'trip.pay': { target: 'paying' },
        'trip.pay.later': { target: 'placed' },
      },
    },
    paying: {
      tags: ['booked', 'paying'],
      description: 'trip/payment runs.',
      invoke: {
        id: 'payTrip',
        src: 'payTrip',
        input: ({ context, event }) => ({
          tripId: context.tripId!,
          method: event.type === 'trip.pay' ? event.method : 'cash_payment',
        }),
        onDone: [
          {
            guard: 'isRedirect',
            target: 'redirecting',
            actions: {
              type: 'openPaymentPage',
              params: ({ event }) => ({ url: event.output.redirect! }),
            },
          },
          {
            target: 'placed',
            actions: {
              type: 'notify',
              params: { kind: 'success', id: 'trip.paid' },
            },
          },
        ],
        onError: {
          target: 'choosingPayment',
          actions: {
            type: 'showRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
          description: 'E.g. "Insufficient wallet balance": another method can be chosen.',
        },
      },
    },
    redirecting: {
      tags: ['booked', 'paying'],
      description: 'The payment page is open; it comes back to the trip-placed page with success or fail.',
      type: 'final',
    },
    placed: {
      description: 'The trip-placed page.',
      type: 'final',
      entry: {
        type: 'showPlaced',
        params: ({ context }) => ({ tripId: context.tripId! }),
      },
    },
  },
});
