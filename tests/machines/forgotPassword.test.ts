import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { forgotPasswordMachine, type RequestAnswer } from '../../machines/auth/forgotPassword.machine';
import { ApiError } from '../../src/api/errors';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { ForgotPasswordContext } from '../../machines/auth/forgotPassword.machine';

function start(
  requestCode: () => Promise<unknown>,
  verify: () => Promise<unknown> = async () => ({}),
  firebase = false,
) {
  const toasts: Array<[string, string | null]> = [];
  const calls: Array<[string, unknown]> = [];
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: fromPromise(
          async ({ input }) => (calls.push(['requestCode', input]), (await requestCode()) as RequestAnswer),
        ) as never,
        verifyCode: fromPromise(async ({ input }) => (calls.push(['verifyCode', input]), verify())),
        resetPassword: fromPromise(
          async ({ input }) => (calls.push(['resetPassword', input]), { message: 'Password changed successfully.' }),
        ) as never,
        sendProviderCode: fromPromise(
          async ({ input }) => (calls.push(['sendProviderCode', input]), { sessionInfo: 'session-1' }),
        ),
        verifyProviderCode: fromPromise(async ({ input }) => (calls.push(['verifyProviderCode', input]), verify())),
      },
      actions: {
        notifySuccess: (_, p) => void toasts.push(['success', p.message]),
        notifyError: (_, p) => void toasts.push(['error', p.message]),
      },
    }),
    { input: { firebase } },
  ).start();
  return { actor, toasts, calls };
}

describe('forgotPassword machine', () => {
  it('acc §4 Forgot password: request, 6-digit code, new password; success closes', async () => {
    const { actor, toasts } = start(async () => ({ message: 'OTP sent successfully' }));
    actor.send({ type: 'forgot.request.submit', method: 'phone', contact: '1700000001' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    actor.send({ type: 'forgot.code.submit', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('password'));
    actor.send({ type: 'forgot.password.submit', password: 'secret1', confirmPassword: 'secret1' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(toasts).toEqual([
      ['success', 'OTP sent successfully'],
      ['success', 'Password changed successfully.'],
    ]);
  });

  it('acc §7 Forgot password with firebase_otp_verification 1: the phone code comes from the firebase send and is checked by firebase-reset-password', async () => {
    const { actor, toasts, calls } = start(
      async () => ({ message: 'unused' }),
      async () => ({ message: 'OTP found, you can proceed' }),
      true,
    );
    actor.send({ type: 'forgot.request.submit', method: 'phone', contact: ' 1700000001 ' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    actor.send({ type: 'forgot.code.resend' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    actor.send({ type: 'forgot.code.submit', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('password'));
    actor.send({ type: 'forgot.password.submit', password: 'secret12', confirmPassword: 'secret12' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls.map(([name]) => name)).toEqual([
      'sendProviderCode',
      'sendProviderCode',
      'verifyProviderCode',
      'resetPassword',
    ]);
    expect(calls[2]![1]).toEqual({ phone: '1700000001', sessionInfo: 'session-1', code: '123456' });
    expect(toasts).toEqual([['success', 'Password changed successfully.']]);
  });

  it('acc §7 Forgot password with firebase on: an e-mail reset still goes through forgot-password and verify-token', async () => {
    const { actor, calls } = start(
      async () => ({ message: 'OTP sent successfully' }),
      async () => ({}),
      true,
    );
    actor.send({ type: 'forgot.request.submit', method: 'email', contact: 'a@b.co' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    actor.send({ type: 'forgot.code.submit', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('password'));
    expect(calls.map(([name]) => name)).toEqual(['requestCode', 'verifyCode']);
  });

  it('acc §8 Firebase send failure: the error message, and the customer stays on the request step', async () => {
    const toasts: Array<[string, string | null]> = [];
    const failing = createActor(
      forgotPasswordMachine.provide({
        actors: {
          sendProviderCode: fromPromise(async () =>
            Promise.reject(new Error('Firebase: Error (auth/too-many-requests).')),
          ),
        },
        actions: { notifyError: (_, p) => void toasts.push(['error', p.message]) },
      }),
      { input: { firebase: true } },
    ).start();
    failing.send({ type: 'forgot.request.submit', method: 'phone', contact: '1700000001' });
    await vi.waitFor(() => expect(toasts).toEqual([['error', 'Firebase: Error (auth/too-many-requests).']]));
    expect(failing.getSnapshot().value).toBe('request');
  });

  it('acc §8 Forgot password: an errors list shows its first message and the flow advances', async () => {
    const { actor, toasts } = start(async () => {
      throw new ApiError(
        404,
        [
          { code: 'not-found', message: 'User not found' },
          { code: 'x', message: 'second' },
        ],
        null,
      );
    });
    actor.send({ type: 'forgot.request.submit', method: 'email', contact: 'nobody@example.com' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    expect(toasts).toEqual([['error', 'User not found']]);
  });

  it('acc §8: a failure without an errors list stays on the request step', async () => {
    const { actor, toasts } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'forgot.request.submit', method: 'email', contact: 'a@b.co' });
    await vi.waitFor(() => expect(toasts).toEqual([['error', 'Failed to fetch']]));
    expect(actor.getSnapshot().value).toBe('request');
  });

  it('acc §4: a wrong code stays on the code step with the server message', async () => {
    const { actor, toasts } = start(
      async () => ({ message: 'sent' }),
      async () => {
        throw new ApiError(400, [{ code: 'invalid', message: 'Invalid OTP.' }], null);
      },
    );
    actor.send({ type: 'forgot.request.submit', method: 'phone', contact: '1700000001' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('code'));
    actor.send({ type: 'forgot.code.submit', code: '000000' });
    await vi.waitFor(() => expect(toasts.at(-1)).toEqual(['error', 'Invalid OTP.']));
    expect(actor.getSnapshot().value).toBe('code');
  });

  it('acc §4 Forgot password: each screen state carries exactly one step tag; busy while a call runs', async () => {
    let release: (v: RequestAnswer) => void = () => {};
    const { actor } = start(() => new Promise<RequestAnswer>((r) => (release = r)));
    const tags = () => [...actor.getSnapshot().tags].sort();
    expect(tags()).toEqual(['step.request']);
    actor.send({ type: 'forgot.request.submit', method: 'phone', contact: '1700000001' });
    expect(tags()).toEqual(['busy', 'step.request']);
    release({ message: 'sent' });
    await vi.waitFor(() => expect(tags()).toEqual(['step.code']));
    actor.send({ type: 'forgot.code.submit', code: '123456' });
    expect(tags()).toEqual(['busy', 'step.code']);
    await vi.waitFor(() => expect(tags()).toEqual(['step.password']));
    actor.send({ type: 'forgot.password.submit', password: 'secret1', confirmPassword: 'secret1' });
    expect(tags()).toEqual(['busy', 'step.password']);
    for (const [id, node] of Object.entries(forgotPasswordMachine.root.states)) {
      if (node.type === 'final') continue;
      expect([id, [...node.tags].filter((t) => t.startsWith('step.')).length]).toEqual([id, 1]);
    }
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.forgotPassword!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });

  it('acc §4 Forgot password model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.forgotPassword!, forgotExpectations);
  }, 60_000);
});

type View = StepView<ForgotPasswordContext>;
const toasts = (v: View) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [[e.name, (e.params as { message?: string | null }).message]] : [],
  );
const lastRequest = (v: View) => [...v.events].reverse().find((e) => e.type === 'forgot.request.submit');

/** acc §8: an errors list shows its first message and the flow advances; any other failure shows its message. */
function advancedWithFirstMessage(v: View) {
  const e = v.event as {
    type: string;
    output?: RequestAnswer;
    error?: ApiError & { details?: Array<{ message: string }> };
  } | null;
  if (e?.type === 'xstate.done.actor.requestCode') {
    const listed = e.output?.errors?.[0]?.message;
    expect(toasts(v)).toEqual([listed ? ['notifyError', listed] : ['notifySuccess', e.output?.message ?? null]]);
  }
  if (e?.type === 'xstate.error.actor.requestCode')
    expect(toasts(v)).toEqual([['notifyError', e.error!.details![0]!.message]]);
}

/** Hand-written from acc §2 (forgot-password modal) and §4 (its steps). */
const forgotExpectations: Expectations<ForgotPasswordContext> = {
  request: {
    sees: 'step 0: phone or e-mail and Send code',
    tags: ['step.request'],
    check: (v) => {
      if (v.event?.type === 'xstate.error.actor.requestCode')
        expect(toasts(v)).toEqual([['notifyError', (v.event!.error as Error).message]]);
    },
  },
  requesting: {
    sees: 'step 0, Send code waiting (the server sends the code: no firebase, or an e-mail)',
    check: (v) => expect(v.context.firebase && v.context.method === 'phone').toBe(false),
    tags: ['busy', 'step.request'],
    calls: ['requestCode'],
    // The code goes to the contact as typed, trimmed.
    context: (v) => ({ method: lastRequest(v)!.method, contact: String(lastRequest(v)!.contact).trim() }),
  },
  sendingByProvider: {
    sees: 'step 0, Send code waiting while the phone-auth provider texts the code (firebase_otp_verification 1, a phone)',
    tags: ['busy', 'step.request'],
    calls: ['sendProviderCode'],
    check: (v) => expect([v.input, v.context.method]).toEqual([{ firebase: true }, 'phone']),
  },
  code: {
    sees: 'step 1: the 6-digit code, Resend, Change number or e-mail',
    tags: ['step.code'],
    check: advancedWithFirstMessage,
  },
  verifyingByProvider: {
    sees: 'step 1, Verify waiting: firebase-reset-password checks the provider code',
    tags: ['busy', 'step.code'],
    calls: ['verifyProviderCode'],
    context: { firebase: true, sessionInfo: 'session-1' },
  },
  verifying: {
    sees: 'step 1, Verify waiting',
    tags: ['busy', 'step.code'],
    calls: ['verifyCode'],
    context: (v) => ({ code: String((v.event as { code?: string }).code).trim() }),
  },
  password: { sees: 'step 2: new password and its confirmation', tags: ['step.password'] },
  resetting: { sees: 'step 2, Reset password waiting', tags: ['busy', 'step.password'], calls: ['resetPassword'] },
  done: {
    sees: 'the modal closes with the server message',
    tags: [],
    check: (v) => expect(toasts(v)).toEqual([['notifySuccess', (v.event!.output as { message: string }).message]]),
  },
};
