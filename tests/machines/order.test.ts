import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import {
  orderAgainMachine,
  orderMachine,
  type AgainOutcome,
  type CancelRefund,
  type OrderContext,
  type OrderSnapshotData,
} from '../../machines/orders/order.machine';
import { coverage, modelPaths, type ModelPath } from '../tools/model';
import { orderEventGroups } from '../../machines/orders/order.samples';
import { expectStates, type Expectations } from '../tools/expectations';
import {
  isOrderReviewed,
  nextPollDelay,
  orderTimeline,
  trackContactNumber,
  variationText,
} from '../../src/domain/orders';

/** One "Order again" whose add-to-cart answers come from `again` (every line of two added by default). */
function againFlow(calls: string[], again?: () => Promise<AgainOutcome>) {
  return orderAgainMachine.provide({
    actors: {
      orderAgain: fromPromise(async ({ input }) => {
        calls.push(`again:${input.orderId}`);
        return again ? again() : { lines: 2, added: 2 };
      }),
    },
    actions: { notifyDone: (_, p) => void calls.push(`notify:${p.fallback}`) },
  });
}

/**
 * The order page's model paths, explored group by group of its sample events (the refresh; the customer's
 * actions): the paths of both together must still reach every state and take every transition.
 */
let explored: ModelPath[] | undefined;
const orderPaths = () =>
  (explored ??= Object.values(orderEventGroups).flatMap((events) => modelPaths({ ...catalog.order!, events })));

function start(
  answers: {
    refresh?: () => Promise<OrderSnapshotData>;
    cancel?: () => Promise<{ message?: string; refund?: CancelRefund | null }>;
    again?: () => Promise<AgainOutcome>;
  } = {},
) {
  const calls: string[] = [];
  let refreshes = 0;
  const actor = createActor(
    orderMachine.provide({
      actors: {
        refreshOrder: fromPromise(async () => {
          refreshes++;
          return answers.refresh ? answers.refresh() : { order_status: 'pending' };
        }),
        cancelOrder: fromPromise(async ({ input }) => {
          calls.push(`cancel:${input.reason}`);
          return answers.cancel ? answers.cancel() : { message: 'Order canceled successfully' };
        }),
        switchToCashOnDelivery: fromPromise(async (): Promise<{ message?: string }> => ({
          message: 'Payment method updated successfully',
        })),
        requestRefund: fromPromise(async (): Promise<{ message?: string }> => ({
          message: 'Refund request placed successfully',
        })),
        orderAgainFlow: againFlow(calls, answers.again),
      },
      actions: {
        notifyDone: (_, p) => void calls.push(`notify:${p.message ?? p.fallback}`),
        notifyRefund: (_, p) => void calls.push(`refund:${p.amount}:${p.toWallet ? 'wallet' : 'request'}`),
        showServerErrors: () => void calls.push('errors'),
        reloadOrder: () => void calls.push('reload'),
      },
    }),
    { input: { orderId: 7, pollBaseMs: 1000 } },
  ).start();
  return { actor, calls, refreshes: () => refreshes };
}

const sync = (order_status: string, extra: Partial<OrderSnapshotData> = {}) =>
  ({
    type: 'order.sync',
    order: { order_status, payment_status: 'unpaid', payment_method: 'cash_on_delivery', ...extra },
    cashOnDelivery: true,
    refundsOn: true,
  }) as const;

describe('order machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('Order details: a running order refreshes itself, backing off while nothing changes', async () => {
    const { actor, refreshes } = start();
    actor.send(sync('pending'));
    await vi.advanceTimersByTimeAsync(999);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
    // unchanged → the next wait doubles (2 s), then 4 s
    expect(actor.getSnapshot().context.delay).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(2);
    expect(actor.getSnapshot().context.delay).toBe(4000);
  });

  it('Order details: refreshing stops while the tab is hidden and once the order is final', async () => {
    let status = 'pending';
    const { actor, refreshes } = start({ refresh: async () => ({ order_status: status }) });
    actor.send(sync('pending'));
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes()).toBe(0);
    actor.send({ type: 'page.visible' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(1);
    status = 'delivered';
    await vi.advanceTimersByTimeAsync(2000);
    expect(refreshes()).toBe(2);
    expect(actor.getSnapshot().matches({ refresh: 'stopped' })).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refreshes()).toBe(2);
  });

  it('Order details: a page opened in a hidden tab starts no refresh until the tab is shown', async () => {
    const { actor, refreshes } = start({ refresh: async () => ({ order_status: 'pending' }) });
    actor.send({ type: 'page.hidden' });
    actor.send(sync('pending'));
    expect(actor.getSnapshot().matches({ refresh: 'paused' })).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refreshes()).toBe(0);
    actor.send({ type: 'page.visible' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(1);
  });

  it('more §10 cancel: only pending or failed orders open the cancel dialog; a reason is needed', async () => {
    const { actor, calls } = start();
    actor.send(sync('confirmed'));
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
    actor.send(sync('pending'));
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().matches({ action: { cancelling: 'choosing' } })).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches({ action: { cancelling: 'choosing' } })).toBe(true);
    actor.send({ type: 'cancel.reason', reason: 'Changed my mind' });
    actor.send({ type: 'cancel.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['cancel:Changed my mind', 'notify:Order canceled successfully', 'reload']);
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
  });

  it('acc §Refunds: cancelling a paid order tells where the money goes instead of the plain cancel message', async () => {
    const { actor, calls } = start({
      cancel: async () => ({ message: 'Order canceled successfully', refund: { amount: 180, toWallet: true } }),
    });
    actor.send(sync('pending', { payment_status: 'paid', payment_method: 'wallet' }));
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.reason', reason: 'Changed my mind' });
    actor.send({ type: 'cancel.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['cancel:Changed my mind', 'refund:180:wallet', 'reload']);
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
  });

  it("more §10 cancel: the server's refusal is shown and the dialog stays", async () => {
    const { actor, calls } = start({ cancel: () => Promise.reject(new Error('You can not cancel after confirm')) });
    actor.send(sync('pending'));
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.reason', reason: 'x' });
    actor.send({ type: 'cancel.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['cancel:x', 'errors', 'reload']);
    expect(actor.getSnapshot().matches({ action: { cancelling: 'choosing' } })).toBe(true);
  });

  it('core §8 "Payment info updated.": only a failed digital payment switches to cash on delivery', async () => {
    const { actor, calls } = start();
    actor.send(sync('failed', { payment_method: 'cash_on_delivery' }));
    actor.send({ type: 'payment.switchToCod' });
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
    actor.send(sync('failed', { payment_method: 'digital_payment' }));
    actor.send({ type: 'payment.switchToCod' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['notify:order.paymentUpdated', 'reload']);
  });

  it('more §10 refund-request: only a delivered, paid order; a reason is needed', () => {
    const { actor } = start();
    actor.send(sync('delivered', { payment_status: 'unpaid' }));
    actor.send({ type: 'refund.open' });
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
    actor.send(sync('delivered', { payment_status: 'paid' }));
    actor.send({ type: 'refund.open' });
    actor.send({ type: 'refund.submit', draft: { reason: ' ', note: '', images: [] } });
    expect(actor.getSnapshot().matches({ action: { refunding: 'editing' } })).toBe(true);
  });

  it('more §10 Order again: every line in the cart tells the customer so; the button is busy until then', async () => {
    const { actor, calls } = start();
    const again = actor.getSnapshot().children.orderAgain!;
    actor.send({ type: 'order.again' });
    expect(again.getSnapshot().hasTag('orderingAgain')).toBe(true);
    actor.send({ type: 'order.again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['again:7', 'notify:order.againAdded']);
    expect(again.getSnapshot().hasTag('againDone')).toBe(true);
    expect(again.getSnapshot().context.again).toEqual({ lines: 2, added: 2 });
  });

  it('more §10 Order again: some lines refused is "partly added", none is "not added", and neither says the items are in the cart', async () => {
    const partly = start({ again: async () => ({ lines: 3, added: 1 }) });
    partly.actor.send({ type: 'order.again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(partly.actor.getSnapshot().children.orderAgain!.getSnapshot().hasTag('againPartly')).toBe(true);
    expect(partly.calls).toEqual(['again:7']);
    const none = start({ again: async () => ({ lines: 3, added: 0 }) });
    none.actor.send({ type: 'order.again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(none.actor.getSnapshot().children.orderAgain!.getSnapshot().hasTag('againNotAdded')).toBe(true);
    expect(none.calls).toEqual(['again:7']);
  });

  it('more §10 Order again: lines that cannot be read fail quietly, and a second tap tries again', async () => {
    let tries = 0;
    const { actor, calls } = start({
      again: async () => (++tries === 1 ? Promise.reject(new Error('offline')) : { lines: 1, added: 1 }),
    });
    const again = actor.getSnapshot().children.orderAgain!;
    actor.send({ type: 'order.again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(again.getSnapshot().hasTag('againFailed')).toBe(true);
    actor.send({ type: 'order.again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(again.getSnapshot().hasTag('againDone')).toBe(true);
    expect(calls).toEqual(['again:7', 'again:7', 'notify:order.againAdded']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    expect(coverage(catalog.order!.machine, orderPaths())).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 60_000);
});

describe('order rules', () => {
  it('Orders: the refresh interval doubles up to six times the base and resets on a change', () => {
    expect(nextPollDelay(10_000, false)).toBe(20_000);
    expect(nextPollDelay(40_000, false)).toBe(60_000);
    expect(nextPollDelay(60_000, false)).toBe(60_000);
    expect(nextPollDelay(40_000, true)).toBe(10_000);
  });

  it('Orders timeline: a delivery order walks pending → confirmed → processing → handover → picked up → delivered', () => {
    const t = orderTimeline({
      order_status: 'processing',
      order_type: 'delivery',
      pending: 'a',
      accepted: 'b',
      processing: 'c',
    });
    expect(t.map((s) => `${s.status}:${s.state}`)).toEqual([
      'pending:done',
      'confirmed:done',
      'processing:current',
      'handover:upcoming',
      'picked_up:upcoming',
      'delivered:upcoming',
    ]);
    expect(t[1]!.at).toBe('b');
  });

  it('Orders timeline: a canceled order ends where it stopped, then "canceled"; a refunded one passes the request', () => {
    expect(orderTimeline({ order_status: 'canceled', pending: 'a', canceled: 'z' }).map((s) => s.status)).toEqual([
      'pending',
      'canceled',
    ]);
    expect(
      orderTimeline({ order_status: 'refunded', pending: 'a', confirmed: 'b', delivered: 'c', refunded: 'd' }).map(
        (s) => s.status,
      ),
    ).toEqual(['pending', 'confirmed', 'delivered', 'refund_requested', 'refunded']);
  });

  it('more §10 track: "+" is added to the contact number when missing', () => {
    expect(trackContactNumber('8801700000001')).toBe('+8801700000001');
    expect(trackContactNumber('+880 1700-000001')).toBe('+8801700000001');
  });

  it('Orders: a line reads its variation', () => {
    expect(variationText([{ name: 'Size', values: { label: ['Regular'] } }])).toEqual(['Size: Regular']);
    expect(variationText([{ type: 'L-Red', price: 3 }])).toEqual(['L-Red']);
  });

  it('Reviews: an order shows as reviewed once each item, and its courier when it had one, has a review for it', () => {
    const mine = { order_id: 7 };
    const other = { order_id: 8 };
    expect(isOrderReviewed(7, [[mine], [other, mine]], null)).toBe(true);
    expect(isOrderReviewed(7, [[mine], [other]], null)).toBe(false);
    expect(isOrderReviewed(7, [[mine]], [other])).toBe(false);
    expect(isOrderReviewed(7, [[mine]], [mine])).toBe(true);
    expect(isOrderReviewed(7, [], null)).toBe(false);
  });
});

describe('order machine, state by state', () => {
  it('more §10 Order details: every state a path reaches holds what the spec says', () => {
    const expectations: Expectations<OrderContext> = {
      'refresh.starting': { sees: 'The order is loading; nothing refreshes yet' },
      'refresh.waiting': { sees: 'A running order; the next refresh is due' },
      'refresh.fetching': { sees: 'The order is fetched again', calls: ['refreshOrder'] },
      'refresh.paused': { sees: 'The tab is hidden: no refreshes' },
      'refresh.stopped': { sees: 'A final order: nothing refreshes it' },
      'action.idle': { sees: 'The order with the actions its state allows' },
      'action.cancelling.choosing': { sees: 'The cancel dialog: a reason is needed for Submit' },
      'action.cancelling.sending': { sees: 'cancel is sent', calls: ['cancelOrder'] },
      'action.switchingPayment': {
        sees: 'payment-method switches the order to cash on delivery',
        calls: ['switchToCashOnDelivery'],
      },
      'action.refunding.editing': { sees: 'The refund form: reason, note, up to three images' },
      'action.refunding.sending': { sees: 'refund-request is sent', calls: ['requestRefund'] },
    };
    expectStates(catalog.order!, expectations, orderPaths());
  }, 60_000);
});
