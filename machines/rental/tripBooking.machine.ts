import { assign, fromPromise, setup } from 'xstate';
import { bookingProblem, bookingRefusal, type BookingForm, type BookingProblem, type BookingRefusal, type PaymentMethod, type RentalRefusal } from '../../src/domain/rental';

export type TripBookingMessage = BookingProblem | BookingRefusal | 'trip.booked' | 'trip.paid';

export interface TripBookingInput {
  guest: boolean;
  /** Paying a trip booked earlier (my trips): starts at the payment choice. */
  tripId?: number | null;
}

export interface TripBookingContext {
  guest: boolean;
  tripId: number | null;
  /** The refusal of the last booking, in clear words (a message id), or null. */
  refusal: BookingRefusal | null;
}

export type TripBookingEvent =
  | { type: 'trip.book'; form: BookingForm; now: Date }
  | { type: 'trip.pay'; method: PaymentMethod }
  /** Pay later: the trip stays unpaid and can be paid from my trips. */
  | { type: 'trip.pay.later' };

export const tripBookingMachine = setup({
  types: {
    context: {} as TripBookingContext,
    events: {} as TripBookingEvent,
    input: {} as TripBookingInput,
  },
  actors: {
    /** Edge: POST rental/user/trip/trip-booking with the server-priced fare; answers the bare trip id. Rejects with a RentalRefusal. */
    bookTrip: fromPromise<number, { form: BookingForm }>(async () => 0),
    /** Edge: POST rental/user/trip/payment; digital payment answers the payment page's address. */
    payTrip: fromPromise<{ redirect: string | null; message: string | null }, { tripId: number; method: PaymentMethod }>(async () => ({ redirect: null, message: null })),
  },
  guards: {
    hasTrip: ({ context }) => context.tripId !== null,
    formIncomplete: ({ context, event }) => event.type === 'trip.book' && bookingProblem(event.form, context.guest, event.now) !== null,
    isRedirect: ({ event }) => 'output' in event && typeof (event.output as { redirect?: unknown })?.redirect === 'string',
    isKnownRefusal: ({ event }) => 'error' in event && bookingRefusal((event.error as RentalRefusal | undefined)?.code ?? null) !== null,
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
      refusal: ({ event }) => ('error' in event ? bookingRefusal((event.error as RentalRefusal | undefined)?.code ?? null) : null),
    }),
    forgetRefusal: assign({ refusal: null }),
  },
}).createMachine({
  id: 'tripBooking',
  description:
    'issue 16 Trip checkout and booking (api2 §11): the rental cart is booked as a trip at the fare the server prices (now or scheduled, a note, a contact for guests); then the trip is paid: cash, wallet, partial, or digital through the payment page and back. Every refusal code of the API reads in clear words.',
  context: ({ input }) => ({
    guest: input.guest,
    tripId: input.tripId ?? null,
    refusal: null,
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
      },
    },
    booking: {
      description: 'trip-booking runs; the server books its own cart and answers the trip id.',
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ event }) => (event.type === 'trip.book' ? { form: event.form } : (undefined as never)),
        onDone: {
          target: 'choosingPayment',
          actions: ['rememberTrip', { type: 'notify', params: { kind: 'success', id: 'trip.booked' } }],
        },
        onError: [
          {
            guard: 'isKnownRefusal',
            target: 'editing',
            actions: [
              'rememberRefusal',
              {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'error',
                  id: bookingRefusal((event.error as RentalRefusal).code)!,
                }),
              },
            ],
            description: 'Codes cart, provider, Zone, schedule_at, trip_time, coupon: said in clear words.',
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
      description: 'The trip is booked and unpaid: cash, wallet, partial or digital payment.',
      on: {
        'trip.pay': { target: 'paying' },
        'trip.pay.later': { target: 'placed' },
      },
    },
    paying: {
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
