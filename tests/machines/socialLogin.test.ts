import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { socialLoginMachine, type SocialCredential } from '../../machines/auth/socialLogin.machine';
import { ApiError } from '../../src/api/errors';
import type { AuthAnswer } from '../../src/domain/authFlow';
import { coverage, modelPaths } from '../tools/model';

const credential = (email: string | null): SocialCredential => ({ medium: 'google', token: 't', unique_id: 'u', email, name: 'Nora' });
const answer = (over: Partial<AuthAnswer>): AuthAnswer => ({ token: null, is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null, ...over });

function start(cred: SocialCredential, signIn: (verified: boolean) => Promise<AuthAnswer>, updateInfo?: (i: { phone: string | null; email: string | null }) => Promise<AuthAnswer>) {
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
    const { actor } = start(credential('nora@example.com'), async () => answer({ is_personal_info: 0 }), async (i) => {
      sent = i;
      return answer({ token: 'tok' });
    });
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
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  });
});
