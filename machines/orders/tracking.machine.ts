import { assign, fromPromise, setup } from 'xstate';
import { nextPollDelay, POLL_BASE_MS } from '../../src/domain/orders';
import {
  estimateEta,
  isEndPhase,
  orderMoved,
  steadyEta,
  trackingPhase,
  type Eta,
  type TrackedOrder,
  type TrackingPhase,
} from './tracking.facts';

export interface TrackingInput {
  orderId: number;
  /** A guest's order is found by the phone it was placed with (order/track contact_number). */
  contact?: string;
  /** The first poll interval (ms); tests shorten it. */
  pollBaseMs?: number;
}

export interface TrackingContext {
  orderId: number;
  contact: string | undefined;
  order: TrackedOrder | null;
  phase: TrackingPhase;
  eta: Eta;
  /** When the order was last heard from (ms), for "updated N s ago". */
  updatedAt: number | null;
  delay: number;
  pollBaseMs: number;
  hidden: boolean;
  offline: boolean;
}

export type TrackingEvent =
  /** The order as the page got it (first load or a refetch elsewhere), with the time it arrived. */
  | { type: 'track.sync'; order: TrackedOrder; at: number }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The window got focus again: poll now rather than after the wait. */
  | { type: 'page.focus' }
  | { type: 'net.offline' }
  | { type: 'net.online' };

const PHASES: TrackingPhase[] = [
  'noCourier',
  'assigned',
  'pickedUp',
  'near',
  'delivered',
  'canceled',
  'failed',
  'refund',
];

/** Each phase follows the order's data: whichever phase the data says, from wherever it is now. */
function follow(self: TrackingPhase) {
  return PHASES.filter((p) => p !== self).map((p) => ({
    guard: { type: 'phaseIs' as const, params: { phase: p } },
    target: p,
  }));
}

export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
  },
  actors: {
    /** Edge: GET customer/order/track (guests: with contact_number); answers the order and the time it arrived. */
    pollOrder: fromPromise<{ order: TrackedOrder; at: number }, { orderId: number; contact: string | undefined }>(
      async () => ({ order: { order_status: 'pending' }, at: 0 }),
    ),
  },
  guards: {
    phaseIs: ({ context }, params: { phase: TrackingPhase }) => context.phase === params.phase,
    ended: ({ context }) => isEndPhase(context.phase),
    tabHidden: ({ context }) => context.hidden,
    isOffline: ({ context }) => context.offline,
  },
  actions: {
    take: assign(({ context }, params: { order: TrackedOrder; at: number }) => {
      const phase = trackingPhase(params.order);
      const eta = steadyEta(context.eta, estimateEta(params.order, phase, params.at), phase === context.phase);
      return { order: params.order, phase, eta, updatedAt: params.at };
    }),
    settleDelay: assign(({ context }, params: { changed: boolean }) => ({
      delay: nextPollDelay(context.delay, params.changed, context.pollBaseMs),
    })),
    backOff: assign({ delay: ({ context }) => nextPollDelay(context.delay, false, context.pollBaseMs) }),
    resetDelay: assign({ delay: ({ context }) => context.pollBaseMs }),
    markHidden: assign({ hidden: true }),
    markVisible: assign({ hidden: false }),
    markOffline: assign({ offline: true }),
    markOnline: assign({ offline: false }),
  },
  delays: {
    pollDelay: ({ context }) => context.delay,
  },
}).createMachine({
  id: 'tracking',
  description:
    'Live order tracking: the phase follows the order (no courier → assigned → picked up → near → delivered; canceled, failed and refund end it). Polling runs only while the tab is visible, online and the order is running; it backs off while neither the status nor the courier moves, and on errors, polls at once on focus, visibility or reconnect, and stops when the order ends.',
  context: ({ input }) => ({
    orderId: input.orderId,
    contact: input.contact,
    order: null,
    phase: 'noCourier',
    eta: null,
    updatedAt: null,
    delay: input.pollBaseMs ?? POLL_BASE_MS,
    pollBaseMs: input.pollBaseMs ?? POLL_BASE_MS,
    hidden: false,
    offline: false,
  }),
  type: 'parallel',
  // A state's own track.sync replaces this one, so each of those takes the order too.
  on: {
    'track.sync': { actions: { type: 'take', params: ({ event }) => ({ order: event.order, at: event.at }) } },
  },
  states: {
    phase: {
      description: 'Where the order is, as the last answer said.',
      initial: 'noCourier',
      states: {
        noCourier: {
          tags: ['running'],
          description: 'No courier yet: the ETA comes from the store delivery time.',
          always: follow('noCourier'),
        },
        assigned: {
          tags: ['running', 'courier'],
          description: 'A courier is on the way to the store.',
          always: follow('assigned'),
        },
        pickedUp: {
          tags: ['running', 'courier'],
          description: 'The courier carries the order: the ETA comes from the distance left.',
          always: follow('pickedUp'),
        },
        near: {
          tags: ['running', 'courier'],
          description: 'Within a few hundred metres: "arriving".',
          always: follow('near'),
        },
        delivered: {
          tags: ['ended'],
          description: 'Delivered: the map shows the final place, no courier marker.',
          always: follow('delivered'),
        },
        canceled: {
          tags: ['ended'],
          description: 'Canceled: the page says so; nothing more to follow, no courier, no ETA.',
          always: follow('canceled'),
        },
        failed: {
          tags: ['ended'],
          description: 'The payment failed: the order does not run, so nothing is followed.',
          always: follow('failed'),
        },
        refund: { tags: ['ended'], description: 'A refund was asked for or settled.', always: follow('refund') },
      },
    },
    poll: {
      description: 'Keeps a running order current.',
      initial: 'starting',
      on: {
        'page.hidden': { actions: 'markHidden' },
        'page.visible': { actions: 'markVisible' },
        'net.offline': { actions: 'markOffline' },
        'net.online': { actions: 'markOnline' },
      },
      states: {
        starting: {
          description: 'Waits for the first load of the order.',
          on: {
            'track.sync': {
              target: 'deciding',
              actions: { type: 'take', params: ({ event }) => ({ order: event.order, at: event.at }) },
            },
          },
        },
        deciding: {
          description:
            'Chooses at once: stopped when the order ended, paused behind a hidden tab, offline without a network, else waiting for the next poll.',
          always: [
            { guard: 'ended', target: 'stopped' },
            { guard: 'tabHidden', target: 'paused', description: 'A hidden tab makes no request.' },
            { guard: 'isOffline', target: 'offline' },
            { target: 'waiting' },
          ],
        },
        waiting: {
          tags: ['polling'],
          description: 'Current; the next poll waits (longer while nothing moves, shorter while the courier rides).',
          after: { pollDelay: { target: 'fetching' } },
          on: {
            'page.hidden': { target: 'paused', actions: 'markHidden' },
            'net.offline': { target: 'offline', actions: 'markOffline' },
            'page.focus': {
              target: 'fetching',
              actions: 'resetDelay',
              description: 'Back on the page: current at once.',
            },
            'track.sync': {
              target: 'deciding',
              actions: { type: 'take', params: ({ event }) => ({ order: event.order, at: event.at }) },
            },
          },
        },
        fetching: {
          tags: ['polling'],
          description: 'Asking order/track for the order (a guest with the phone it was placed with).',
          invoke: {
            id: 'pollOrder',
            src: 'pollOrder',
            input: ({ context }) => ({ orderId: context.orderId, contact: context.contact }),
            onDone: {
              target: 'deciding',
              actions: [
                // A courier on the move keeps the polls frequent, like a new status does.
                {
                  type: 'settleDelay',
                  params: ({ context, event }) => ({ changed: orderMoved(context.order, event.output.order) }),
                },
                { type: 'take', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'deciding',
              actions: 'backOff',
              description: 'A failed poll waits longer and tries again.',
            },
          },
          on: {
            'page.hidden': { target: 'paused', actions: 'markHidden' },
            'net.offline': { target: 'offline', actions: 'markOffline' },
          },
        },
        paused: {
          description: 'The tab is hidden: no requests.',
          on: {
            'page.visible': [
              { guard: 'isOffline', target: 'offline', actions: 'markVisible' },
              {
                target: 'fetching',
                actions: ['markVisible', 'resetDelay'],
                description: 'Shown again: current at once.',
              },
            ],
          },
        },
        offline: {
          description: 'No network: no requests until it is back.',
          on: {
            'net.online': [
              {
                guard: 'tabHidden',
                target: 'paused',
                actions: 'markOnline',
                description: 'Back online behind a hidden tab: still no request until it is shown.',
              },
              { target: 'fetching', actions: ['markOnline', 'resetDelay'] },
            ],
          },
        },
        stopped: {
          tags: ['stopped'],
          description: 'The order ended: nothing polls it.',
          on: {
            'track.sync': {
              target: 'deciding',
              actions: { type: 'take', params: ({ event }) => ({ order: event.order, at: event.at }) },
            },
          },
        },
      },
    },
  },
});
