import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { checkoutFactsMachine, type CheckoutFactsContext } from '../../machines/checkout/checkout.facts.config';
import type { CouponFact, Point } from '../../machines/checkout/checkout.facts';
import type { CheckoutZone } from '../../src/domain/checkoutFacts';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations } from '../tools/expectations';

const address = {
  address_type: 'home',
  address: 'Road 27, Dhanmondi',
  latitude: '23.75',
  longitude: '90.36',
  contact_person_name: 'Rina',
  contact_person_number: '+8801711111111',
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('checkout facts machine', () => {
  const store = { lat: '23.7461', lng: '90.3742' };
  function gather() {
    const asked: string[] = [];
    const actor = createActor(
      checkoutFactsMachine.provide({
        actors: {
          zoneFacts: fromPromise<CheckoutZone[], Point>(async ({ input }) => {
            asked.push(`zone ${input.lat}`);
            return [{ id: 1 }];
          }),
          distanceFacts: fromPromise<unknown, { from: Point; to: Point }>(async ({ input }) => {
            asked.push(`distance ${input.from.lat} → ${input.to.lat}`);
            return { value: 2.4 };
          }),
          tipFacts: fromPromise<number | null, void>(async () => 20),
          couponFacts: fromPromise<CouponFact[], { signedIn: boolean }>(async ({ input }) =>
            input.signedIn ? [{ id: 1, code: 'WELCOME10' } as CouponFact] : [],
          ),
        },
      }),
      { input: { storeAt: store, signedIn: true, draft: { orderType: 'delivery', address: null } } },
    ).start();
    return { actor, asked, gathered: () => actor.getSnapshot().context.gathered };
  }

  it('Checkout: a delivery asks the zone at the store until the address comes, then at the address with the distance from the store', async () => {
    const g = gather();
    await tick();
    expect(g.asked).toEqual(['zone 23.7461']);
    expect(g.gathered()).toMatchObject({
      mostTip: 20,
      coupons: [{ code: 'WELCOME10' }],
      zoneData: [{ id: 1 }],
      route: null,
    });
    g.actor.send({ type: 'facts.draft', draft: { orderType: 'delivery', address } });
    // Until the answers come the zone and the distance are unknown: Place Order waits.
    expect(g.gathered().zoneData).toBeUndefined();
    expect(g.gathered().distance).toBeUndefined();
    await tick();
    expect(g.asked).toEqual(['zone 23.7461', 'zone 23.75', 'distance 23.7461 → 23.75']);
    expect(g.gathered()).toMatchObject({ zoneData: [{ id: 1 }], distance: { value: 2.4 } });
  });

  it('Checkout: the same point asks nothing again; take-away asks the zone at the store and no distance', async () => {
    const g = gather();
    g.actor.send({ type: 'facts.draft', draft: { orderType: 'delivery', address } });
    await tick();
    g.actor.send({ type: 'facts.draft', draft: { orderType: 'delivery', address: { ...address } } });
    g.actor.send({ type: 'facts.draft', draft: { orderType: 'take_away', address } });
    await tick();
    expect(g.asked).toEqual(['zone 23.7461', 'zone 23.75', 'distance 23.7461 → 23.75', 'zone 23.7461']);
    expect(g.gathered()).toMatchObject({ route: null, zoneAt: store });
  });

  it('Checkout facts: every state a path reaches holds what the spec says, and the paths take every transition', () => {
    const entry = catalog.checkoutFacts!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
    const expectations: Expectations<CheckoutFactsContext> = {
      '': {
        sees: 'The checkout with what is known of the zone, the distance, the tip most given and the coupons',
        check: (v) => {
          // A lost answer leaves the fact as the page has it without: no zone covers the address, no distance.
          if (v.event?.type.startsWith('xstate.error.actor.zoneFacts')) expect(v.context.gathered.zoneData).toEqual([]);
          if (v.event?.type.startsWith('xstate.error.actor.distanceFacts'))
            expect(v.context.gathered.distance).toBeNull();
        },
      },
    };
    expectStates(catalog.checkoutFacts!, expectations);
  });
});
