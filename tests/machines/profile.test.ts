import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { profileMachine, type ProfileAnswer } from '../../machines/account/profile.machine';
import { ApiError } from '../../src/api/errors';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

const current = { name: 'Demo Customer', email: 'demo@example.com', phone: '+8801700000001' };

function start(update: () => Promise<ProfileAnswer>, remove: () => Promise<unknown> = async () => []) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, p?: unknown) => void calls.push([name, p]);
  const actor = createActor(
    profileMachine.provide({
      actors: { updateProfile: fromPromise(async () => update()), deleteAccount: fromPromise(async () => remove()) },
      actions: {
        notifyNoChanges: record('notifyNoChanges'),
        notifyUpdated: record('notifyUpdated'),
        notifyErrors: record('notifyErrors'),
        refreshProfile: record('refreshProfile'),
        endSession: record('endSession'),
        notifyDeleted: record('notifyDeleted'),
        goLanding: record('goLanding'),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

describe('profile machine', () => {
  it('core §8 "No changes found to update." when nothing changed; nothing is sent', () => {
    const { actor, calls } = start(async () => ({ message: 'x' }));
    actor.send({ type: 'profile.save', current, draft: { ...current, password: '', image: null } });
    expect(calls).toEqual([['notifyNoChanges', undefined]]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('core §4 Profile update: success shows the message and refreshes the profile', async () => {
    const { actor, calls } = start(async () => ({ message: 'Profile successfully updated' }));
    actor.send({
      type: 'profile.save',
      current,
      draft: { ...current, name: 'Demo Renamed', password: '', image: null },
    });
    await waitFor(actor, (s) => s.matches('editing') && calls.length > 0);
    expect(calls).toEqual([
      ['notifyUpdated', { message: 'Profile successfully updated' }],
      ['refreshProfile', undefined],
    ]);
  });

  it('core §4: otp_send opens the OTP dialog for the new phone', async () => {
    const { actor } = start(async () => ({
      otp_send: true,
      verification_on: 'phone',
      verification_medium: 'SMS',
      message: 'OTP sent',
    }));
    actor.send({
      type: 'profile.save',
      current,
      draft: { ...current, phone: '+8801700000099', password: '', image: null },
    });
    await waitFor(actor, (s) => s.matches('verifying'));
    expect([...actor.getSnapshot().tags]).toEqual(['otp']);
    const otp = actor.getSnapshot().children.otp?.getSnapshot() as {
      context: { channel: string; target: string; firebase: boolean };
    };
    expect(otp.context).toMatchObject({ channel: 'phone', target: '+8801700000099', firebase: false });
  });

  it('core §4 account deletion: token cleared, "Account has been deleted.", /; ongoing orders keep the account', async () => {
    const ok = start(async () => ({}));
    ok.actor.send({ type: 'profile.delete.request' });
    expect([...ok.actor.getSnapshot().tags]).toEqual(['deletionDialog']);
    ok.actor.send({ type: 'profile.delete.confirm' });
    expect([...ok.actor.getSnapshot().tags].sort()).toEqual(['busy', 'deletionDialog']);
    await waitFor(ok.actor, (s) => s.status === 'done');
    expect(ok.calls.map(([n]) => n)).toEqual(['endSession', 'notifyDeleted', 'goLanding']);
    const busy = start(
      async () => ({}),
      async () => {
        throw new ApiError(
          203,
          [{ code: 'on-going', message: 'Please complete your ongoing and accepted orders' }],
          null,
        );
      },
    );
    busy.actor.send({ type: 'profile.delete.request' });
    busy.actor.send({ type: 'profile.delete.confirm' });
    await waitFor(busy.actor, (s) => s.matches('editing'));
    expect(busy.calls).toEqual([['notifyErrors', { messages: ['Please complete your ongoing and accepted orders'] }]]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.profile!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});

describe('profile machine, state by state', () => {
  it('core §4 Profile model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.profile!, profileExpectations);
  });
});

type PView = StepView<{ draft: Record<string, unknown> | null }>;
const pNamed = (v: PView) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );
/** By hand: a save whose draft equals the current profile (no new password or image) changes nothing. */
const unchanged = (e: Record<string, any>) =>
  ['name', 'email', 'phone'].every((k) => e.draft[k] === e.current[k]) && !e.draft.password && !e.draft.image;

const profileExpectations: Expectations<{ draft: Record<string, unknown> | null }> = {
  editing: {
    sees: 'the profile edit form',
    check: (v) => {
      const e = v.event;
      const want =
        !e || e.type === 'profile.otp.cancel' || e.type === 'profile.delete.cancel'
          ? []
          : e.type === 'profile.save'
            ? (expect(unchanged(e)).toBe(true), [['notifyNoChanges']])
            : e.type === 'xstate.done.actor.updateProfile'
              ? [['notifyUpdated', { message: e.output.message }], ['refreshProfile']]
              : e.type === 'xstate.done.actor.otp'
                ? [['notifyUpdated', { message: null }], ['refreshProfile']]
                : [['notifyErrors', { messages: [e.error.message] }]];
      expect(pNamed(v)).toEqual(want);
    },
  },
  saving: {
    sees: 'POST customer/update-profile',
    calls: ['updateProfile'],
    check: (v) => {
      expect(unchanged(v.event!)).toBe(false);
      expect(v.context.draft).toEqual(v.event!.draft);
    },
  },
  verifying: {
    sees: 'the OTP dialog for the new phone or e-mail',
    check: (v) => {
      expect(v.event!.output.otp_send).toBe(true);
      const otp = v.step.effects.find((e) => e.kind === 'call' && e.id === 'otp') as
        { input?: Record<string, unknown> } | undefined;
      const draft = v.context.draft!;
      expect(otp?.input).toMatchObject({
        purpose: 'profile',
        channel: v.event!.output.verification_on,
        target: v.event!.output.verification_on === 'phone' ? draft.phone : draft.email,
      });
    },
  },
  confirmingDeletion: { sees: 'asks before deleting the account', check: (v) => expect(pNamed(v)).toEqual([]) },
  deleting: { sees: 'DELETE customer/remove-account', calls: ['deleteAccount'] },
  deleted: {
    sees: 'signed out, "Account has been deleted.", the landing page',
    check: (v) => expect(pNamed(v)).toEqual([['endSession'], ['notifyDeleted'], ['goLanding']]),
  },
};
