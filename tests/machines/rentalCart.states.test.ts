import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { RentalCartContext } from '../../machines/rental/rentalCart.machine';
import {
  expectStates,
  stepActions as named,
  callInput,
  notifiedIds as toasts,
  type Expectations,
} from '../tools/expectations';

/** What each finished call says in the drawer (api2 §11 and the rental cart's messages). */
const SAID_ON_DONE: Record<string, string[]> = {
  'xstate.done.actor.addVehicle': ['rental.added'],
  'xstate.done.actor.updateTrip': ['rental.tripUpdated'],
  'xstate.done.actor.updateLine': [],
  'xstate.done.actor.removeLine': ['rental.lineRemoved'],
  'xstate.done.actor.clearCart': ['rental.cleared'],
};

const expectations: Expectations<RentalCartContext> = {
  idle: {
    sees: 'the rental cart drawer and the vehicle pages, ready',
    tags: [],
    check: (v) => {
      const e = v.event?.type ?? '';
      if (e in SAID_ON_DONE) expect(toasts(v)).toEqual(SAID_ON_DONE[e]);
      // An add opens the drawer on the vehicle just added.
      if (e === 'xstate.done.actor.addVehicle') expect(named(v)).toEqual(['notify', 'openCart']);
      if (e === 'rental.add' || e === 'rental.trip.update') {
        // A trip without pickup, hours or distance, or in the past, is refused before any call, with its reason.
        expect(toasts(v)).toHaveLength(1);
        expect(v.step.effects.some((x) => x.kind === 'call')).toBe(false);
      }
      if (e.startsWith('xstate.error.actor.')) {
        // Lines that do not offer a new rental type are named; any other refusal is the server's own words.
        const unsupported = v.event!.error?.cartIds ?? [];
        if (e === 'xstate.error.actor.updateTrip' && unsupported.length)
          expect([toasts(v), v.context.unsupported]).toEqual([['rental.unsupported'], unsupported]);
        else expect(named(v)).toEqual(['showRefusal']);
      }
      if (e === 'rental.clear.cancel') expect(named(v)).toEqual([]);
      if (e === 'xstate.done.actor.removeLine' || e === 'xstate.done.actor.clearCart')
        expect(v.context.unsupported).toEqual([]);
    },
  },
  adding: {
    sees: 'Add to cart busy while the server checks the pickup zone, hours, rental type and vehicles free',
    tags: ['adding', 'busy'],
    calls: ['addVehicle'],
    check: (v) => {
      const e = v.event!;
      expect(callInput(v)).toEqual({ vehicleId: e.vehicleId, quantity: e.quantity, trip: e.trip });
    },
  },
  updatingTrip: {
    sees: 'the trip data changing for every line at once',
    tags: ['busy'],
    calls: ['updateTrip'],
    context: { unsupported: [] },
    check: (v) => {
      const e = v.event!;
      expect(callInput(v)).toEqual({ userDataId: e.userDataId, trip: e.trip });
    },
  },
  updatingLine: {
    sees: "one line's quantity changing",
    tags: ['busy'],
    calls: ['updateLine'],
    check: (v) => {
      const e = v.event!;
      expect(callInput(v)).toEqual({ cartId: e.cartId, quantity: e.quantity });
    },
  },
  removingLine: {
    sees: 'one line being taken out',
    tags: ['busy'],
    calls: ['removeLine'],
    check: (v) => expect(callInput(v)).toEqual({ cartId: v.event!.cartId }),
  },
  confirmingClear: {
    sees: 'the question before the whole rental cart goes',
    tags: ['confirming'],
    check: (v) => expect(v.step.effects.some((x) => x.kind === 'call')).toBe(false),
  },
  clearing: { sees: 'the rental cart and its trip data being emptied', tags: ['busy'], calls: ['clearCart'] },
};

describe('rental cart machine, state by state', () => {
  it('api2 §11 Rental cart: every state a path reaches holds what the platform does', { timeout: 120_000 }, () => {
    expectStates(catalog.rentalCart!, expectations);
  });
});
