import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { tripProblem, type RentalRefusal, type TripDraft, type TripProblem } from '../../src/domain/rental';

export type RentalCartMessage =
  TripProblem | 'rental.added' | 'rental.tripUpdated' | 'rental.lineRemoved' | 'rental.cleared' | 'rental.unsupported';

export interface RentalCartContext {
  /** The cart ids of the lines that do not support the rental type last asked for (update-user-data's 403). */
  unsupported: number[];
}

export type RentalCartEvent =
  /** "Add to cart" on a vehicle: the vehicle, how many, and the trip data it is booked with. */
  | {
      type: 'rental.add';
      vehicleId: number;
      quantity: number;
      trip: TripDraft;
      now: Date;
    }
  /** The trip data shared by every line (pickup, destination, time, rental type…); `userDataId` is the server's. */
  | {
      type: 'rental.trip.update';
      userDataId: number;
      trip: TripDraft;
      now: Date;
    }
  | { type: 'rental.line.quantity'; cartId: number; quantity: number }
  | { type: 'rental.line.remove'; cartId: number }
  | { type: 'rental.clear' }
  | { type: 'rental.clear.confirm' }
  | { type: 'rental.clear.cancel' }
  /** The customer saw which lines do not fit the new rental type. */
  | { type: 'rental.unsupported.dismiss' };

type Call = { cartId: number; quantity?: number };

export const rentalCartMachine = setup({
  types: {
    tags: {} as 'adding' | 'busy' | 'confirming',
    context: {} as RentalCartContext,
    events: {} as RentalCartEvent,
  },
  actors: {
    /** Edge: POST rental/user/cart/add-to-cart; rejects with a RentalRefusal (code `cart_item`…). */
    addVehicle: fromPromise<void, { vehicleId: number; quantity: number; trip: TripDraft }>(async () => {}),
    /** Edge: PUT rental/user/cart/update-user-data/{id}; rejects with a RentalRefusal with `cartIds` for unsupported lines. */
    updateTrip: fromPromise<void, { userDataId: number; trip: TripDraft }>(async () => {}),
    /** Edge: PUT rental/user/cart/update-cart. */
    updateLine: fromPromise<void, Call>(async () => {}),
    /** Edge: DELETE rental/user/cart/remove-vehicle/{cart_id}. */
    removeLine: fromPromise<void, Call>(async () => {}),
    /** Edge: DELETE rental/user/cart/remove-cart. */
    clearCart: fromPromise<void, Record<string, never>>(async () => {}),
  },
  guards: {
    tripIncomplete: ({ event }) =>
      (event.type === 'rental.add' || event.type === 'rental.trip.update') &&
      tripProblem(event.trip, event.now) !== null,
    hasUnsupportedLines: ({ event }) =>
      'error' in event && ((event.error as RentalRefusal | undefined)?.cartIds?.length ?? 0) > 0,
  },
  actions: {
    /** Edge: toast a message id (translated by the view layer's catalogue). */
    notify: (_, _params: { kind: 'success' | 'error' | 'info'; id: RentalCartMessage }) => {},
    /** Edge: toast the server's messages (e.g. "This provider does not serve the pickup location"). */
    showRefusal: (_, _params: { error: unknown }) => {},
    /** Edge: open the rental cart drawer after an add. */
    openCart: () => {},
    rememberUnsupported: assign({
      unsupported: ({ event }) => ('error' in event ? ((event.error as RentalRefusal).cartIds ?? []) : []),
    }),
    forgetUnsupported: assign({ unsupported: [] }),
  },
}).createMachine({
  id: 'rentalCart',
  description:
    "Rental cart (api2 §11): vehicles are added with the trip data shared by every line — pickup inside the provider's pickup zones (else the server's message), destination, pickup time, hourly (hours) or distance-wise (km, hours) — lines change quantity or go, the trip data changes for all lines at once (lines that do not support a new rental type are named), and the cart can be cleared.",
  context: { unsupported: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The cart drawer and the vehicle pages are ready.',
      on: {
        'rental.add': [
          {
            guard: 'tripIncomplete',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                id: tripProblem(event.trip, event.now)!,
              }),
            },
            description: 'A trip without pickup location, hours or distance, or with a past pickup time, is not sent.',
          },
          { target: 'adding' },
        ],
        'rental.trip.update': [
          {
            guard: 'tripIncomplete',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                id: tripProblem(event.trip, event.now)!,
              }),
            },
          },
          { target: 'updatingTrip', actions: 'forgetUnsupported' },
        ],
        'rental.line.quantity': { target: 'updatingLine' },
        'rental.line.remove': { target: 'removingLine' },
        'rental.clear': { target: 'confirmingClear' },
        'rental.unsupported.dismiss': { actions: 'forgetUnsupported' },
      },
    },
    adding: {
      tags: ['busy', 'adding'],
      description:
        "add-to-cart runs; the server checks the pickup zone, the provider's hours, the rental type and the quantity free.",
      invoke: {
        id: 'addVehicle',
        src: 'addVehicle',
        input: ({ event }) => {
          assertEvent(event, 'rental.add');
          return { vehicleId: event.vehicleId, quantity: event.quantity, trip: event.trip };
        },
        onDone: {
          target: 'idle',
          actions: [{ type: 'notify', params: { kind: 'success', id: 'rental.added' } }, 'openCart'],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
          description: "The server's refusal, e.g. the pickup location outside the provider's pickup zones.",
        },
      },
    },
    updatingTrip: {
      tags: ['busy'],
      description: 'update-user-data runs for every line at once.',
      invoke: {
        id: 'updateTrip',
        src: 'updateTrip',
        input: ({ event }) => {
          assertEvent(event, 'rental.trip.update');
          return { userDataId: event.userDataId, trip: event.trip };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: { kind: 'success', id: 'rental.tripUpdated' },
          },
        },
        onError: [
          {
            guard: 'hasUnsupportedLines',
            target: 'idle',
            actions: [
              'rememberUnsupported',
              {
                type: 'notify',
                params: { kind: 'error', id: 'rental.unsupported' },
              },
            ],
            description: 'Some lines do not offer the new rental type: they are named, the trip stays as it was.',
          },
          {
            target: 'idle',
            actions: {
              type: 'showRefusal',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    updatingLine: {
      tags: ['busy'],
      description: "update-cart changes one line's quantity (the server caps it at the vehicles free).",
      invoke: {
        id: 'updateLine',
        src: 'updateLine',
        input: ({ event }) => {
          assertEvent(event, 'rental.line.quantity');
          return { cartId: event.cartId, quantity: event.quantity };
        },
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: {
            type: 'showRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    removingLine: {
      tags: ['busy'],
      description: 'remove-vehicle takes one line out.',
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ event }) => {
          assertEvent(event, 'rental.line.remove');
          return { cartId: event.cartId };
        },
        onDone: {
          target: 'idle',
          actions: [
            'forgetUnsupported',
            {
              type: 'notify',
              params: { kind: 'success', id: 'rental.lineRemoved' },
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    confirmingClear: {
      tags: ['confirming'],
      description: 'Asks before the whole rental cart goes.',
      on: {
        'rental.clear.confirm': { target: 'clearing' },
        'rental.clear.cancel': { target: 'idle' },
      },
    },
    clearing: {
      tags: ['busy'],
      description: 'remove-cart empties the rental cart and its trip data.',
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        input: () => ({}),
        onDone: {
          target: 'idle',
          actions: [
            'forgetUnsupported',
            {
              type: 'notify',
              params: { kind: 'success', id: 'rental.cleared' },
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
  },
});
