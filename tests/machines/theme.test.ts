import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { themeMachine } from '../../machines/theme/theme.machine';
import { catalog } from '../../machines/catalog';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';
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

describe('theme machine, state by state', () => {
  it('core §4 Theme model: each state is the mode the customer asked for, applied once per change', () => {
    expectStates(catalog.theme!, themeExpectations);
  });
});

/** By hand: a toggle flips the mode, a set names it; starting in the boot script's mode. */
function modeAsked(v: StepView<unknown>): 'light' | 'dark' {
  let mode = (v.input as { initial: 'light' | 'dark' }).initial;
  for (const e of v.events) mode = e.type === 'theme.toggle' ? (mode === 'dark' ? 'light' : 'dark') : e.mode;
  return mode;
}
const applied = (v: StepView<unknown>) =>
  v.step.effects.flatMap((e) => (e.kind === 'action' ? [[e.name, e.params]] : []));
const themeState = (mode: 'light' | 'dark') => ({
  sees: `the ${mode} theme`,
  check: (v: StepView<unknown>) => {
    expect(modeAsked(v)).toBe(mode);
    // Stored and applied only when the mode changes (setting the current mode does nothing).
    const before = v.events.length ? modeAsked({ ...v, events: v.events.slice(0, -1) }) : mode;
    expect(applied(v)).toEqual(before !== mode ? [['applyTheme', { mode }]] : []);
  },
});
const themeExpectations: Expectations<unknown> = { light: themeState('light'), dark: themeState('dark') };
