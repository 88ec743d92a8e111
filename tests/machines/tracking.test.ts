import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { trackingMachine } from '../../machines/orders/tracking.machine';
import {
  estimateEta,
  etaMinutes,
  parseDeliveryTime,
  steadyEta,
  trackingPhase,
  type TrackedOrder,
} from '../../machines/orders/tracking.facts';
import { coverage, modelPaths } from '../tools/model';

const dest = { lat: 23.81, lng: 90.41 };
const order = (order_status: string, at: [number, number] | null = null): TrackedOrder => ({
  order_status,
  store_delivery_time: '30-40 min',
  destination: dest,
  delivery_man: at ? { f_name: 'Rafi', l_name: 'Ahmed', lat: String(at[0]), lng: String(at[1]) } : null,
});

function start(answer: () => Promise<TrackedOrder> = async () => order('pending')) {
  let polls = 0;
  const actor = createActor(
    trackingMachine.provide({
      actors: {
        pollOrder: fromPromise(async () => {
          polls++;
          return { order: await answer(), at: Date.now() };
        }),
      },
    }),
    { input: { orderId: 7, pollBaseMs: 1000 } },
  ).start();
  return { actor, polls: () => polls };
}

describe('tracking machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('api-more §10 Order track: the phase follows the order from no courier to delivered, and polling stops', async () => {
    let next = order('accepted', [23.8, 90.4]);
    const { actor, polls } = start(async () => next);
    actor.send({ type: 'track.sync', order: order('pending'), at: 0 });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().hasTag('courier')).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toMatchObject({ phase: 'assigned' });
    expect(actor.getSnapshot().hasTag('courier')).toBe(true);
    next = order('picked_up', [23.78, 90.4]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toMatchObject({ phase: 'pickedUp' });
    next = order('picked_up', [23.8101, 90.4101]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toMatchObject({ phase: 'near' });
    expect(actor.getSnapshot().context.eta).toEqual({ kind: 'arriving' });
    next = order('delivered', [23.81, 90.41]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot().value).toEqual({ phase: 'delivered', poll: 'stopped' });
    const count = polls();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(polls()).toBe(count);
  });

  it('api-more §10 Order track: the order the page shows is taken at once: "updated" and the ETA before the first poll', () => {
    const { actor } = start();
    actor.send({ type: 'track.sync', order: order('pending'), at: 5_000 });
    expect(actor.getSnapshot().context.updatedAt).toBe(5_000);
    expect(etaMinutes(actor.getSnapshot().context.eta, 5_000)).toEqual([30, 40]);
    actor.send({ type: 'track.sync', order: order('accepted', [23.8, 90.4]), at: 6_000 });
    expect(actor.getSnapshot().context.updatedAt).toBe(6_000);
    expect(actor.getSnapshot().hasTag('courier')).toBe(true);
  });

  it('api-more §10 Order track: a hidden tab makes no request, and showing it polls at once', async () => {
    const { actor, polls } = start();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'track.sync', order: order('pending'), at: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(0);
    actor.send({ type: 'page.visible' });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(1);
  });

  it('api-more §10 Order track: offline makes no request; reconnecting and focus poll at once; errors back off', async () => {
    let fail = true;
    const { actor, polls } = start(async () => {
      if (fail) throw new Error('network');
      return order('pending');
    });
    actor.send({ type: 'track.sync', order: order('pending'), at: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls()).toBe(1);
    expect(actor.getSnapshot().context.delay).toBe(2000);
    actor.send({ type: 'net.offline' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(1);
    fail = false;
    actor.send({ type: 'net.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(2);
    actor.send({ type: 'page.focus' });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(3);
  });

  it('api-more §10 Order track: while the courier moves the polls stay frequent; a courier standing still backs them off', async () => {
    let lat = 23.78;
    const { actor, polls } = start(async () => order('picked_up', [lat, 90.4]));
    actor.send({ type: 'track.sync', order: order('picked_up', [lat, 90.4]), at: 0 });
    for (let i = 1; i <= 3; i++) {
      lat += 0.002;
      await vi.advanceTimersByTimeAsync(1000);
      expect(polls()).toBe(i);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls()).toBe(4);
    expect(actor.getSnapshot().context.delay).toBe(2000);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.tracking!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 120_000);
});

describe('tracking facts', () => {
  it('api-more §10 Order track: a courier without a position on a pending order still counts as assigned once accepted', () => {
    expect(trackingPhase({ order_status: 'pending', delivery_man: null })).toBe('noCourier');
    expect(trackingPhase({ order_status: 'accepted', delivery_man: { lat: null, lng: null } })).toBe('assigned');
    expect(trackingPhase({ order_status: 'refunded' })).toBe('refund');
  });

  it('api-more §10 Order track: the ETA before pickup is the store delivery time as a range', () => {
    expect(parseDeliveryTime('30-40 min')).toEqual([30, 40]);
    expect(parseDeliveryTime('1-2 hours')).toEqual([60, 120]);
    expect(etaMinutes(estimateEta(order('pending'), 'noCourier', 0), 0)).toEqual([30, 40]);
  });

  it('api-more §10 Order track: before pickup the store delivery time runs from the placement, and says nothing once it has passed', () => {
    const placed = { ...order('pending'), placed_at: 0 };
    expect(etaMinutes(estimateEta(placed, 'noCourier', 20 * 60_000), 20 * 60_000)).toEqual([10, 20]);
    expect(estimateEta(placed, 'noCourier', 45 * 60_000)).toBeNull();
  });

  it('api-more §10 Order track: the ETA after pickup comes from the distance left, and does not move later within one phase', () => {
    const far = order('picked_up', [23.78, 90.4]);
    const first = estimateEta(far, 'pickedUp', 0);
    const [lo, hi] = etaMinutes(first, 0)!;
    expect(lo).toBeGreaterThan(5);
    expect(hi).toBeGreaterThan(lo);
    // the courier moved away (a detour): the promise stays, it does not go backwards
    const worse = estimateEta(order('picked_up', [23.75, 90.4]), 'pickedUp', 30_000);
    expect(steadyEta(first, worse, true)).toEqual(first);
    // a new phase is a reason to change it
    expect(steadyEta(first, worse, false)).toEqual(worse);
  });

  it('api-more §10 Order track: while the courier rides to the store, the estimate falls as they come closer', () => {
    const store = { lat: 23.79, lng: 90.4 };
    const riding = (at: [number, number]) => ({ ...order('accepted', at), pickup: store, placed_at: 0 });
    const far = etaMinutes(estimateEta(riding([23.75, 90.38]), 'assigned', 60_000), 60_000)!;
    const closer = etaMinutes(estimateEta(riding([23.77, 90.39]), 'assigned', 90_000), 90_000)!;
    const atStore = etaMinutes(estimateEta(riding([23.79, 90.4]), 'assigned', 120_000), 120_000)!;
    expect(closer[0]).toBeLessThan(far[0]);
    expect(atStore[0]).toBeLessThan(closer[0]);
    // without the courier's position the store's promise stands, from the placement
    expect(
      etaMinutes(estimateEta({ ...order('accepted'), pickup: store, placed_at: 0 }, 'assigned', 60_000), 60_000),
    ).toEqual([29, 39]);
  });
});
