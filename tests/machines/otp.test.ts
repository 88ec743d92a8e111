import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { otpMachine, type OtpInput } from '../../machines/auth/otp.machine';
import { coverage } from '../tools/model';
import { soundPaths } from './accountModel';

const input: OtpInput = { purpose: 'otpLogin', channel: 'phone', target: '+8801711111111', firebase: false };

function start(over: Partial<OtpInput> = {}, verify: (code: string) => Promise<unknown> = async () => ({ token: 'tok' })) {
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
    expect(coverage(entry.machine, soundPaths(entry))).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  });
});
