import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { TrackingContext } from '../../machines/orders/tracking.machine';
import { trackingPhase, type TrackingPhase } from '../../machines/orders/tracking.facts';
import { expectStates, stepCalls as calls, type Expectations, type StepView } from '../tools/expectations';

type View = StepView<TrackingContext>;
const has = (v: View, tag: string, yes: boolean) => expect(v.tags.includes(tag)).toBe(yes);

/** The phase shown is the one the last answer says, with the facts that go with it. */
function phase(p: TrackingPhase, sees: string, courier: boolean, running: boolean) {
  return {
    sees,
    check: (v: View) => {
      if (v.context.order) expect(trackingPhase(v.context.order)).toBe(p);
      has(v, 'courier', courier);
      has(v, 'running', running);
      has(v, 'ended', !running);
      // An order that ended has no ETA; "updated N s ago" counts from the last answer.
      if (!running) expect(v.context.eta).toBeNull();
      if (v.context.order) expect(v.context.updatedAt).not.toBeNull();
    },
  };
}

/** A hidden tab, or no network, never makes a request. */
const quiet = (v: View) => expect(calls(v)).toEqual([]);

const expectations: Expectations<TrackingContext> = {
  'phase.noCourier': phase('noCourier', '"Waiting for a courier", the ETA from the store delivery time', false, true),
  'phase.assigned': phase(
    'assigned',
    'the courier\'s name "is on the way to the store", the marker on the map',
    true,
    true,
  ),
  'phase.pickedUp': phase(
    'pickedUp',
    'the courier "has your order and is on the way", the ETA from the distance left',
    true,
    true,
  ),
  'phase.near': phase('near', '"Arriving now"', true, true),
  'phase.delivered': phase('delivered', '"Delivered": no courier marker, no ETA', false, false),
  'phase.canceled': phase('canceled', 'the order canceled, nothing more to follow', false, false),
  'phase.failed': phase('failed', 'the payment failed, nothing more to follow', false, false),
  'phase.refund': phase('refund', 'a refund asked for or settled', false, false),
  'poll.starting': { sees: 'the page waits for the first load of the order; nothing polls yet', check: quiet },
  'poll.waiting': {
    sees: 'current; the next poll waits (longer while nothing moves)',
    check: (v) => {
      has(v, 'polling', true);
      expect([v.context.hidden, v.context.offline]).toEqual([false, false]);
      expect(v.context.delay).toBeGreaterThanOrEqual(v.context.pollBaseMs);
    },
  },
  'poll.fetching': {
    sees: 'asking order/track for the order (a guest with the phone it was placed with)',
    calls: ['pollOrder'],
    check: (v) => {
      has(v, 'polling', true);
      expect([v.context.hidden, v.context.offline]).toEqual([false, false]);
      const call = v.step.effects.find((e) => e.kind === 'call');
      if (call && 'input' in call)
        expect(call.input).toEqual({ orderId: v.context.orderId, contact: v.context.contact });
      // Back on the page, shown again or reconnected: current at once, and the waits start short again.
      if (
        ['page.focus', 'page.visible', 'net.online'].includes(v.event?.type ?? '') &&
        !v.from.includes('poll.fetching')
      )
        expect(v.context.delay).toBe(v.context.pollBaseMs);
    },
  },
  'poll.paused': {
    sees: 'the tab is hidden: no requests',
    check: (v) => {
      quiet(v);
      expect(v.context.hidden).toBe(true);
    },
  },
  'poll.offline': {
    sees: 'no network: no requests until it is back',
    check: (v) => {
      quiet(v);
      expect(v.context.offline).toBe(true);
    },
  },
  'poll.stopped': {
    sees: 'the order ended: nothing polls it',
    check: (v) => {
      quiet(v);
      has(v, 'stopped', true);
      has(v, 'ended', true);
    },
  },
};

describe('tracking machine, state by state', () => {
  it('api-more §10 Order track: every state a path reaches holds what the page says', { timeout: 120_000 }, () => {
    expectStates(catalog.tracking!, expectations);
  });
});
