import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { PushContext } from '../../machines/notifications/pushPermission.machine';
import type { ReviewReminderContext } from '../../machines/notifications/reviewReminder.machine';
import { expectStates, stepActions as named, type Expectations } from '../tools/expectations';

const push: Expectations<PushContext> = {
  waitingForOrder: {
    sees: 'nothing asked: a first visit, no order placed yet',
    tags: [],
    check: (v) => expect(v.context.hasOrdered).toBe(false),
  },
  waitingForOrderCount: {
    sees: "nothing yet on the home: the customer's order count is on its way",
    tags: [],
    check: (v) =>
      expect(v.context).toMatchObject({ atHome: true, askedOnHome: false, askedBefore: false, permission: 'default' }),
  },
  offering: {
    sees: 'our prompt "Get your order\'s news on this device?" with Turn on and Not now; the browser has not asked',
    tags: ['offer'],
    check: (v) => {
      expect(v.context.configured).toBe(true);
      expect(v.context.askedBefore).toBe(false);
      // On the home: only with an order, and remembered as shown there at once, so the home asks once.
      if (v.context.atHome && v.event?.type === 'home.orders') {
        expect(v.event.count).toBeGreaterThan(0);
        expect(named(v)).toEqual(['rememberHomeAsked']);
      }
      if (v.context.atHome) expect(v.context.askedOnHome).toBe(false);
    },
  },
  requesting: {
    sees: "the browser's own permission question (only after Turn on)",
    tags: ['busy'],
    calls: ['requestPermission'],
    check: (v) => expect(v.events.at(-1)?.type).toBe('push.accept'),
  },
  registering: {
    sees: 'nothing: the token is fetched and sent to customer/cm-firebase-token',
    tags: ['busy'],
    calls: ['registerToken'],
  },
  registered: {
    sees: 'nothing more: pushes reach this device',
    tags: ['on'],
    check: (v) => expect(v.context.token).toBe('fcm-token-1'),
  },
  off: {
    sees: 'nothing, ever again on this device until it changes (no config, refused, or answered before)',
    tags: [],
    check: (v) => {
      // An answer of ours or the browser's is remembered, so the prompt never returns.
      const e = v.event?.type ?? '';
      const answered = e === 'push.decline' || e.endsWith('actor.requestPermission');
      if (answered) expect(v.step.effects.some((e) => e.kind === 'action' && e.name === 'rememberAsked')).toBe(true);
      expect(v.context.token).toBeNull();
      // The home's customer with no order: nothing asked, nothing remembered.
      if (e === 'home.orders') expect(named(v)).toEqual([]);
    },
  },
};

const reminder: Expectations<ReviewReminderContext> = {
  checking: {
    sees: 'nothing yet: customer/review-reminder is asked once, after the first screen',
    tags: [],
    calls: ['fetchReminder'],
  },
  asking: {
    sees: '"How was your order?" with the items\' pictures, Write a review and Not now',
    tags: ['asking'],
    check: (v) => {
      expect(v.context.orderId).toBe(100001);
      expect(v.context.images.length).toBeGreaterThan(0);
    },
  },
  dismissing: {
    sees: 'the card gone at once; the server is told not to ask about this order again',
    tags: ['busy'],
    calls: ['cancelReminder'],
  },
  quiet: {
    sees: 'no card on this visit',
    tags: [],
    // "Write a review" is the card's own link to the order's review: the flow only lets the card go.
    check: (v) => expect(named(v)).toEqual([]),
  },
};

describe('notification machines, state by state', () => {
  it('turn4 §4.5 Push: every state a path reaches holds what the customer sees', () => {
    expectStates(catalog.pushPermission!, push);
  });

  it('turn4 §4.6 Review reminder: every state a path reaches holds what the customer sees', () => {
    expectStates(catalog.reviewReminder!, reminder);
  });
});
