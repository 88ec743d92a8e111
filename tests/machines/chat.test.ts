import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatMachine, type ChatImage, type SendInput, type ThreadState } from '../../machines/inbox/chat.machine';
import { catalog } from '../../machines/catalog';
import { coverage, modelPaths } from '../tools/model';
import { attachImages, imageProblem, isOwnMessage, nextPollDelay, type ChatTarget } from '../../src/domain/chat';

const photo: ChatImage = { name: 'photo.png', type: 'image/png', size: 1000 };

/** A fake thread server: sends can be made to fail, polls report the newest id. */
function harness(opts: { failSends?: number; pollBase?: number; pollMax?: number } = {}) {
  let failures = opts.failSends ?? 0;
  let newest = 1;
  const sent: SendInput[] = [];
  const polls: number[] = [];
  const effects: string[] = [];
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadThread: fromPromise<ThreadState, { target: ChatTarget }>(async () => ({ newestId: newest })),
        pollThread: fromPromise<ThreadState, { target: ChatTarget }>(async () => {
          polls.push(Date.now());
          return { newestId: newest };
        }),
        sendMessage: fromPromise<ThreadState, SendInput>(async ({ input }) => {
          if (failures > 0) {
            failures--;
            throw { status: 0, messages: ['Network error'] };
          }
          sent.push(input);
          newest++;
          return { newestId: newest };
        }),
      },
      actions: {
        threadChanged: () => void effects.push('threadChanged'),
        notify: (_, p) => void effects.push(p.id),
        showSendError: () => void effects.push('sendError'),
      },
    }),
    {
      input: {
        target: { kind: 'vendor', id: 1 },
        partner: 'vendor',
        receiverId: 1,
        orderId: 100001,
        pollBase: opts.pollBase ?? 20,
        pollMax: opts.pollMax ?? 80,
      },
    },
  ).start();
  const settle = (ms = 0) => new Promise((r) => setTimeout(r, ms));
  return { actor, sent, polls, effects, settle, arrive: () => newest++ };
}

describe('chat rules', () => {
  it('core §5 uploads: jpeg, png, jpg and gif only; avif, webp and pdf are refused', () => {
    expect(imageProblem({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBeNull();
    for (const name of ['a.webp', 'a.avif', 'a.pdf']) expect(imageProblem({ name, type: '', size: 10 })).toBe('format');
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 3 * 1024 * 1024 })).toBe('size');
  });

  it('core §5 uploads: a fourth image is not attached ("Maximum 3 images can be send at a time.")', () => {
    const r = attachImages([photo, photo], [photo, photo]);
    expect(r.files).toHaveLength(3);
    expect(r.problem).toBe('count');
    const bad = attachImages([], [{ name: 'x.webp', type: 'image/webp', size: 1 }, photo]);
    expect(bad).toEqual({ files: [photo], problem: 'format' });
  });

  it('Chat: polling back-off: doubles from the base up to the maximum', () => {
    expect(nextPollDelay(3000)).toBe(6000);
    expect(nextPollDelay(24_000)).toBe(30_000);
    expect(nextPollDelay(30_000)).toBe(30_000);
  });

  it("Chat: a message is the customer's own when sent by the conversation's customer side", () => {
    const conv = { sender_id: 1, sender_type: 'customer', receiver_id: 100001, receiver_type: 'vendor' };
    expect(isOwnMessage({ sender_id: 1 }, conv)).toBe(true);
    expect(isOwnMessage({ sender_id: 100001 }, conv)).toBe(false);
    expect(
      isOwnMessage(
        { sender_id: 100001 },
        { sender_id: 100001, sender_type: 'vendor', receiver_id: 1, receiver_type: 'customer' },
      ),
    ).toBe(false);
  });
});

describe('chat machine', () => {
  it('Chat: the thread loads, then is polled while open', async () => {
    const h = harness();
    await h.settle(5);
    expect(h.actor.getSnapshot().matches({ thread: { live: 'waiting' } })).toBe(true);
    await h.settle(60);
    expect(h.polls.length).toBeGreaterThanOrEqual(1);
    h.actor.stop();
  });

  it('Chat back-off: quiet polls wait longer and longer, news brings the wait back to the base', async () => {
    const h = harness({ pollBase: 10, pollMax: 40 });
    await h.settle(5);
    await h.settle(80);
    expect(h.actor.getSnapshot().context.pollDelay).toBe(40);
    h.arrive();
    await h.settle(60);
    expect(h.actor.getSnapshot().context.newestId).toBe(2);
    expect(h.effects.filter((e) => e === 'threadChanged').length).toBeGreaterThanOrEqual(2);
    h.actor.stop();
  });

  it('Chat: polling pauses while the tab is hidden and looks for news at once when shown', async () => {
    const h = harness({ pollBase: 10 });
    await h.settle(5);
    h.actor.send({ type: 'chat.visibility', hidden: true });
    const before = h.polls.length;
    await h.settle(60);
    expect(h.polls.length).toBe(before);
    expect(h.actor.getSnapshot().matches({ thread: { live: 'paused' } })).toBe(true);
    h.actor.send({ type: 'chat.visibility', hidden: false });
    await h.settle(5);
    expect(h.polls.length).toBe(before + 1);
    h.actor.stop();
  });

  it('Chat: a thread opened in a hidden tab loads but does not poll until the tab is shown', async () => {
    const h = harness({ pollBase: 10 });
    h.actor.send({ type: 'chat.visibility', hidden: true });
    await h.settle(60);
    expect(h.actor.getSnapshot().matches({ thread: { live: 'paused' } })).toBe(true);
    expect(h.polls.length).toBe(0);
    h.actor.send({ type: 'chat.visibility', hidden: false });
    await h.settle(5);
    expect(h.polls.length).toBe(1);
    h.actor.stop();
  });

  it('Chat: send state: a message is "sending", then leaves the outbox once sent', async () => {
    const h = harness({ pollBase: 1000 });
    await h.settle();
    h.actor.send({ type: 'chat.send', localId: 'a', text: '  Hello  ', images: [photo] });
    expect(h.actor.getSnapshot().context.outbox).toMatchObject([{ localId: 'a', status: 'sending', text: 'Hello' }]);
    await h.settle();
    expect(h.actor.getSnapshot().context.outbox).toEqual([]);
    expect(h.sent[0]).toMatchObject({
      entry: { text: 'Hello', images: [photo] },
      partner: 'vendor',
      receiverId: 1,
      orderId: 100001,
    });
    h.actor.stop();
  });

  it('Chat: send state: a failed message shows failed and goes again on Retry', async () => {
    const h = harness({ failSends: 1, pollBase: 1000 });
    await h.settle();
    h.actor.send({ type: 'chat.send', localId: 'a', text: 'Hi', images: [] });
    await h.settle();
    expect(h.actor.getSnapshot().context.outbox).toMatchObject([{ localId: 'a', status: 'failed' }]);
    expect(h.effects).toContain('sendError');
    h.actor.send({ type: 'chat.retry', localId: 'a' });
    await h.settle();
    expect(h.actor.getSnapshot().context.outbox).toEqual([]);
    expect(h.sent).toHaveLength(1);
    h.actor.stop();
  });

  it('Chat: messages go one at a time, in order; a failed one can be deleted', async () => {
    const h = harness({ failSends: 1, pollBase: 1000 });
    await h.settle();
    h.actor.send({ type: 'chat.send', localId: 'a', text: 'first', images: [] });
    h.actor.send({ type: 'chat.send', localId: 'b', text: 'second', images: [] });
    expect(h.actor.getSnapshot().context.outbox.map((m) => m.status)).toEqual(['sending', 'queued']);
    await h.settle();
    await h.settle();
    expect(h.sent.map((s) => s.entry.text)).toEqual(['second']);
    h.actor.send({ type: 'chat.discard', localId: 'a' });
    expect(h.actor.getSnapshot().context.outbox).toEqual([]);
    h.actor.stop();
  });

  it('core §5: an empty message is not sent; four images are refused with the spec message', async () => {
    const h = harness({ pollBase: 1000 });
    await h.settle();
    h.actor.send({ type: 'chat.send', localId: 'a', text: '   ', images: [] });
    h.actor.send({ type: 'chat.send', localId: 'b', text: 'x', images: [photo, photo, photo, photo] });
    await h.settle();
    expect(h.sent).toEqual([]);
    expect(h.effects).toContain('chat.tooManyImages');
    h.actor.stop();
  });

  it('Chat: a thread that fails to load offers Try again', async () => {
    const failing = createActor(
      chatMachine.provide({
        actors: {
          loadThread: fromPromise<ThreadState, { target: ChatTarget }>(async () => Promise.reject(new Error('down'))),
        },
      }),
      {
        input: { target: { kind: 'conversation', id: 3 }, partner: 'vendor', receiverId: null },
      },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(failing.getSnapshot().matches({ thread: 'failed' })).toBe(true);
    failing.send({ type: 'chat.reload' });
    expect(failing.getSnapshot().matches({ thread: 'loading' })).toBe(true);
    failing.stop();
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.chat!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  }, 60_000);
});
