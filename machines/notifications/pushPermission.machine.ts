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
}

export interface PushContext extends PushInput {
  token: string | null;
}

export type PushEvent =
  /** An order was just placed (the order-placed page). */
  | { type: 'order.placed' }
  /** "Turn on" on our prompt: only now does the browser ask. */
  | { type: 'push.accept' }
  /** "Not now". */
  | { type: 'push.decline' };

export const pushPermissionMachine = setup({
  types: { context: {} as PushContext, input: {} as PushInput, events: {} as PushEvent, tags: {} as 'offer' | 'busy' | 'on' },
  actors: {
    /** Edge: the browser's permission prompt (the injected provider's requestPermission). */
    requestPermission: fromPromise<PushPermission>(async () => 'denied'),
    /** Edge: the provider's messaging token, then PUT customer/cm-firebase-token. */
    registerToken: fromPromise<string>(async () => ''),
  },
  guards: {
    off: ({ context }) => !context.configured || context.permission === 'unsupported' || context.permission === 'denied',
    granted: ({ context }) => context.permission === 'granted',
    notYet: ({ context }) => !context.hasOrdered,
    askedBefore: ({ context }) => context.askedBefore,
    allowed: ({ event }) => (event as { output?: PushPermission }).output === 'granted',
  },
  actions: {
    /** Edge: remembers on the device that the customer answered, so the prompt never returns. */
    rememberAsked: () => {},
    keepToken: assign({ token: ({ event }) => String((event as { output?: string }).output ?? '') }),
  },
}).createMachine({
  id: 'pushPermission',
  description:
    'turn4 §4.5 push notifications: off and silent without the operator\'s Firebase config or where the browser cannot or will not; with permission already granted the token is registered at once; otherwise our own prompt is offered only after an order is placed (never on a first visit) and only once, and only "Turn on" makes the browser ask.',
  context: ({ input }) => ({ ...input, token: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: "At start, from the operator's config, the browser's permission and what the device remembers.",
      always: [
        { guard: 'off', target: 'off' },
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
