import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { loginMachine, type LoginRequest } from '../../machines/auth/login.machine';
import { sessionMachine } from '../../machines/auth/session.machine';
import type { AuthAnswer } from '../../src/domain/authFlow';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { LoginContext } from '../../machines/auth/login.machine';

const settings = { firebase: false, phoneVerification: true, emailVerification: false };
const answer = (over: Partial<AuthAnswer>): AuthAnswer => ({
  token: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  ...over,
});

function start(answers: AuthAnswer[]) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, p?: unknown) => void calls.push([name, p]);
  const queue = [...answers];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(async () => queue.shift()!),
        updateInfo: fromPromise(async ({ input }) => (calls.push(['updateInfo', input]), queue.shift()!)),
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

const manual: LoginRequest = {
  method: 'manual',
  emailOrPhone: 'demo@example.com',
  password: '12345678',
  remember: true,
};

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

  it('acc §2 Forgot password: after "Password changed successfully." the modal shows Sign In, still signed out', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'auth.forgot.open' });
    expect(actor.getSnapshot().hasTag('screen.forgot')).toBe(true);
    actor.send({ type: 'xstate.done.actor.forgot', output: undefined } as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'signIn' });
    expect(calls).toEqual([]);
  });

  it('acc §4: sign-up with phone verification goes through the OTP step by phone, then to the next page', async () => {
    const { actor, calls } = start([answer({ is_phone_verified: 0 })]);
    actor.send({ type: 'auth.open', mode: 'signUp', settings });
    const request: LoginRequest = {
      method: 'signUp',
      name: 'New One',
      email: 'new@example.com',
      phone: '+8801711111111',
      password: '123456',
      confirmPassword: '123456',
      refCode: '',
    };
    actor.send({ type: 'login.submit', request });
    await waitFor(actor, (s) => s.matches({ open: 'verifying' }));
    expect(actor.getSnapshot().context.otp).toMatchObject({
      purpose: 'verifySignUp',
      channel: 'phone',
      target: '+8801711111111',
      firebase: false,
    });
    actor.send({ type: 'xstate.done.actor.otp', output: { result: answer({ token: 'tok' }) } } as never);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toContainEqual(['navigateAfterSignIn', { signUp: true }]);
    expect(calls).toContainEqual(['notifySignedIn', { signUp: true }]);
  });

  it('acc §4 Sign-in: the modal reads its screen from tags: busy while submitting, then the OTP screen, then user_info', async () => {
    let answerNow: (a: AuthAnswer) => void = () => {};
    const actor = createActor(
      loginMachine.provide({
        actors: { submitLogin: fromPromise(() => new Promise<AuthAnswer>((r) => (answerNow = r))) },
      }),
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
    expect(actor.getSnapshot().context.otp).toMatchObject({
      channel: 'email',
      target: 'demo@example.com',
      purpose: 'verifyLogin',
    });
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
    expect(calls[0]).toEqual([
      'updateInfo',
      { name: 'New One', phone: '+8801711111111', email: 'new@example.com', loginType: 'otp', refCode: null },
    ]);
    expect(calls[1]).toEqual(['startSession', { token: 'tok' }]);
  });

  it('acc §7 update-info: the refer code the new customer typed in user_info goes with it (trimmed)', async () => {
    const { actor, calls } = start([answer({ is_phone_verified: 0, is_personal_info: 0 }), answer({ token: 'tok' })]);
    actor.send({ type: 'auth.open', mode: 'signIn', settings });
    actor.send({ type: 'login.submit', request: { method: 'otp', phone: '+8801711111111' } });
    await waitFor(actor, (s) => s.matches({ open: 'verifying' }));
    actor.send({ type: 'xstate.done.actor.otp', output: { result: answer({ is_personal_info: 0 }) } } as never);
    actor.send({ type: 'login.info.submit', name: 'New One', contact: 'new@example.com', refCode: ' DEMO2024 ' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls[0]).toEqual(['updateInfo', expect.objectContaining({ refCode: 'DEMO2024' })]);
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
    actor.send({
      type: 'login.submit',
      request: {
        method: 'signUp',
        name: 'a',
        email: 'a@b.co',
        phone: '1',
        password: '123456',
        confirmPassword: '123456',
        refCode: '',
      },
    });
    await vi.waitFor(() => expect(calls).toEqual([{ message: 'The phone has already been taken.' }]));
    expect(actor.getSnapshot().value).toEqual({ open: 'signUp' });
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.login!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  }, 60_000);

  it('acc §4 model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.login!, loginExpectations);
  }, 60_000);
});

type View = StepView<LoginContext>;
const lastOf = (v: View, type: string) =>
  [...v.events].reverse().find((e) => e.type === type) as (Record<string, any> & { type: string }) | undefined;
/** The actions the edge carries out (context updates left out). */
const actionsOf = (v: View) =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && !e.context ? [{ name: e.name, params: e.params }] : []));

/** acc §8: a failed call shows the server's message and returns to the form. */
function showsServerError(v: View) {
  const error = v.event?.type.startsWith('xstate.error.actor.') ? (v.event as { error?: Error }).error : undefined;
  if (error) expect(actionsOf(v)).toContainEqual({ name: 'notifyError', params: { message: error.message } });
}

/** Hand-written from acc §2 (auth modal) and §4 (after a login response). */
const loginExpectations: Expectations<LoginContext> = {
  closed: {
    sees: 'no auth modal; Sign In in the header',
    check: (v) => {
      const answer = v.event && ((v.event as any).output?.result ?? (v.event as any).output);
      const names = actionsOf(v).map((a) => a.name);
      if (answer?.token) {
        // acc §4 Login success: token stored, "Logged in successfully.", then the next page.
        expect(actionsOf(v)).toContainEqual({ name: 'startSession', params: { token: answer.token } });
        expect(names).toEqual(['startSession', 'rememberCredentials', 'notifySignedIn', 'navigateAfterSignIn']);
        const request = lastOf(v, 'login.submit')?.request;
        const social = v.event!.type === 'xstate.done.actor.social';
        const remembered = actionsOf(v).find((a) => a.name === 'rememberCredentials')!.params as {
          identifier?: string | null;
        };
        if (!social && request?.method === 'manual')
          expect(remembered.identifier).toBe(request.remember ? request.emailOrPhone : null);
      } else {
        expect(names).not.toContain('startSession');
      }
    },
  },
  'open.signIn': {
    sees: 'the sign-in form of the login-method status',
    context: { mode: 'signIn', request: null, result: null, otp: null },
    check: showsServerError,
  },
  'open.signUp': {
    sees: 'the sign-up form',
    context: { mode: 'signUp', request: null, result: null, otp: null },
    check: showsServerError,
  },
  'open.submitting': {
    sees: 'the form waits for POST auth/login or auth/sign-up',
    calls: ['submitLogin'],
    context: (v) => ({ request: lastOf(v, 'login.submit')!.request }),
  },
  'open.verifying': {
    sees: 'the OTP dialog for the phone or e-mail the code went to',
    calls: ['otp'],
    check: (v) => {
      const request = lastOf(v, 'login.submit')!.request;
      const otp = v.context.otp!;
      expect(otp.purpose).toBe(
        { otp: 'otpLogin', manual: 'verifyLogin', signUp: 'verifySignUp' }[request.method as string],
      );
      expect(otp.firebase).toBe(lastOf(v, 'auth.open')!.settings.firebase);
      if (request.method === 'otp') expect(otp).toMatchObject({ channel: 'phone', target: request.phone });
      if (request.method === 'manual') expect(otp.target).toBe(request.emailOrPhone);
      expect(otp.countdownSeconds).toBe((v.input as { countdownSeconds?: number }).countdownSeconds);
    },
  },
  'open.userInfo': {
    sees: 'user_info: name, and the e-mail or phone the account lacks',
    check: (v) => {
      expect(v.context.result?.is_personal_info).toBe(0);
      // A request that gave a phone asks for the e-mail, one that did not asks for the phone.
      const request = lastOf(v, 'login.submit')!.request;
      expect(v.context.infoNeeds).toBe(request.phone ? 'email' : 'phone');
      showsServerError(v);
    },
  },
  'open.updatingInfo': { sees: 'waits for POST auth/update-info', calls: ['updateInfo'] },
  'open.existUser': {
    sees: '"Is it you?" with the existing account, Yes / No',
    check: (v) => expect(v.context.result?.is_exist_user).toBeTruthy(),
  },
  'open.confirmingExisting': { sees: 'the login repeats with verified set', calls: ['confirmExisting'] },
  'open.social': { sees: 'the social provider signs the customer in', calls: ['social'] },
  'open.forgot': { sees: 'the forgot-password modal', calls: ['forgot'] },
};

describe('session machine', () => {
  it('acc §4 Session: a stored token means signed in; login stores it, logout clears it, 401 only refetches', () => {
    const calls: string[] = [];
    const logic = sessionMachine.provide({
      actions: {
        storeToken: () => void calls.push('store'),
        clearToken: () => void calls.push('clear'),
        refreshCustomerData: () => void calls.push('refresh'),
      },
    });
    expect(
      createActor(logic, { input: { hasToken: true } })
        .start()
        .getSnapshot().value,
    ).toBe('signedIn');
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
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
  it('acc §4 Session model: signed in exactly while a token is stored, and each change refetches', () => {
    expectStates(catalog.session!, sessionExpectations);
  });
});

/** By hand from acc §4 Session and acc §8 (a 401 has already removed the token). */
const tokenStored = (v: StepView<unknown>) =>
  v.events.reduce(
    (has, e) =>
      e.type === 'session.start' ? true : e.type === 'session.end' || e.type === 'session.expired' ? false : has,
    (v.input as { hasToken: boolean }).hasToken,
  );
const sessionEffects = (v: StepView<unknown>) => {
  const named = v.step.effects.flatMap((e) =>
    e.kind === 'action' ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );
  const e = v.event;
  const want = !e
    ? []
    : e.type === 'session.start'
      ? [['storeToken', { token: e.token }], ['refreshCustomerData']]
      : e.type === 'session.end'
        ? [['clearToken'], ['refreshCustomerData']]
        : [['refreshCustomerData']];
  expect(named).toEqual(want);
};
const sessionExpectations: Expectations<unknown> = {
  guest: { sees: 'Sign In in the header', check: (v) => (expect(tokenStored(v)).toBe(false), sessionEffects(v)) },
  signedIn: {
    sees: 'the profile menu in the header',
    check: (v) => (expect(tokenStored(v)).toBe(true), sessionEffects(v)),
  },
};
