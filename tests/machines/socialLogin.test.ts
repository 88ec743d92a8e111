import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { socialLoginMachine, type SocialCredential } from '../../machines/auth/socialLogin.machine';
import { ApiError } from '../../src/api/errors';
import type { AuthAnswer } from '../../src/domain/authFlow';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
import type { SocialLoginContext } from '../../machines/auth/socialLogin.machine';

const credential = (email: string | null): SocialCredential => ({
  medium: 'google',
  token: 't',
  unique_id: 'u',
  email,
  name: 'Nora',
});
const answer = (over: Partial<AuthAnswer>): AuthAnswer => ({
  token: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  ...over,
});

function start(
  cred: SocialCredential,
  signIn: (verified: boolean) => Promise<AuthAnswer>,
  updateInfo?: (i: { phone: string | null; email: string | null }) => Promise<AuthAnswer>,
) {
  const errors: string[] = [];
  const actor = createActor(
    socialLoginMachine.provide({
      actors: {
        authorize: fromPromise(async () => cred),
        signIn: fromPromise(async ({ input }) => signIn(input.verified)),
        updateInfo: fromPromise(async ({ input }) => (updateInfo ? updateInfo(input) : answer({ token: 'tok' }))),
      },
      actions: { notifyError: (_, p) => void errors.push(p.message) },
    }),
    { input: { medium: 'google' } },
  ).start();
  return { actor, errors };
}

describe('socialLogin machine', () => {
  it('acc §4 Social login: a complete account signs in at once', async () => {
    const { actor } = start(credential('sam@example.com'), async () => answer({ token: 'tok' }));
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('signedIn');
    expect(done.output?.result?.token).toBe('tok');
  });

  it('acc §4 Social login without a phone number: phone_modal asks for it, then update-info signs in', async () => {
    let sent: unknown = null;
    const { actor } = start(
      credential('nora@example.com'),
      async () => answer({ is_personal_info: 0 }),
      async (i) => {
        sent = i;
        return answer({ token: 'tok' });
      },
    );
    await waitFor(actor, (s) => s.matches('collecting'));
    expect(actor.getSnapshot().context.needs).toBe('phone');
    actor.send({ type: 'social.info.submit', name: 'Nora', contact: '+8801799999999' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toMatchObject({ phone: '+8801799999999', email: 'nora@example.com' });
  });

  it('acc §4: an existing account asks "is it you?"; Yes repeats the login with verified', async () => {
    const seen: boolean[] = [];
    const { actor } = start(credential('demo@example.com'), async (verified) => {
      seen.push(verified);
      return verified ? answer({ token: 'tok' }) : answer({ is_exist_user: { id: 1, name: 'Demo Customer' } });
    });
    await waitFor(actor, (s) => s.matches('confirmingExisting'));
    actor.send({ type: 'social.existing.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(seen).toEqual([false, true]);
  });

  it('acc §8: error code email leads to the collection step (e-mail asked when the provider gave none); others show their message', async () => {
    const coded = start(credential(null), async () => {
      throw new ApiError(403, [{ code: 'email', message: 'The email field is required.' }], null);
    });
    await waitFor(coded.actor, (s) => s.matches('collecting'));
    expect(coded.actor.getSnapshot().context.needs).toBe('email');
    expect(coded.errors).toEqual([]);
    const other = start(credential('x@example.com'), async () => {
      throw new ApiError(403, [{ code: null, message: 'Invalid social login token' }], null);
    });
    const done = await waitFor(other.actor, (s) => s.status === 'done');
    expect(done.value).toBe('failed');
    expect(other.errors).toEqual(['Invalid social login token']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.socialLogin!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});

describe('socialLogin machine, state by state', () => {
  it('acc §4 Social login model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.socialLogin!, socialExpectations);
  });
});

type SView = StepView<SocialLoginContext>;
const toasts = (v: SView) =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && e.name === 'notifyError' ? [e.params] : []));
const outputOf = (v: SView) =>
  v.step.effects.find((e) => e.kind === 'done') as { output: { result: unknown; error: string | null } } | undefined;
const lastAnswer = (v: SView) =>
  [...v.events]
    .reverse()
    .find((e) => e.type === 'xstate.done.actor.signIn' || e.type === 'xstate.done.actor.updateInfo')?.output;

/** Hand-written from acc §4 Social login and §8 (errors show their message). */
const socialExpectations: Expectations<SocialLoginContext> = {
  authorizing: { sees: "the provider's sign-in window", calls: ['authorize'] },
  submitting: {
    sees: 'POST auth/login with login_type social',
    calls: ['signIn'],
    // "Yes, it's me" repeats the login with verified set.
    context: (v) => ({ verified: v.events.some((e) => e.type === 'social.existing.confirm') }),
  },
  confirmingExisting: {
    sees: '"an account with this e-mail exists — is it you?"',
    check: (v) => expect(v.context.result?.is_exist_user).toBeTruthy(),
  },
  collecting: {
    sees: 'phone_modal / user_info: name and the missing phone or e-mail',
    check: (v) => {
      // The provider gave an e-mail: ask for the phone; else ask for the e-mail.
      const credential = v.events.find((e) => e.type === 'xstate.done.actor.authorize')!.output;
      expect(v.context.needs).toBe(credential.email ? 'phone' : 'email');
      const e = v.event!;
      if (e.type === 'xstate.error.actor.signIn') expect(e.error.hasCode('email')).toBe(true);
      expect(toasts(v)).toEqual(e.type === 'xstate.error.actor.updateInfo' ? [{ message: e.error.message }] : []);
    },
  },
  updatingInfo: { sees: 'POST auth/update-info with login_type social', calls: ['updateInfo'] },
  signedIn: {
    sees: 'signed in; the auth modal closes',
    check: (v) => {
      const answer = lastAnswer(v);
      expect(answer.token).toBeTruthy();
      expect(outputOf(v)?.output).toEqual({ result: answer, error: null });
    },
  },
  failed: {
    sees: 'the error message; back to sign-in',
    check: (v) => {
      const e = v.event!;
      if (e.type === 'xstate.error.actor.signIn') {
        expect(toasts(v)).toEqual([{ message: e.error.message }]);
        expect(outputOf(v)?.output).toEqual({ result: null, error: e.error.message });
      } else expect(outputOf(v)?.output.result).toBeNull();
    },
  },
  cancelled: {
    sees: 'back to the sign-in view',
    check: (v) => expect(outputOf(v)?.output).toEqual({ result: null, error: null }),
  },
};
