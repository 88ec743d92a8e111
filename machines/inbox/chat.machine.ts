import { and, not } from 'xstate';
import { POLL_BASE_MS, POLL_MAX_MS } from '../../src/domain/chat';
import { chatSetup } from './chat.setup';

export type * from './chat.types';

export const chatMachine = chatSetup.createMachine({
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
            'chat.visibility': {
              guard: 'isHidden',
              target: '.paused',
              actions: 'setHidden',
              description: 'A hidden tab asks for nothing.',
            },
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
                  {
                    guard: 'hasNews',
                    target: 'waiting',
                    actions: ['rememberNewest', 'resetBackoff', 'threadChanged'],
                    description: 'News: poll again soon.',
                  },
                  { target: 'waiting', actions: 'backOff', description: 'Quiet: wait twice as long (up to 30 s).' },
                ],
                onError: {
                  target: 'waiting',
                  actions: 'backOff',
                  description: 'A failed poll is retried later, with back-off.',
                },
              },
            },
            paused: {
              description: 'The tab is hidden: no polling until it is shown again.',
              on: {
                'chat.visibility': {
                  guard: 'isVisible',
                  target: 'polling',
                  actions: ['setHidden', 'resetBackoff'],
                  description: 'Shown again: look for news at once.',
                },
              },
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
          {
            guard: 'tooManyImages',
            actions: { type: 'notify', params: { id: 'chat.tooManyImages' } },
            description: '"Maximum 3 images can be send at a time."',
          },
          {
            guard: and(['hasContent', not('isKnown')]),
            actions: 'enqueue',
            description:
              'Text or images (or both) join the queue as "sending" (once per bubble; an empty message is not sent).',
          },
        ],
        'chat.retry': {
          guard: 'isFailed',
          actions: 'requeue',
          description: 'A failed message goes back into the queue.',
        },
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
                description:
                  'Sent: the bubble joins the thread, and the wait for the answer starts again from the base delay.',
              },
              {
                target: 'idle',
                actions: ['dropSent', 'rememberNewest', 'resetBackoff', 'threadChanged'],
                description: 'Sent while the thread loads, polls or is paused.',
              },
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
