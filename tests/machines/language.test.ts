import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageChangeMachine } from '../../machines/language/languageChange.machine';
import { catalog } from '../../machines/catalog';
import { coverage, modelPaths, replay } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

function start(input: { current: string; justChanged: boolean }) {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void calls.push([name, params]);
  const actor = createActor(
    languageChangeMachine.provide({
      actions: {
        storeLanguage: record('storeLanguage'),
        applyDocumentLanguage: record('applyDocumentLanguage'),
        markChangedForNextLoad: record('markChangedForNextLoad'),
        clearChangedMark: record('clearChangedMark'),
        announceChanged: record('announceChanged'),
        reloadPage: record('reloadPage'),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('languageChange machine', () => {
  it('core §4 Language change: confirm stores the choice, applies it and reloads, in that order', () => {
    const { actor, calls } = start({ current: 'en', justChanged: false });
    actor.send({ type: 'language.select', code: 'ar' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    actor.send({ type: 'language.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([
      ['storeLanguage', { code: 'ar' }],
      ['applyDocumentLanguage', { code: 'ar' }],
      ['markChangedForNextLoad', undefined],
      ['reloadPage', undefined],
    ]);
  });

  it('core §2 Language change confirmation dialog: cancel stores nothing', () => {
    const { actor, calls } = start({ current: 'en', justChanged: false });
    actor.send({ type: 'language.select', code: 'ar' });
    actor.send({ type: 'language.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls).toEqual([]);
  });

  it('core §4 Language change: choosing the current or an unsupported language asks nothing', () => {
    const { actor } = start({ current: 'en', justChanged: false });
    actor.send({ type: 'language.select', code: 'en' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'language.select', code: 'xx' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('core §8 "Language has been changed." is announced once, on the load after the change', () => {
    const after = start({ current: 'ar', justChanged: true });
    expect(after.calls.map(([n]) => n)).toEqual(['clearChangedMark', 'announceChanged']);
    const plain = start({ current: 'ar', justChanged: false });
    expect(plain.calls).toEqual([]);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.languageChange!;
    const paths = modelPaths(entry);
    expect(paths.length).toBeGreaterThanOrEqual(3);
    const result = coverage(entry.machine, paths);
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('model: every generated path that confirms ends with a reload', () => {
    for (const path of modelPaths(catalog.languageChange!)) {
      const r = replay(languageChangeMachine, path);
      const confirmed = path.steps.some((s) => s.event.type === 'language.confirm');
      expect(r.actions.includes('reloadPage')).toBe(confirmed);
    }
  });
});

describe('languageChange machine, state by state', () => {
  it('core §4 Language change model: every state a path reaches holds what the spec says', () => {
    expectStates(catalog.languageChange!, languageExpectations);
  });
});

type View = StepView<{ current: string; pending: string | null }>;
const named = (v: View) =>
  v.step.effects.flatMap((e) =>
    e.kind === 'action' && !e.context ? [e.params === undefined ? [e.name] : [e.name, e.params]] : [],
  );
const input = (v: View) => v.input as { current: string; justChanged: boolean };
const lastSelected = (v: View) =>
  ([...v.events].reverse().find((e) => e.type === 'language.select') as { code: string } | undefined)?.code;

const languageExpectations: Expectations<{ current: string; pending: string | null }> = {
  idle: {
    sees: 'the page in its language; the language control',
    context: { pending: null },
    check: (v) => {
      // "Language has been changed." once, on the load after a confirmed change; a cancel stores nothing.
      if (!v.event) expect(named(v)).toEqual(input(v).justChanged ? [['clearChangedMark'], ['announceChanged']] : []);
      else expect(named(v)).toEqual([]);
    },
  },
  confirming: {
    sees: 'the confirmation dialog for the other language',
    context: (v) => ({ pending: lastSelected(v)! }),
    check: (v) => {
      expect(['en', 'ar']).toContain(lastSelected(v));
      expect(lastSelected(v)).not.toBe(input(v).current);
    },
  },
  reloading: {
    sees: 'stored, <html lang dir> set, the page reloads',
    check: (v) => {
      const code = lastSelected(v)!;
      expect(named(v)).toEqual([
        ['storeLanguage', { code }],
        ['applyDocumentLanguage', { code }],
        ['markChangedForNextLoad'],
        ['reloadPage'],
      ]);
    },
  },
};
