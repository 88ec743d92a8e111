import { assign, setup } from 'xstate';
import type { CheckoutDraft } from '../../src/domain/checkoutDraft';
import type { CheckoutZone } from '../../src/domain/checkoutFacts';
import { factActors, factsToAsk, noFacts, type GatheredFacts, type Point } from './checkout.facts';

export { noFacts } from './checkout.facts';

/** What of the draft moves the facts: the order type and the address. */
export type FactsDraft = Pick<CheckoutDraft, 'orderType' | 'address'>;

export interface CheckoutFactsContext {
  storeAt: Point | null;
  signedIn: boolean;
  draft: FactsDraft;
  gathered: GatheredFacts;
}

const factsSetup = setup({
  types: {
    context: {} as CheckoutFactsContext,
    input: {} as { storeAt: Point | null; signedIn: boolean; draft: FactsDraft },
    events: {} as
      | { type: 'facts.draft'; draft: FactsDraft }
      /** The zone and distance answers: their actors are started as the draft moves them. */
      | { type: 'xstate.done.actor.zoneFacts'; output: CheckoutZone[] }
      | { type: 'xstate.error.actor.zoneFacts'; error: unknown }
      | { type: 'xstate.done.actor.distanceFacts'; output: unknown }
      | { type: 'xstate.error.actor.distanceFacts'; error: unknown },
  },
  actors: factActors,
  actions: {
    keepFact: assign(({ context }, fact: Partial<GatheredFacts>) => ({ gathered: { ...context.gathered, ...fact } })),
    keepDraft: assign(({ context, event }) => ({ draft: event.type === 'facts.draft' ? event.draft : context.draft })),
  },
});

/**
 * The zone and the distance follow the draft: asked again (the earlier question dropped) when the order type
 * or the address moves the point; until the answer comes they are unknown, and Place Order waits.
 */
const askFacts = factsSetup.enqueueActions(({ context, enqueue }) => {
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
 * The facts the checkout gathers itself (checkout.facts.ts): the tip and the coupons once, the zone and the
 * distance whenever the draft moves them. A lost answer leaves the fact as the page had it without (no zone:
 * nothing covers the address; no distance: the straight-line estimate). Its own machine beside the checkout
 * statechart, which tells it the draft: the answers do not change what the form does, so they do not
 * multiply its states, and it is explored alone.
 */
export const checkoutFactsMachine = factsSetup.createMachine({
  id: 'checkoutFacts',
  description:
    'Checkout facts: the zones at the address, the distance from the store, the tip most given and the coupons, asked as the draft moves them.',
  context: ({ input }) => ({ ...input, gathered: noFacts }),
  entry: askFacts,
  invoke: [
    {
      id: 'tipFacts',
      src: 'tipFacts',
      onDone: { actions: { type: 'keepFact', params: ({ event }) => ({ mostTip: event.output }) } },
      onError: {
        actions: { type: 'keepFact', params: () => ({ mostTip: null }) },
        description: 'No most-given tip: the tip choices show none.',
      },
    },
    {
      id: 'couponFacts',
      src: 'couponFacts',
      input: ({ context }) => ({ signedIn: context.signedIn }),
      onDone: { actions: { type: 'keepFact', params: ({ event }) => ({ coupons: event.output }) } },
      onError: {
        actions: { type: 'keepFact', params: () => ({ coupons: [] }) },
        description: 'No coupon list: a code can still be typed.',
      },
    },
  ],
  on: {
    'facts.draft': { actions: ['keepDraft', askFacts], description: 'The order type or the address changed.' },
    'xstate.done.actor.zoneFacts': {
      actions: { type: 'keepFact', params: ({ event }) => ({ zoneData: event.output }) },
    },
    'xstate.error.actor.zoneFacts': { actions: { type: 'keepFact', params: () => ({ zoneData: [] }) } },
    'xstate.done.actor.distanceFacts': {
      actions: { type: 'keepFact', params: ({ event }) => ({ distance: event.output ?? null }) },
    },
    'xstate.error.actor.distanceFacts': { actions: { type: 'keepFact', params: () => ({ distance: null }) } },
  },
});
