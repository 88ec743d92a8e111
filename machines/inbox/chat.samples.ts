/** Inputs and events for exploring the chat machine (machines/catalog.ts), from the demo data. */
import type { ChatInput } from './chat.machine';

const photo = { name: 'photo.png', type: 'image/png', size: 2048 };

export const chatSamples = {
  inputs: [
    {
      target: { kind: 'vendor', id: 1 },
      partner: 'vendor',
      receiverId: 1,
      orderId: 100001,
      pollBase: 3000,
      pollMax: 6000,
    } satisfies ChatInput,
  ],
  events: [
    { type: 'xstate.done.actor.loadThread', output: { newestId: null } },
    { type: 'xstate.error.actor.loadThread', error: { status: 500, messages: ['Server error'] } },
    { type: 'chat.reload' },
    { type: 'chat.send', localId: 'a', text: 'Is the burger spicy?', images: [] },
    { type: 'chat.send', localId: 'd', text: 'four photos', images: [photo, photo, photo, photo] },
    { type: 'xstate.done.actor.sendMessage', output: { newestId: 7 } },
    { type: 'xstate.error.actor.sendMessage', error: { status: 0, messages: ['Network error'] } },
    { type: 'chat.retry', localId: 'a' },
    { type: 'chat.discard', localId: 'a' },
    { type: 'xstate.after.pollDelay.chat.thread.live.waiting' },
    { type: 'xstate.done.actor.pollThread', output: { newestId: 8 } },
    { type: 'xstate.done.actor.pollThread', output: { newestId: null } },
    { type: 'xstate.error.actor.pollThread', error: { status: 0, messages: ['Network error'] } },
    { type: 'chat.visibility', hidden: true },
    { type: 'chat.visibility', hidden: false },
  ],
};
