import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { logoutMachine } from '../../machines/account/logout.machine';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

function start() {
  const calls: string[] = [];
  const record = (name: string) => () => void calls.push(name);
  const actor = createActor(
    logoutMachine.provide({
      actions: {
        endSession: record('endSession'),
        goHome: record('goHome'),
        notifyLoggedOut: record('notifyLoggedOut'),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('logout machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('core §4 Logout: after "Yes" the token is cleared at once and "Logout successful." follows 500 ms later', () => {
    const { actor, calls } = start();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'logout.confirm' });
    expect(calls).toEqual(['endSession', 'goHome']);
    vi.advanceTimersByTime(499);
    expect(calls).not.toContain('notifyLoggedOut');
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['endSession', 'goHome', 'notifyLoggedOut']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('acc §2: cancelling the question keeps the customer signed in', () => {
    const { actor, calls } = start();
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.logout!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});

describe('logout machine, state by state', () => {
  it('core §4 Logout model: signed out only after Yes, the message 500 ms later', () => {
    expectStates(catalog.logout!, logoutExpectations);
  });
});

const logoutNamed = (v: StepView<unknown>) =>
  v.step.effects.map((e) => (e.kind === 'action' ? e.name : `${e.kind}:${'delay' in e ? e.delay : ''}`));
const logoutExpectations: Expectations<unknown> = {
  idle: {
    sees: 'signed in with Logout offered (or signed out, after the message)',
    // Cancel changes nothing; the delay's end says "Logout successful.".
    check: (v) =>
      expect(logoutNamed(v)).toEqual(
        v.event?.type === 'xstate.after.logoutDelay.logout.signingOut' ? ['notifyLoggedOut'] : [],
      ),
  },
  confirming: { sees: '"Are you sure you want to logout?"', check: (v) => expect(logoutNamed(v)).toEqual([]) },
  signingOut: {
    sees: 'signed out, on /home; the message waits 500 ms',
    check: (v) => {
      expect(v.event?.type).toBe('logout.confirm');
      expect(logoutNamed(v)).toEqual(['endSession', 'goHome', 'timer:logoutDelay']);
    },
  },
};
