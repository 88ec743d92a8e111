import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { ChatContext } from '../../machines/inbox/chat.machine';
import {
  expectStates,
  stepActions as named,
  stepCalls as calls,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<ChatContext>;
const has = (v: View, tag: string, yes: boolean) => expect(v.tags.includes(tag)).toBe(yes);
const count = (v: View, status: string) => v.context.outbox.filter((m) => m.status === status).length;

const expectations: Expectations<ChatContext> = {
  'thread.loading': { sees: 'the conversation loading', calls: ['loadThread'], check: (v) => has(v, 'loading', true) },
  'thread.failed': {
    sees: 'the conversation could not be loaded, with Try again',
    check: (v) => (has(v, 'failed', true), expect(calls(v)).not.toContain('pollThread')),
  },
  'thread.live.waiting': {
    sees: 'the conversation, current; the next look for news waits (longer while nothing happens, up to 30 s)',
    check: (v) => {
      expect(v.context.hidden).toBe(false);
      expect(v.context.pollDelay).toBeGreaterThanOrEqual(v.context.pollBase);
      expect(v.context.pollDelay).toBeLessThanOrEqual(v.context.pollMax);
      // A sent message brings the answer sooner: the wait starts again from the base delay.
      if (v.event?.type === 'xstate.done.actor.sendMessage') expect(v.context.pollDelay).toBe(v.context.pollBase);
    },
  },
  'thread.live.polling': {
    sees: 'looking for news in the open conversation',
    calls: ['pollThread'],
    check: (v) => expect(v.context.hidden).toBe(false),
  },
  'thread.live.paused': {
    sees: 'the tab is hidden: the conversation asks for nothing',
    check: (v) => {
      expect(v.context.hidden).toBe(true);
      expect(calls(v)).not.toContain('pollThread');
    },
  },
  'outbox.idle': {
    sees: 'the composer ready; failed bubbles show "Not sent" with Retry and Delete',
    check: (v) => {
      expect(count(v, 'sending')).toBe(0);
      expect(count(v, 'queued')).toBe(0);
      const e = v.event?.type ?? '';
      if (e === 'xstate.error.actor.sendMessage') expect(named(v)).toContain('showSendError');
      if (e === 'xstate.done.actor.sendMessage') expect(named(v)).toContain('threadChanged');
      // core §5: more than three images are refused with "Maximum 3 images can be send at a time." and nothing is queued.
      const sent = v.event as { type: string; images?: unknown[] } | null;
      if (e === 'chat.send' && (sent?.images?.length ?? 0) > 3) expect(named(v)).toEqual(['notify']);
    },
  },
  'outbox.sending': {
    sees: 'one message sending at a time; the others wait their turn',
    calls: ['sendMessage'],
    check: (v) => {
      expect(count(v, 'sending')).toBe(1);
      const call = v.step.effects.find((e) => e.kind === 'call' && e.id === 'sendMessage');
      if (call && 'input' in call) {
        const input = call.input as {
          entry: { status: string };
          partner: string;
          receiverId: number | null;
          orderId: number | null;
        };
        expect([input.entry.status, input.partner, input.receiverId, input.orderId]).toEqual([
          'sending',
          v.context.partner,
          v.context.receiverId,
          v.context.orderId,
        ]);
      }
    },
  },
};

describe('chat machine, state by state', () => {
  it('core §5 Chat: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.chat!, expectations);
  });
});
