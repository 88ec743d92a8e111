import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { loginMachine, type LoginRequest } from '../../machines/auth/login.machine';
import { sessionMachine } from '../../machines/auth/session.machine';
import type { AuthAnswer } from '../../src/domain/authFlow';
import { coverage } from '../tools/model';
import { soundPaths } from './accountModel';

const settings = { firebase: false, phoneVerification: true, emailVerification: false };
const answer = (over: Partial<AuthAnswer>): AuthAnswer => ({ token: null, is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, ...over });

function start(answers: AuthAnswer[]) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, p?: unknown) => void calls.push([name, p]);
  const queue = [...answers];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(async () => queue.shift()!),
        updateInfo: fromPromise(async () => queue.shift()!),
      },
      actions: {
        startSession: record('startSession'),
        rememberCredentials: record('rememberCredentials'),
        notifySignedIn: record('notifySignedIn'),
        navigateAfterSignIn: record('navigateAfterSignIn'),
        notifyError: record('notifyError'),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

const manual: LoginRequest = { method: 'manual', emailOrPhone: 'demo@example.com', password: '12345678', remember: true };

describe('login machine (login response routing)', () => {
  it('acc §4 Login success: token stored, "Logged in successfully.", remembered, closed', async () => {
    const { actor, calls } = start([answer({ token: 'tok' })]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'login.submit', request: manual });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([
      ['startSession', { token: 'tok' }],
      ['rememberCredentials', { identifier: 'demo@example.com' }],
      ['notifySignedIn', { signUp: false }],
      ['navigateAfterSignIn', { signUp: false }],
    ]);
  });

  it('acc §4: sign-up with phone verification goes through the OTP step by phone, then to the next page', async () => {
    const { actor, calls } = start([answer({ is_phone_verified: 0 })]);
    actor.send({ type: 'auth.open', mode: 'signUp', settings });
    const request: LoginRequest = { method: 'signUp', name: 'New One', email: 'new@example.com', phone: '+8801711111111', password: '123456', confirmPassword: '123456', refCode: '' };
    actor.send({ type: 'login.submit', request });
    await waitFor(actor, (s) => s.matches({ open: 'verifying' }));
    expect(actor.getSnapshot().context.otp).toMatchObject({ purpose: 'verifySignUp', channel: 'phone', target: '+8801711111111', firebase: false });
    actor.send({ type: 'xstate.done.actor.otp', output: { result: answer({ token: 'tok' }) } } as never);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toContainEqual(['navigateAfterSignIn', { signUp: true }]);
    expect(calls).toContainEqual(['notifySignedIn', { signUp: true }]);
  });

  it('issue 10: the modal reads its screen from tags: busy while submitting, then the OTP screen, then user_info', async () => {
    let answerNow: (a: AuthAnswer) => void = () => {};
    const actor = createActor(
      loginMachine.provide({ actors: { submitLogin: fromPromise(() => new Promise<AuthAnswer>((r) => (answerNow = r))) } }),
      { input: {} },
    ).start();
    const screen = () => [...actor.getSnapshot().tags].sort();
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    expect(screen()).toEqual([]);
    actor.send({ type: 'login.submit', request: { method: 'otp', phone: '+8801711111111' } });
    expect(screen()).toEqual(['busy']);
    answerNow(answer({ is_phone_verified: 0, is_personal_info: 0 }));
    await waitFor(actor, (s) => s.hasTag('screen.otp'));
    expect(screen()).toEqual(['screen.otp']);
    actor.send({ type: 'xstate.done.actor.otp', output: { result: answer({ is_personal_info: 0 }) } } as never);
    expect(screen()).toEqual(['screen.userInfo']);
  });

  it('acc §4: an e-mail sign-in that needs verification gets the OTP step by e-mail', async () => {
    const { actor } = start([answer({ is_phone_verified: 0, is_email_verified: 0 })]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'login.submit', request: manual });
    await waitFor(actor, (s) => s.matches({ open: 'verifying' }));
    expect(actor.getSnapshot().context.otp).toMatchObject({ channel: 'email', target: 'demo@example.com', purpose: 'verifyLogin' });
  });

  it('acc §4: OTP login sends the code first; a new phone then gives its name and e-mail (user_info)', async () => {
    const { actor, calls } = start([answer({ is_phone_verified: 0, is_personal_info: 0 }), answer({ token: 'tok' })]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'login.submit', request: { method: 'otp', phone: '+8801711111111' } });
    await waitFor(actor, (s) => s.matches({ open: 'verifying' }));
    expect(actor.getSnapshot().context.otp?.purpose).toBe('otpLogin');
    actor.send({ type: 'xstate.done.actor.otp', output: { result: answer({ is_personal_info: 0 }) } } as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'userInfo' });
    expect(actor.getSnapshot().context.infoNeeds).toBe('email');
    actor.send({ type: 'login.info.submit', name: 'New One', contact: 'new@example.com' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls[0]).toEqual(['startSession', { token: 'tok' }]);
  });

  it('acc §4: with firebase on, OTP login goes straight to the provider-sent code', () => {
    const { actor } = start([]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings: { ...settings, firebase: true } });
    actor.send({ type: 'login.submit', request: { method: 'otp', phone: '+8801711111111' } });
    expect(actor.getSnapshot().value).toEqual({ open: 'verifying' });
    expect(actor.getSnapshot().context.otp?.firebase).toBe(true);
  });

  it('acc §4: an existing user is asked Yes / No; No returns to sign-in', async () => {
    const { actor } = start([answer({ is_exist_user: { id: 1, name: 'Demo Customer' } })]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'login.submit', request: manual });
    await waitFor(actor, (s) => s.matches({ open: 'existUser' }));
    actor.send({ type: 'login.existing.decline' });
    expect(actor.getSnapshot().value).toEqual({ open: 'signIn' });
  });

  it('acc §8: a failed sign-up shows the server message and stays on sign-up', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise(async () => {
            throw new Error('The phone has already been taken.');
          }) as never,
        },
        actions: { notifyError: (_, p) => void calls.push(p) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'auth.open', mode: 'signUp', settings });
    actor.send({ type: 'login.submit', request: { method: 'signUp', name: 'a', email: 'a@b.co', phone: '1', password: '123456', confirmPassword: '123456', refCode: '' } });
    await vi.waitFor(() => expect(calls).toEqual([{ message: 'The phone has already been taken.' }]));
    expect(actor.getSnapshot().value).toEqual({ open: 'signUp' });
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.login!;
    expect(coverage(entry.machine, soundPaths(entry))).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  }, 60_000);
});

describe('session machine', () => {
  it('acc §4 Session: a stored token means signed in; login stores it, logout clears it, 401 only refetches', () => {
    const calls: string[] = [];
    const logic = sessionMachine.provide({
      actions: { storeToken: () => void calls.push('store'), clearToken: () => void calls.push('clear'), refreshCustomerData: () => void calls.push('refresh') },
    });
    expect(createActor(logic, { input: { hasToken: true } }).start().getSnapshot().value).toBe('signedIn');
    const actor = createActor(logic, { input: { hasToken: false } }).start();
    expect(actor.getSnapshot().value).toBe('guest');
    actor.send({ type: 'session.start', token: 't' });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.start', token: 't2' });
    actor.send({ type: 'session.end' });
    expect(calls).toEqual(['store', 'refresh', 'refresh', 'store', 'refresh', 'clear', 'refresh']);
    expect(actor.getSnapshot().value).toBe('guest');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.session!;
    expect(coverage(entry.machine, soundPaths(entry))).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  });
});
