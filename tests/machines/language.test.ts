import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageChangeMachine } from '../../machines/language/languageChange.machine';
import { catalog } from '../../machines/catalog';
import { coverage, modelPaths, replay } from '../tools/model';

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
