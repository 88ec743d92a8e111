import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import {
  pushPermissionMachine,
  type PushInput,
  type PushPermission,
} from '../../machines/notifications/pushPermission.machine';
import { reviewReminderMachine, type ReminderAnswer } from '../../machines/notifications/reviewReminder.machine';
import { coverage, modelPaths } from '../tools/model';
import { noticesToToast, unreadCount } from '../../src/domain/notifications';

const base: PushInput = {
  configured: true,
  permission: 'default',
  hasOrdered: true,
  askedBefore: false,
  atHome: false,
  askedOnHome: false,
};

function push(input: Partial<PushInput>, answer: PushPermission = 'granted') {
  const remembered: string[] = [];
  const registered: string[] = [];
  const home: string[] = [];
  const machine = pushPermissionMachine.provide({
    actors: {
      requestPermission: fromPromise(async () => answer),
      registerToken: fromPromise(async () => {
        registered.push('fcm-1');
        return 'fcm-1';
      }),
    },
    actions: { rememberAsked: () => void remembered.push('asked'), rememberHomeAsked: () => void home.push('home') },
  });
  return { actor: createActor(machine, { input: { ...base, ...input } }).start(), remembered, registered, home };
}

describe('push permission (turn4 §4.5)', () => {
  it('turn4 §4.5 Push: with no Firebase config the feature is off and asks nothing', () => {
    const { actor, registered } = push({ configured: false });
    expect(actor.getSnapshot().value).toBe('off');
    expect(registered).toEqual([]);
  });

  it('turn4 §4.5 Push: never asked on a first visit; offered once an order is placed', () => {
    const { actor } = push({ hasOrdered: false });
    expect(actor.getSnapshot().value).toBe('waitingForOrder');
    expect(actor.getSnapshot().hasTag('offer')).toBe(false);
    actor.send({ type: 'order.placed' });
    expect(actor.getSnapshot().hasTag('offer')).toBe(true);
  });

  it('turn4 §4.5 Push: "Turn on" and the browser\'s yes register the token; the answer is remembered', async () => {
    const { actor, remembered, registered } = push({});
    actor.send({ type: 'push.accept' });
    await waitFor(actor, (s) => s.value === 'registered');
    expect(actor.getSnapshot().context.token).toBe('fcm-1');
    expect(registered).toEqual(['fcm-1']);
    expect(remembered).toEqual(['asked']);
  });

  it('turn4 §4.5 Push: "Not now" or the browser\'s no ends it, remembered so it is never asked again', async () => {
    const declined = push({});
    declined.actor.send({ type: 'push.decline' });
    expect(declined.actor.getSnapshot().value).toBe('off');
    expect(declined.remembered).toEqual(['asked']);
    const refused = push({}, 'denied');
    refused.actor.send({ type: 'push.accept' });
    await waitFor(refused.actor, (s) => s.value === 'off');
    expect(refused.registered).toEqual([]);
    expect(push({ askedBefore: true }).actor.getSnapshot().value).toBe('off');
  });

  it('turn4 §4.5 Push: permission granted before registers at once, without a prompt', async () => {
    const { actor, registered } = push({ permission: 'granted', hasOrdered: false });
    await waitFor(actor, (s) => s.value === 'registered');
    expect(registered).toEqual(['fcm-1']);
  });

  it('turn4 §4.5 Push on the home: a signed-in customer with an order and no answer yet is asked, once', async () => {
    const asked = push({ atHome: true, hasOrdered: false });
    expect(asked.actor.getSnapshot().hasTag('offer')).toBe(false);
    asked.actor.send({ type: 'home.orders', count: 2 });
    expect(asked.actor.getSnapshot().hasTag('offer')).toBe(true);
    // Shown: remembered at once, so the home does not ask again even if the prompt is left unanswered.
    expect(asked.home).toEqual(['home']);
    asked.actor.send({ type: 'push.accept' });
    await waitFor(asked.actor, (s) => s.value === 'registered');
    expect(asked.remembered).toEqual(['asked']);
    expect(push({ atHome: true, askedOnHome: true }).actor.getSnapshot().value).toBe('off');
  });

  it('turn4 §4.5 Push on the home: no order yet, or already decided (granted, answered, denied), asks nothing and registers nothing', () => {
    const firstVisit = push({ atHome: true, hasOrdered: false });
    firstVisit.actor.send({ type: 'home.orders', count: 0 });
    expect(firstVisit.actor.getSnapshot().value).toBe('off');
    expect(firstVisit.home).toEqual([]);
    for (const decided of [
      { permission: 'granted' as const },
      { askedBefore: true },
      { permission: 'denied' as const },
      { configured: false },
    ]) {
      const run = push({ atHome: true, ...decided });
      expect(run.actor.getSnapshot().value).toBe('off');
      run.actor.send({ type: 'home.orders', count: 3 });
      expect([run.actor.getSnapshot().value, run.registered, run.home]).toEqual(['off', [], []]);
    }
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.pushPermission!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
  });
});

function reminder(answer: ReminderAnswer) {
  const cancelled: number[] = [];
  const machine = reviewReminderMachine.provide({
    actors: {
      fetchReminder: fromPromise(async () => answer),
      cancelReminder: fromPromise<void, { orderId: number }>(async ({ input }) => {
        cancelled.push(input.orderId);
      }),
    },
  });
  return { actor: createActor(machine).start(), cancelled };
}

describe('review reminder (turn4 §4.6)', () => {
  it('turn4 §4.6 Review reminder: a delivered order waiting for a review is asked about; "Write a review" ends the card without dismissing it', async () => {
    const { actor, cancelled } = reminder({ orderId: 100001, images: ['a.png'] });
    await waitFor(actor, (s) => s.hasTag('asking'));
    expect(actor.getSnapshot().context).toMatchObject({ orderId: 100001, images: ['a.png'] });
    actor.send({ type: 'reminder.review' });
    expect(actor.getSnapshot().value).toBe('quiet');
    expect(cancelled).toEqual([]);
  });

  it('turn4 §4.6 Review reminder: "Not now" tells the server never to ask about that order again', async () => {
    const { actor, cancelled } = reminder({ orderId: 100001, images: [] });
    await waitFor(actor, (s) => s.hasTag('asking'));
    actor.send({ type: 'reminder.dismiss' });
    await waitFor(actor, (s) => s.value === 'quiet');
    expect(cancelled).toEqual([100001]);
  });

  it('turn4 §4.6 Review reminder: nothing to review asks nothing', async () => {
    const { actor } = reminder({ orderId: null, images: [] });
    await waitFor(actor, (s) => s.value === 'quiet');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.reviewReminder!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
  });
});

describe('notification rules (turn4 §4.4–4.5)', () => {
  const n = (id: number, status: string | null, kind: 'order' | 'message' = 'order') => ({
    id,
    kind,
    status,
    orderId: kind === 'order' ? 100 : null,
    description: '',
  });
  it('turn4 §4.4 Bell: counts what arrived after the newest notice seen', () => {
    expect(unreadCount([n(1, 'accepted'), n(2, 'picked_up'), n(3, 'delivered')], 1)).toBe(2);
    expect(unreadCount([], 5)).toBe(0);
  });
  it('turn4 §4.5 While browsing: only new accepted, picked-up and delivered order news is toasted, oldest first', () => {
    const list = [
      n(5, 'delivered'),
      n(4, 'processing'),
      n(3, 'picked_up'),
      n(2, 'accepted', 'message'),
      n(1, 'accepted'),
    ];
    expect(noticesToToast(list, 1).map((x) => x.id)).toEqual([3, 5]);
  });
});
