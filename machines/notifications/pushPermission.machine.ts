import { assign, fromPromise, setup } from 'xstate';

/** What the browser says of notifications (`Notification.permission`), or that it has none. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface PushInput {
  /** The business's Firebase web config came with the config (`fcm_credentials`); without it the feature is off and silent. */
  configured: boolean;
  permission: PushPermission;
  /** The customer has placed an order (the moment asking makes sense); never on a first visit. */
  hasOrdered: boolean;
  /** Our own prompt was answered before ("Not now" or the browser's refusal): never asked again. */
  askedBefore: boolean;
  /** The home runs it: it asks only a customer with an order, once, and never registers a token itself. */
  atHome: boolean;
  /** The home showed our prompt before (answered or not): the home does not show it again. */
  askedOnHome: boolean;
}

export interface PushContext extends PushInput {
  token: string | null;
}

export type PushEvent =
  /** An order was just placed (the order-placed page). */
  | { type: 'order.placed' }
  /** The home learnt how many orders the signed-in customer has (customer/info `order_count`). */
  | { type: 'home.orders'; count: number }
  /** "Turn on" on our prompt: only now does the browser ask. */
  | { type: 'push.accept' }
  /** "Not now". */
  | { type: 'push.decline' };

export const pushPermissionMachine = setup({
  types: {
    context: {} as PushContext,
    input: {} as PushInput,
    events: {} as PushEvent,
    tags: {} as 'offer' | 'busy' | 'on',
  },
  actors: {
    /** Edge: the browser's permission prompt (the injected provider's requestPermission). */
    requestPermission: fromPromise<PushPermission>(async () => 'denied'),
    /** Edge: the provider's messaging token, then PUT customer/cm-firebase-token. */
    registerToken: fromPromise<string>(async () => ''),
  },
  guards: {
    off: ({ context }) =>
      !context.configured || context.permission === 'unsupported' || context.permission === 'denied',
    granted: ({ context }) => context.permission === 'granted',
    notYet: ({ context }) => !context.hasOrdered,
    askedBefore: ({ context }) => context.askedBefore,
    allowed: ({ event }) => (event as { output?: PushPermission }).output === 'granted',
    atHome: ({ context }) => context.atHome,
    /** On the home, granted, answered before, or shown there once already: the home says nothing. */
    decidedAtHome: ({ context }) =>
      context.atHome && (context.permission === 'granted' || context.askedBefore || context.askedOnHome),
    hasOrders: ({ event }) => event.type === 'home.orders' && event.count > 0,
  },
  actions: {
    /** Edge: remembers on the device that the customer answered, so the prompt never returns. */
    rememberAsked: () => {},
    /** Edge: remembers on the device that the home showed the prompt, so the home shows it once. */
    rememberHomeAsked: () => {},
    keepToken: assign({ token: ({ event }) => String((event as { output?: string }).output ?? '') }),
  },
}).createMachine({
  id: 'pushPermission',
  description:
    'turn4 §4.5 push notifications: off and silent without the operator\'s Firebase config or where the browser cannot or will not; with permission already granted the token is registered at once; otherwise our own prompt is offered only after an order is placed (never on a first visit) and only once, and only "Turn on" makes the browser ask. The home asks too, once, a signed-in customer who has an order and has not decided (not granted, not answered before).',
  context: ({ input }) => ({ ...input, token: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: "At start, from the operator's config, the browser's permission and what the device remembers.",
      always: [
        { guard: 'off', target: 'off' },
        {
          guard: 'decidedAtHome',
          target: 'off',
          description: 'The home asks only the undecided, once; the order pages keep the token fresh.',
        },
        { guard: 'atHome', target: 'waitingForOrderCount' },
        { guard: 'granted', target: 'registering' },
        { guard: 'askedBefore', target: 'off' },
        { guard: 'notYet', target: 'waitingForOrder' },
        { target: 'offering' },
      ],
    },
    waitingForOrder: {
      description: 'No order yet: nothing is asked.',
      on: { 'order.placed': { target: 'offering' } },
    },
    waitingForOrderCount: {
      description:
        "The home, signed in: nothing is asked until the customer's order count is known, and then only with an order.",
      on: {
        'home.orders': [
          { guard: 'hasOrders', target: 'offering', actions: 'rememberHomeAsked' },
          { target: 'off', description: 'No order yet: a first visit is never asked.' },
        ],
      },
    },
    offering: {
      tags: ['offer'],
      description: 'Our prompt: "Get your order\'s news on this device?" with "Turn on" and "Not now".',
      on: {
        'push.accept': { target: 'requesting' },
        'push.decline': { target: 'off', actions: 'rememberAsked' },
      },
    },
    requesting: {
      tags: ['busy'],
      description: 'The browser asks for permission.',
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [
          { guard: 'allowed', target: 'registering', actions: 'rememberAsked' },
          { target: 'off', actions: 'rememberAsked', description: 'Refused or dismissed: never asked again.' },
        ],
        onError: { target: 'off', actions: 'rememberAsked' },
      },
    },
    registering: {
      tags: ['busy'],
      description: 'The messaging token is fetched and registered with customer/cm-firebase-token.',
      invoke: {
        id: 'registerToken',
        src: 'registerToken',
        onDone: { target: 'registered', actions: 'keepToken' },
        onError: { target: 'off', description: 'No token (blocked, offline): silent, tried again on a later visit.' },
      },
    },
    registered: { type: 'final', tags: ['on'], description: 'Pushes reach this device.' },
    off: { type: 'final', description: 'No push on this device; nothing said.' },
  },
});
