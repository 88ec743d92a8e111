import { assign, fromPromise, setup, stateIn } from 'xstate';
import { MAX_CHAT_IMAGES, nextPollDelay, type ChatTarget } from '../../src/domain/chat';
import type { ChatContext, ChatEvent, ChatInput, SendInput, ThreadState } from './chat.types';
import { doneOutput } from '../output';

/** The chat statechart's vocabulary (types, actors, guards, actions); chat.machine.ts draws its states. */
export const chatSetup = setup({
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
    isFailed: ({ context, event }) =>
      'localId' in event && context.outbox.some((m) => m.localId === event.localId && m.status === 'failed'),
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
        event.type === 'chat.send'
          ? [
              ...context.outbox,
              { localId: event.localId, text: event.text.trim(), images: event.images, status: 'queued' as const },
            ]
          : context.outbox,
    }),
    requeue: assign({
      outbox: ({ context, event }) =>
        context.outbox.map((m) =>
          'localId' in event && m.localId === event.localId ? { ...m, status: 'queued' as const } : m,
        ),
    }),
    discard: assign({
      outbox: ({ context, event }) =>
        context.outbox.filter((m) => !('localId' in event && m.localId === event.localId)),
    }),
    markSending: assign({
      outbox: ({ context }) => {
        const i = context.outbox.findIndex((m) => m.status === 'queued');
        return context.outbox.map((m, j) => (j === i ? { ...m, status: 'sending' as const } : m));
      },
    }),
    dropSent: assign({ outbox: ({ context }) => context.outbox.filter((m) => m.status !== 'sending') }),
    markFailed: assign({
      outbox: ({ context }) =>
        context.outbox.map((m) => (m.status === 'sending' ? { ...m, status: 'failed' as const } : m)),
    }),
    rememberNewest: assign({ newestId: ({ event }) => doneOutput<ThreadState>(event).newestId }),
    resetBackoff: assign({ pollDelay: ({ context }) => context.pollBase }),
    setHidden: assign({
      hidden: ({ context, event }) => (event.type === 'chat.visibility' ? event.hidden : context.hidden),
    }),
    backOff: assign({
      pollDelay: ({ context }) => nextPollDelay(context.pollDelay, context.pollBase, context.pollMax),
    }),
    /** Edge: refresh the conversation list (last message, unread count). */
    threadChanged: () => {},
    /** Edge: toast the message id ('chat.tooManyImages' → "Maximum 3 images can be send at a time."). */
    notify: (_, _params: { id: 'chat.tooManyImages' }) => {},
    /** Edge: toast the server's messages of a failed send (the bubble shows "Not sent" with Retry). */
    showSendError: (_, _params: { error: unknown }) => {},
  },
});
