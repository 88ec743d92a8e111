import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { catalog } from '../../machines/catalog';
import { interestsMachine, type InterestsContext } from '../../machines/account/interests.machine';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, stepActions as said, type Expectations } from '../tools/expectations';

function start(save: () => Promise<{ message?: string }>, chosen: number[] = []) {
  const calls: string[] = [];
  const sent: number[][] = [];
  const record = (name: string) => () => void calls.push(name);
  const actor = createActor(
    interestsMachine.provide({
      actors: {
        saveInterests: fromPromise(async ({ input }: { input: { ids: number[] } }) => {
          sent.push(input.ids);
          return save();
        }),
      },
      actions: {
        rememberChoice: record('rememberChoice'),
        notifySaved: record('notifySaved'),
        showError: record('showError'),
        goOn: record('goOn'),
      },
    }),
    { input: { chosen } },
  ).start();
  return { actor, calls, sent };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('interests machine', () => {
  it('acc §2 /interest: Save sends the chosen categories to the account, keeps them on the device and goes on', async () => {
    const { actor, calls, sent } = start(async () => ({ message: 'Interest updated successfully' }));
    actor.send({ type: 'interest.save' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    actor.send({ type: 'interest.toggle', id: 6 });
    actor.send({ type: 'interest.toggle', id: 7 });
    actor.send({ type: 'interest.toggle', id: 7 });
    actor.send({ type: 'interest.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await settled();
    expect(sent).toEqual([[6]]);
    expect(calls).toEqual(['rememberChoice', 'notifySaved', 'goOn']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('acc §2 /interest from the profile: the last choice starts pressed; a refused save keeps it and says why', async () => {
    const { actor, calls } = start(() => Promise.reject(new Error('The interest field is required.')), [6]);
    actor.send({ type: 'interest.save' });
    await settled();
    expect(calls).toEqual(['showError']);
    expect(actor.getSnapshot().context.chosen).toEqual([6]);
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
  });

  it('acc §2 /interest: Skip goes on without saving', () => {
    const { actor, calls, sent } = start(async () => ({}), [6]);
    actor.send({ type: 'interest.skip' });
    expect(calls).toEqual(['goOn']);
    expect(sent).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.interests!;
    expect(coverage(entry.machine, modelPaths(entry))).toEqual({
      missedStates: [],
      missedTransitions: [],
      mismatches: [],
    });
  });
});

describe('interests machine, state by state', () => {
  it('acc §2 /interest model: saved only by Save with a choice; Skip saves nothing', () => {
    expectStates(catalog.interests!, expectations);
  });
});

const expectations: Expectations<InterestsContext> = {
  choosing: {
    sees: 'the categories as buttons, the chosen ones pressed, Save and Skip',
    tags: ['choosing'],
    check: (v) => {
      if (v.event?.type === 'interest.save') expect(v.context.chosen).toEqual([]);
      if (v.event?.type.startsWith('xstate.error')) expect(said(v)).toEqual(['showError']);
      else expect(said(v)).toEqual([]);
    },
  },
  saving: {
    sees: 'Save busy while customer/update-interest is sent with the chosen ids',
    tags: ['saving'],
    calls: ['saveInterests'],
    check: (v) => {
      expect(v.context.chosen.length).toBeGreaterThan(0);
      const call = v.step.effects.find((e) => e.kind === 'call');
      expect(call && 'input' in call ? call.input : null).toEqual({ ids: v.context.chosen });
    },
  },
  done: {
    sees: 'the next page (/home, or the profile it was opened from)',
    check: (v) =>
      expect(said(v)).toEqual(v.event?.type === 'interest.skip' ? ['goOn'] : ['rememberChoice', 'notifySaved', 'goOn']),
  },
};
