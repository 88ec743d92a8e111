import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { catalog } from '../../machines/catalog';
import { machineShape, statelyFile } from './stately';

const dir = join(import.meta.dirname, '../../docs/flows');

/** Issue 10 item 8: every flow opens in Stately Studio, whose importer reads one plain `createMachine({...})`. */
describe('docs/flows/<id>.stately.js', () => {
  for (const [id, entry] of Object.entries(catalog)) {
    it(`Flows: ${id}: the file is current, self-contained and one plain object literal`, () => {
      const text = readFileSync(join(dir, `${id}.stately.js`), 'utf8');
      expect(text).toBe(statelyFile(id, entry.machine));
      expect(text.match(/^import .*$/gm)).toEqual(["import { createMachine } from 'xstate';"]);
      const body = /createMachine\(([\s\S]*)\);\s*$/.exec(text)?.[1] ?? '';
      // With its keys quoted again the config is JSON: no functions, spreads or references to our code.
      expect(() => JSON.parse(body.replace(/^(\s*)([A-Za-z_$][\w$]*):/gm, '$1"$2":'))).not.toThrow();
    });

    it(`Flows: ${id}: evaluated by XState, the file has the real machine's states and transitions`, async () => {
      const mod = (await import(`../../docs/flows/${id}.stately.js`)) as Record<string, AnyStateMachine>;
      const imported = mod[`${id}Machine`]!;
      expect(machineShape(imported)).toEqual(machineShape(entry.machine));
    });
  }
});
