import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { otpMachine, type OtpInput } from '../../machines/auth/otp.machine';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { OtpContext } from '../../machines/auth/otp.machine';

const input: OtpInput = { purpose: 'otpLogin', channel: 'phone', target: '+8801711111111', firebase: false };

function start(
  over: Partial<OtpInput> = {},
  verify: (code: string) => Promise<unknown> = async () => ({ token: 'tok' }),
) {
  const sent: boolean[] = [];
  const errors: string[] = [];
  const actor = createActor(
    otpMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input: i }) => {
          sent.push(i.resend);
          return { sessionInfo: i.firebase ? 'session-1' : null };
        }),
        verifyCode: fromPromise(async ({ input: i }) => (await verify(i.code)) as never),
      },
      actions: { notifyError: (_, p) => void errors.push(p.message) },
    }),
    { input: { ...input, ...over } },
  ).start();
  return { actor, sent, errors };
}

describe('otp machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('acc §4 OTP: resend is disabled for 60 s, then enabled; resending restarts at 60', async () => {
    const { actor, sent } = start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    actor.send({ type: 'otp.resend' });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ active: { timer: 'counting' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches({ active: { timer: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { timer: 'counting' } })).toBe(true));
    expect(sent).toEqual([true]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('acc §4 OTP: Verify is enabled only when six digits are entered; pasted text keeps its digits', async () => {
    const { actor } = start();
    actor.send({ type: 'otp.code.change', code: '12345' });
    actor.send({ type: 'otp.verify' });
    expect(actor.getSnapshot().matches({ active: { entry: 'editing' } })).toBe(true);
    actor.send({ type: 'otp.code.change', code: ' 12-34 56 7' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'otp.verify' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ result: { token: 'tok' } });
  });

  it('acc §8 OTP failure: the server message, and the code can be typed again', async () => {
    const { actor, errors } = start({}, async () => {
      throw new Error('OTP does not match');
    });
    actor.send({ type: 'otp.code.change', code: '000000' });
    actor.send({ type: 'otp.verify' });
    await vi.waitFor(() => expect(errors).toEqual(['OTP does not match']));
    expect(actor.getSnapshot().matches({ active: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('OTP does not match');
  });

  it('acc §8 OTP failure: a refused code leaves the boxes empty, ready for a new one', async () => {
    const { actor, errors } = start({}, async (code) => {
      if (code === '111111') throw new Error('OTP does not match');
      return { token: 'tok' };
    });
    actor.send({ type: 'otp.code.change', code: '111111' });
    actor.send({ type: 'otp.verify' });
    await vi.waitFor(() => expect(errors).toEqual(['OTP does not match']));
    expect(actor.getSnapshot().context.code).toBe('');
    actor.send({ type: 'otp.code.change', code: '123456' });
    actor.send({ type: 'otp.verify' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ result: { token: 'tok' } });
  });

  it('acc §4: on the firebase path the phone-auth provider sends the code and its session goes with the check', async () => {
    let seen: string | null = null;
    const actor = createActor(
      otpMachine.provide({
        actors: {
          sendCode: fromPromise(async () => ({ sessionInfo: 'session-9' as string | null })),
          verifyCode: fromPromise(async ({ input: i }) => {
            seen = i.sessionInfo;
            return { token: 'tok' };
          }),
        },
      }),
      { input: { ...input, firebase: true } },
    ).start();
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.waitFor(() => expect(actor.getSnapshot().context.sessionInfo).toBe('session-9'));
    actor.send({ type: 'otp.code.change', code: '123456' });
    actor.send({ type: 'otp.verify' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(seen).toBe('session-9');
  });

  it('model: generated paths reach every state and take every transition', () => {
    vi.useRealTimers();
    const entry = catalog.otp!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 60_000);

  it('acc §4 OTP model: every state a path reaches holds what the spec says', () => {
    vi.useRealTimers();
    expectStates(catalog.otp!, otpExpectations);
  }, 60_000);
});

type View = StepView<OtpContext>;
const TICK = 'xstate.after.tick.otp.active.timer.counting';
const countdownOf = (v: View) => (v.input as OtpInput).countdownSeconds ?? 60;
/** Seconds shown: the countdown minus the ticks since the code was last sent. */
function secondsShown(v: View): number {
  const restarted = v.events.map((e) => e.type).lastIndexOf('xstate.done.actor.resendCode');
  return countdownOf(v) - v.events.slice(restarted + 1).filter((e) => e.type === TICK).length;
}
/** The six boxes keep the digits of the last change, six at most; a refused code empties them. */
function codeTyped(v: View): string {
  const last = [...v.events]
    .reverse()
    .find((e) => e.type === 'otp.code.change' || e.type === 'xstate.error.actor.verifyCode') as
    { type: string; code?: string } | undefined;
  return last?.type === 'otp.code.change' ? (last.code ?? '').replace(/\D/g, '').slice(0, 6) : '';
}
/** acc §8: a failure toasts the server's message. */
function toastsFailure(v: View) {
  const error = v.event?.type.startsWith('xstate.error.actor.') ? (v.event.error as Error) : null;
  const toasts = v.step.effects.flatMap((e) => (e.kind === 'action' && e.name === 'notifyError' ? [e.params] : []));
  expect(toasts).toEqual(error ? [{ message: error.message }] : []);
}

/** Hand-written from acc §2 OTP dialog and §4 OTP (60 s countdown, Verify at six digits, Resend at 0). */
const otpExpectations: Expectations<OtpContext> = {
  sending: {
    sees: 'the phone-auth provider sends the code (firebase path only)',
    calls: ['sendCode'],
    check: (v) => expect(v.input).toMatchObject({ firebase: true, channel: 'phone' }),
  },
  sendFailed: {
    sees: "the provider's message; Resend tries again",
    check: (v) => {
      expect(v.context.error).toBe(v.event!.error.message);
      toastsFailure(v);
    },
  },
  'active.entry.editing': {
    sees: 'six boxes with the digits typed; Verify enabled only at six',
    context: (v) => ({ code: codeTyped(v) }),
    check: (v) => {
      if (v.event?.type === 'xstate.error.actor.verifyCode') expect(v.context.error).toBe(v.event.error.message);
      if (v.event?.type === 'otp.code.change') expect(v.context.error).toBeNull();
      toastsFailure(v);
    },
  },
  'active.entry.verifying': {
    sees: 'the code is checked',
    calls: ['verifyCode'],
    check: (v) => expect(codeTyped(v)).toMatch(/^\d{6}$/),
  },
  'active.timer.counting': {
    sees: 'Resend disabled, the seconds left shown',
    context: (v) => ({ secondsLeft: secondsShown(v) }),
    check: (v) => expect(v.context.secondsLeft).toBeGreaterThan(0),
  },
  'active.timer.ready': {
    sees: '"Didn’t receive the code?" and Resend enabled',
    context: { secondsLeft: 0 },
    check: toastsFailure,
  },
  'active.timer.resending': { sees: 'a new code is requested', calls: ['resendCode'] },
  verified: {
    sees: 'the dialog hands the result to the flow that opened it',
    check: (v) => {
      expect(v.step.status).toBe('done');
      const answer = v.event!.output;
      expect(v.step.effects).toContainEqual({ kind: 'done', output: { result: answer } });
    },
  },
};
