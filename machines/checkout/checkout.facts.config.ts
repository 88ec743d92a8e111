import { checkoutSetup } from './checkout.setup';
import { factsToAsk } from './checkout.facts';

export { noFacts } from './checkout.facts';

/**
 * The zone and the distance follow the draft: asked again (the earlier question dropped) when the order type
 * or the address moves the point; until the answer comes they are unknown, and Place Order waits.
 */
export const askFacts = checkoutSetup.enqueueActions(({ context, enqueue }) => {
  const ask = factsToAsk(context.storeAt, context.draft, context.gathered);
  if (ask.zoneMoved) {
    enqueue.stopChild('zoneFacts');
    enqueue.assign({ gathered: { ...context.gathered, zoneAt: ask.zoneAt, zoneData: ask.zoneAt ? undefined : [] } });
    if (ask.zoneAt) enqueue.spawnChild('zoneFacts', { id: 'zoneFacts', input: ask.zoneAt });
  }
  if (ask.routeMoved) {
    enqueue.stopChild('distanceFacts');
    enqueue.assign(({ context: c }) => ({ gathered: { ...c.gathered, route: ask.route, distance: undefined } }));
    if (ask.route) enqueue.spawnChild('distanceFacts', { id: 'distanceFacts', input: ask.route });
  }
});

/**
 * The root of the checkout statechart gathers its facts (checkout.facts.ts): the tip and the coupons once,
 * the zone and the distance whenever the draft moves them (askFacts). A lost answer leaves the fact as the
 * page had it without (no zone: nothing covers the address; no distance: the straight-line estimate).
 */
export const gatherFacts = checkoutSetup.createStateConfig({
  entry: askFacts,
  invoke: [
    {
      id: 'tipFacts',
      src: 'tipFacts',
      onDone: { actions: { type: 'keepFact', params: ({ event }) => ({ mostTip: event.output }) } },
      onError: { description: 'No most-given tip: the tip choices show none.' },
    },
    {
      id: 'couponFacts',
      src: 'couponFacts',
      input: ({ context }) => ({ signedIn: context.signedIn }),
      onDone: { actions: { type: 'keepFact', params: ({ event }) => ({ coupons: event.output }) } },
      onError: { description: 'No coupon list: a code can still be typed.' },
    },
  ],
  on: {
    'xstate.done.actor.zoneFacts': { actions: { type: 'keepFact', params: ({ event }) => ({ zoneData: event.output }) } },
    'xstate.error.actor.zoneFacts': { actions: { type: 'keepFact', params: () => ({ zoneData: [] }) } },
    'xstate.done.actor.distanceFacts': { actions: { type: 'keepFact', params: ({ event }) => ({ distance: event.output ?? null }) } },
    'xstate.error.actor.distanceFacts': { actions: { type: 'keepFact', params: () => ({ distance: null }) } },
  },
});
