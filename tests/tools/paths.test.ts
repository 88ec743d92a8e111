import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { executedActions } from './effects';
import { coverage, coveringPaths, withSilentActors } from './model';
import { pathsText, qaPaths } from './pathText';

/** Issue 10 item 7: `npm run paths` prints a small covering set that QA can walk, and every printed path plays. */
describe('npm run paths', () => {
  for (const [id, entry] of Object.entries(catalog)) {
    it(`QA paths: ${id}: every printed path replays in a real actor without an error or an ignored step`, () => {
      for (const path of coveringPaths(entry)) {
        const actor = createActor(withSilentActors(entry.machine), { input: path.input as never });
        const errors: unknown[] = [];
        actor.subscribe({ error: (e) => void errors.push(e) });
        actor.start();
        for (const step of path.steps) {
          expect(actor.getSnapshot().status, `${id}: ${step.event.type} after the flow ended`).toBe('active');
          expect(actor.getSnapshot().can(step.event), `${id}: ${step.event.type}`).toBe(true);
          actor.send(step.event);
        }
        expect(errors).toEqual([]);
        actor.stop();
      }
    }, 120_000);

    it(`QA paths: ${id}: the printed paths together reach every state and take every transition`, () => {
      expect(coverage(entry.machine, coveringPaths(entry))).toEqual({
        missedStates: [],
        missedTransitions: [],
        mismatches: [],
      });
    });

    it(`QA paths: ${id}: the effects printed at each step are the actions a live run executes`, () => {
      for (const [i, qa] of qaPaths(entry).entries()) {
        const printed = qa.steps
          .flatMap((s) => s.effects)
          .flatMap((e) => (e.kind === 'action' && !e.context && !e.sends && e.emits === undefined ? [e.name] : []));
        expect(printed, `${id} path ${i + 1}`).toEqual(executedActions(entry.machine, coveringPaths(entry)[i]!));
      }
    });
  }

  it('QA paths: login prints a few dozen paths at most, and names the calls and actions of a sign-in', () => {
    const entry = catalog.login!;
    expect(coveringPaths(entry).length).toBeLessThanOrEqual(36);
    const text = pathsText('login', entry);
    expect(text).toContain('calls submitLogin with {"request":{"method":"manual"');
    expect(text).toMatch(
      /startSession \{"token":"tok"\}; rememberCredentials \{"identifier":"demo@example.com"\}; notifySignedIn \{"signUp":false\}/,
    );
  });

  it('QA paths: the README shows a path that npm run paths -- login prints today', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Test paths for QA'));
    const shown = /```\n(Path \d+[\s\S]*?)\n```/.exec(section)?.[1];
    expect(shown).toContain('effects: ');
    expect(pathsText('login', catalog.login!)).toContain(shown);
    expect(section).toContain(`npm run paths -- login\` prints ${coveringPaths(catalog.login!).length} paths`);
  });
});
