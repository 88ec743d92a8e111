import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { MAX_CHAT_IMAGES, nextPollDelay, POLL_BASE_MS, POLL_MAX_MS, type ChatPartnerKind, type ChatTarget } from '../../src/domain/chat';
import { doneOutput } from '../output';

/** An attached image as the machine sees it (the browser's File satisfies it). */
export interface ChatImage {
  name: string;
  type: string;
  size: number;
}

/** A message the customer wrote that the server has not confirmed yet. */
export interface OutboxEntry {
  /** Chosen by the view, so a retry finds its bubble. */
  localId: string;
  text: string;
  images: ChatImage[];
  status: 'queued' | 'sending' | 'failed';
}

export interface ChatInput {
  target: ChatTarget;
  /** The receiver type new messages go to (`vendor` for a store, `delivery_man` for a courier). */
  partner: ChatPartnerKind;
  /** The receiver's id when the thread has no conversation yet (a store's vendor id or the courier id). */
  receiverId: number | null;
  /** The order the conversation started from, sent along with messages. */
  orderId?: number | null;
  pollBase?: number;
  pollMax?: number;
}

export interface ChatContext {
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
  pollBase: number;
  pollMax: number;
  /** The wait before the next poll: back-off doubles it while nothing new arrives. */
  pollDelay: number;
  /** The newest message id seen, to tell news from a quiet poll. */
  newestId: number | null;
  outbox: OutboxEntry[];
  /** The tab is hidden (chat.visibility, also told before the thread has loaded). */
  hidden: boolean;
}

export interface ThreadState {
  newestId: number | null;
}

export interface SendInput {
  entry: OutboxEntry;
  target: ChatTarget;
  partner: ChatPartnerKind;
  receiverId: number | null;
  orderId: number | null;
}

export type ChatEvent =
  /** The composer's send: text and up to 3 images (core §5). */
  | { type: 'chat.send'; localId: string; text: string; images: ChatImage[] }
  /** A failed bubble's Retry. */
  | { type: 'chat.retry'; localId: string }
  /** A failed bubble's Delete. */
  | { type: 'chat.discard'; localId: string }
  /** The tab was hidden or shown again (document visibility; the view also says so on opening in a hidden tab). */
  | { type: 'chat.visibility'; hidden: boolean }
  /** Try again after the thread could not be loaded. */
  | { type: 'chat.reload' };

export const chatMachine = setup({
  types: {
    tags: {} as 'failed' | 'loading',
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    /** Edge: GET customer/message/details (first page) into the thread query; answers the newest message id. */
    loadThread: fromPromise<ThreadState, { target: ChatTarget }>(async () => ({ newestId: null })),
    /** Edge: the same call again while the thread is open (marks the store's messages read). */
    pollThread: fromPromise<ThreadState, { target: ChatTarget }>(async () => ({ newestId: null })),
    /** Edge: POST customer/message/send (multipart, `image[]`); the answer's page goes into the thread query. */
    sendMessage: fromPromise<ThreadState, SendInput>(async () => ({ newestId: null })),
  },
  delays: {
    pollDelay: ({ context }) => context.pollDelay,
  },
  guards: {
    hasContent: ({ event }) => event.type === 'chat.send' && (event.text.trim() !== '' || event.images.length > 0),
    tooManyImages: ({ event }) => event.type === 'chat.send' && event.images.length > MAX_CHAT_IMAGES,
    isKnown: ({ context, event }) => 'localId' in event && context.outbox.some((m) => m.localId === event.localId),
    isFailed: ({ context, event }) => 'localId' in event && context.outbox.some((m) => m.localId === event.localId && m.status === 'failed'),
    hasQueued: ({ context }) => context.outbox.some((m) => m.status === 'queued'),
    isHidden: ({ event }) => event.type === 'chat.visibility' && event.hidden,
    isVisible: ({ event }) => event.type === 'chat.visibility' && !event.hidden,
    tabHidden: ({ context }) => context.hidden,
    /** The thread waits for its next poll (not loading, not paused). */
    pollWaiting: stateIn('#chat.thread.live.waiting'),
    hasNews: ({ context, event }) => doneOutput<ThreadState>(event).newestId !== context.newestId,
  },
  actions: {
    enqueue: assign({
      outbox: ({ context, event }) =>
        event.type === 'chat.send' ? [...context.outbox, { localId: event.localId, text: event.text.trim(), images: event.images, status: 'queued' as const }] : context.outbox,
    }),
    requeue: assign({
      outbox: ({ context, event }) => context.outbox.map((m) => ('localId' in event && m.localId === event.localId ? { ...m, status: 'queued' as const } : m)),
    }),
    discard: assign({ outbox: ({ context, event }) => context.outbox.filter((m) => !('localId' in event && m.localId === event.localId)) }),
    markSending: assign({
      outbox: ({ context }) => {
        const i = context.outbox.findIndex((m) => m.status === 'queued');
        return context.outbox.map((m, j) => (j === i ? { ...m, status: 'sending' as const } : m));
      },
    }),
    dropSent: assign({ outbox: ({ context }) => context.outbox.filter((m) => m.status !== 'sending') }),
    markFailed: assign({ outbox: ({ context }) => context.outbox.map((m) => (m.status === 'sending' ? { ...m, status: 'failed' as const } : m)) }),
    rememberNewest: assign({ newestId: ({ event }) => doneOutput<ThreadState>(event).newestId }),
    resetBackoff: assign({ pollDelay: ({ context }) => context.pollBase }),
    setHidden: assign({ hidden: ({ context, event }) => (event.type === 'chat.visibility' ? event.hidden : context.hidden) }),
    backOff: assign({ pollDelay: ({ context }) => nextPollDelay(context.pollDelay, context.pollBase, context.pollMax) }),
    /** Edge: refresh the conversation list (last message, unread count). */
    threadChanged: () => {},
    /** Edge: toast the message id ('chat.tooManyImages' → "Maximum 3 images can be send at a time."). */
    notify: (_, _params: { id: 'chat.tooManyImages' }) => {},
    /** Edge: toast the server's messages of a failed send (the bubble shows "Not sent" with Retry). */
    showSendError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'chat',
  description:
    'Chat: one conversation with a store or a courier. The thread loads, then asks for news while it is open (every 3 s while messages arrive, backing off to 30 s while nothing happens, paused while the tab is hidden, from the start when it opens in a hidden tab). Messages the customer writes wait in an outbox, are sent one at a time and show sending, sent or failed with Retry.',
  context: ({ input }) => ({
    target: input.target,
    partner: input.partner,
    receiverId: input.receiverId,
    orderId: input.orderId ?? null,
    pollBase: input.pollBase ?? POLL_BASE_MS,
    pollMax: input.pollMax ?? POLL_MAX_MS,
    pollDelay: input.pollBase ?? POLL_BASE_MS,
    newestId: null,
    outbox: [],
    hidden: false,
  }),
  type: 'parallel',
  states: {
    thread: {
      description: 'The messages on screen and how fresh they are.',
      initial: 'loading',
      on: { 'chat.visibility': { actions: 'setHidden' } },
      states: {
        loading: {
          tags: ['loading'],
          description: 'The first page of the thread loads (skeleton bubbles).',
          invoke: {
            id: 'loadThread',
            src: 'loadThread',
            input: ({ context }) => ({ target: context.target }),
            onDone: [
              {
                guard: 'tabHidden',
                target: 'live.paused',
                actions: ['rememberNewest', 'threadChanged'],
                description: 'Opened in a hidden tab: no polling until it is shown.',
              },
              { target: 'live', actions: ['rememberNewest', 'threadChanged'] },
            ],
            onError: { target: 'failed' },
          },
        },
        failed: {
          tags: ['failed'],
          description: 'The thread could not be loaded: a message and Try again.',
          on: { 'chat.reload': { target: 'loading' } },
        },
        live: {
          description: 'The thread is shown and kept fresh.',
          initial: 'waiting',
          on: {
            'chat.visibility': { guard: 'isHidden', target: '.paused', actions: 'setHidden', description: 'A hidden tab asks for nothing.' },
          },
          states: {
            waiting: {
              description: 'Until the next poll.',
              after: { pollDelay: { target: 'polling' } },
            },
            polling: {
              description: 'Asking the server for news (which also marks them read).',
              invoke: {
                id: 'pollThread',
                src: 'pollThread',
                input: ({ context }) => ({ target: context.target }),
                onDone: [
                  { guard: 'hasNews', target: 'waiting', actions: ['rememberNewest', 'resetBackoff', 'threadChanged'], description: 'News: poll again soon.' },
                  { target: 'waiting', actions: 'backOff', description: 'Quiet: wait twice as long (up to 30 s).' },
                ],
                onError: { target: 'waiting', actions: 'backOff', description: 'A failed poll is retried later, with back-off.' },
              },
            },
            paused: {
              description: 'The tab is hidden: no polling until it is shown again.',
              on: { 'chat.visibility': { guard: 'isVisible', target: 'polling', actions: ['setHidden', 'resetBackoff'], description: 'Shown again: look for news at once.' } },
            },
          },
        },
      },
    },
    outbox: {
      description: "The customer's messages on their way.",
      initial: 'idle',
      on: {
        'chat.send': [
          { guard: 'tooManyImages', actions: { type: 'notify', params: { id: 'chat.tooManyImages' } }, description: '"Maximum 3 images can be send at a time."' },
          {
            guard: and(['hasContent', not('isKnown')]),
            actions: 'enqueue',
            description: 'Text or images (or both) join the queue as "sending" (once per bubble; an empty message is not sent).',
          },
        ],
        'chat.retry': { guard: 'isFailed', actions: 'requeue', description: 'A failed message goes back into the queue.' },
        'chat.discard': { guard: 'isFailed', actions: 'discard', description: 'A failed message is dropped.' },
      },
      states: {
        idle: {
          description: 'Nothing is being sent.',
          always: { guard: 'hasQueued', target: 'sending' },
        },
        sending: {
          description: 'The oldest queued message is sent.',
          entry: 'markSending',
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              entry: context.outbox.find((m) => m.status === 'sending')!,
              target: context.target,
              partner: context.partner,
              receiverId: context.receiverId,
              orderId: context.orderId,
            }),
            onDone: [
              {
                guard: 'pollWaiting',
                target: ['idle', '#chat.thread.live.waiting'],
                reenter: true,
                actions: ['dropSent', 'rememberNewest', 'resetBackoff', 'threadChanged'],
                description: 'Sent: the bubble joins the thread, and the wait for the answer starts again from the base delay.',
              },
              { target: 'idle', actions: ['dropSent', 'rememberNewest', 'resetBackoff', 'threadChanged'], description: 'Sent while the thread loads, polls or is paused.' },
            ],
            onError: {
              target: 'idle',
              actions: ['markFailed', { type: 'showSendError', params: ({ event }) => ({ error: event.error }) }],
              description: 'Not sent: the bubble offers Retry.',
            },
          },
        },
      },
    },
  },
});
