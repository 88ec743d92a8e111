import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { rentalCartMachine } from '../../machines/rental/rentalCart.machine';
import { catalog } from '../../machines/catalog';
import { now, pickup, trip } from '../../machines/rental/rental.samples';
import type { RentalRefusal, TripDraft } from '../../src/domain/rental';
import { coverage, modelPaths } from '../tools/model';
import { expectStates } from '../tools/expectations';
import { settle } from './rental.helpers';

/** A fake rental cart server: Uttara (lat > 23.84) is outside the provider's pickup zones; vehicle 5 is hourly only. */
function cartHarness() {
  let lines: { id: number; vehicle: number; quantity: number }[] = [];
  let type: TripDraft['rentalType'] = 'hourly';
  const effects: string[] = [];
  const refuse = (r: RentalRefusal) => {
    throw r;
  };
  const actor = createActor(
    rentalCartMachine.provide({
      actors: {
        addVehicle: fromPromise(
          async ({ input }: { input: { vehicleId: number; quantity: number; trip: TripDraft } }) => {
            if (input.trip.pickup!.lat > 23.84)
              refuse({
                code: 'cart_item',
                messages: ['This provider does not serve the pickup location'],
              });
            lines = [
              ...lines,
              {
                id: lines.length + 1,
                vehicle: input.vehicleId,
                quantity: input.quantity,
              },
            ];
            type = input.trip.rentalType;
          },
        ),
        updateTrip: fromPromise(async ({ input }: { input: { userDataId: number; trip: TripDraft } }) => {
          const bad = lines
            .filter((l) => input.trip.rentalType === 'distance_wise' && l.vehicle === 5)
            .map((l) => l.id);
          if (bad.length) refuse({ code: null, messages: [], cartIds: bad });
          type = input.trip.rentalType;
        }),
        updateLine: fromPromise(async ({ input }: { input: { cartId: number; quantity?: number } }) => {
          if ((input.quantity ?? 1) > 2)
            refuse({
              code: 'cart_item',
              messages: ['Max vehicle available quantity is 2'],
            });
          lines = lines.map((l) => (l.id === input.cartId ? { ...l, quantity: input.quantity! } : l));
        }),
        removeLine: fromPromise(async ({ input }: { input: { cartId: number } }) => {
          lines = lines.filter((l) => l.id !== input.cartId);
        }),
        clearCart: fromPromise(async () => {
          lines = [];
        }),
      },
      actions: {
        notify: (_, p) => void effects.push(p.id),
        showRefusal: (_, p) => void effects.push(`server: ${(p.error as RentalRefusal).messages.join()}`),
        openCart: () => void effects.push('open cart'),
      },
    }),
  ).start();
  return { actor, effects, lines: () => lines, type: () => type };
}

describe('rentalCart machine', () => {
  it('Rental cart: a vehicle is added with the trip data and the cart opens', async () => {
    const h = cartHarness();
    h.actor.send({ type: 'rental.add', vehicleId: 4, quantity: 1, trip, now });
    await settle();
    expect(h.lines()).toEqual([{ id: 1, vehicle: 4, quantity: 1 }]);
    expect(h.effects).toEqual(['rental.added', 'open cart']);
  });

  it("Rental: a pickup outside the provider's pickup zones shows the server's message; nothing is added", async () => {
    const h = cartHarness();
    h.actor.send({
      type: 'rental.add',
      vehicleId: 4,
      quantity: 1,
      trip: {
        ...trip,
        pickup: { lat: 23.87, lng: 90.39, location_name: 'Uttara' },
      },
      now,
    });
    await settle();
    expect(h.lines()).toEqual([]);
    expect(h.effects).toEqual(['server: This provider does not serve the pickup location']);
  });

  it('Rental: without a pickup location, hours, or with a past pickup time, nothing is sent', async () => {
    const h = cartHarness();
    h.actor.send({
      type: 'rental.add',
      vehicleId: 4,
      quantity: 1,
      trip: { ...trip, pickup: null },
      now,
    });
    h.actor.send({
      type: 'rental.add',
      vehicleId: 4,
      quantity: 1,
      trip: { ...trip, hours: 0 },
      now,
    });
    h.actor.send({
      type: 'rental.add',
      vehicleId: 4,
      quantity: 1,
      trip: { ...trip, pickupTime: '2029-12-31 09:00:00' },
      now,
    });
    h.actor.send({
      type: 'rental.add',
      vehicleId: 4,
      quantity: 1,
      trip: {
        ...trip,
        rentalType: 'distance_wise',
        destination: pickup,
        distance: 0,
      },
      now,
    });
    await settle();
    expect(h.lines()).toEqual([]);
    expect(h.effects).toEqual([
      'rental.pickupRequired',
      'rental.hoursRequired',
      'rental.pickupTimePast',
      'rental.distanceRequired',
    ]);
  });

  it('Rental: a rental type some lines do not support names those lines and keeps the trip', async () => {
    const h = cartHarness();
    h.actor.send({ type: 'rental.add', vehicleId: 4, quantity: 1, trip, now });
    await settle();
    h.actor.send({ type: 'rental.add', vehicleId: 5, quantity: 1, trip, now });
    await settle();
    h.actor.send({
      type: 'rental.trip.update',
      userDataId: 1,
      trip: {
        ...trip,
        rentalType: 'distance_wise',
        distance: 12,
        destination: pickup,
      },
      now,
    });
    await settle();
    expect(h.actor.getSnapshot().context.unsupported).toEqual([2]);
    expect(h.type()).toBe('hourly');
    expect(h.effects.at(-1)).toBe('rental.unsupported');
    // Removing the line that does not fit lets the change through.
    h.actor.send({ type: 'rental.line.remove', cartId: 2 });
    await settle();
    expect(h.actor.getSnapshot().context.unsupported).toEqual([]);
    h.actor.send({
      type: 'rental.trip.update',
      userDataId: 1,
      trip: {
        ...trip,
        rentalType: 'distance_wise',
        distance: 12,
        destination: pickup,
      },
      now,
    });
    await settle();
    expect(h.type()).toBe('distance_wise');
    expect(h.effects.at(-1)).toBe('rental.tripUpdated');
  });

  it("Rental: quantity beyond the vehicles free shows the server's message; clearing asks first", async () => {
    const h = cartHarness();
    h.actor.send({ type: 'rental.add', vehicleId: 4, quantity: 1, trip, now });
    await settle();
    h.actor.send({ type: 'rental.line.quantity', cartId: 1, quantity: 3 });
    await settle();
    expect(h.effects.at(-1)).toBe('server: Max vehicle available quantity is 2');
    h.actor.send({ type: 'rental.clear' });
    h.actor.send({ type: 'rental.clear.cancel' });
    expect(h.lines()).toHaveLength(1);
    h.actor.send({ type: 'rental.clear' });
    h.actor.send({ type: 'rental.clear.confirm' });
    await settle();
    expect(h.lines()).toEqual([]);
    expect(h.effects.at(-1)).toBe('rental.cleared');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.rentalCart!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('Rental cart model: every state a path reaches holds what the issue says', () => {
    expectStates<{ unsupported: number[] }>(catalog.rentalCart!, {
      idle: {
        sees: 'the cart drawer and vehicle pages ready',
        check: (v) => {
          if (v.event?.type === 'xstate.error.actor.updateTrip' && v.event.error.cartIds)
            expect(v.context.unsupported).toEqual(v.event.error.cartIds);
          if (v.event?.type === 'rental.clear.cancel') expect(v.from).toContain('confirmingClear');
        },
      },
      adding: {
        sees: 'add-to-cart runs',
        calls: ['addVehicle'],
        check: (v) => v.from.includes('adding') || expect(v.event?.trip.pickup).not.toBeNull(),
      },
      updatingTrip: {
        sees: 'update-user-data runs',
        calls: ['updateTrip'],
        context: { unsupported: [] },
      },
      updatingLine: { sees: 'update-cart runs', calls: ['updateLine'] },
      removingLine: { sees: 'remove-vehicle runs', calls: ['removeLine'] },
      confirmingClear: { sees: 'asks before clearing' },
      clearing: {
        sees: 'remove-cart runs',
        calls: ['clearCart'],
        check: (v) => v.from.includes('clearing') || expect(v.event?.type).toBe('rental.clear.confirm'),
      },
    });
  });
});
