import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { themeMachine } from '../../machines/theme/theme.machine';
import { catalog } from '../../machines/catalog';
import { coverage, modelPaths } from '../tools/model';
import { otherTheme, resolveTheme } from '../../src/domain/theme';

describe('theme machine', () => {
  it('core §4 Theme: toggles between light and dark and applies each change', () => {
    const applied: string[] = [];
    const actor = createActor(
      themeMachine.provide({ actions: { applyTheme: (_, p: { mode: string }) => void applied.push(p.mode) } }),
      { input: { initial: 'light' } },
    ).start();
    expect(actor.getSnapshot().value).toBe('light');
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().value).toBe('light');
    expect(applied).toEqual(['dark', 'light']);
  });

  it('core §4 Theme: starts in the mode applied before first paint, without re-applying it', () => {
    const applied: string[] = [];
    const actor = createActor(
      themeMachine.provide({ actions: { applyTheme: (_, p: { mode: string }) => void applied.push(p.mode) } }),
      { input: { initial: 'dark' } },
    ).start();
    expect(actor.getSnapshot().value).toBe('dark');
    actor.send({ type: 'theme.set', mode: 'dark' });
    expect(applied).toEqual([]);
  });

  it('core §4 Theme: a remembered choice wins over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('bogus', false)).toBe('light');
    expect(otherTheme('dark')).toBe('light');
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.theme!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result.mismatches).toEqual([]);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });
});
