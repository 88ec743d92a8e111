import { afterAll, describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, findCycle } from './eslint-no-cycle.js';

// Inside the repository: the linter only lints files under its working directory.
const scratch = join(import.meta.dirname, '../../.tmp');
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(join(scratch, 'no-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, code: string) => {
  writeFileSync(join(dir, name), code);
  return join(dir, name);
};
const linter = new Linter({ configType: 'flat' });
const lint = (path: string, code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          plugins: { cycles },
          rules: { 'cycles/no-cycle': 'error' },
          languageOptions: { sourceType: 'module' },
        },
      ],
      { filename: path },
    )
    .map((m) => m.message);

describe('Lint: the no-cycle lint rule', () => {
  it('Lint: reports a module that imports itself back, naming the chain', () => {
    const a = file('a.ts', "import { b } from './b.ts';\nexport const a = 1;\n");
    file('b.ts', "import { c } from './c';\nexport const b = 2;\n");
    file('c.ts', "export { a } from './a.ts';\nexport const c = 3;\n");
    expect(lint(a, "import { b } from './b.ts';\nexport const a = 1;\n")).toEqual([
      'Import cycle: a.ts → b.ts → c.ts → a.ts.',
    ]);
  });

  it('Lint: counts type imports and multi-line imports, ignores packages and dynamic import()', () => {
    const d = file('d.ts', "import type { E } from './e.ts';\nexport type D = E;\n");
    file('e.ts', "import {\n  type D,\n} from './d.ts';\nexport type E = D;\n");
    expect(findCycle(d)?.map((f) => f.slice(dir.length + 1))).toEqual(['d.ts', 'e.ts', 'd.ts']);
    const f = file('f.ts', "import x from 'node:fs';\nexport const f = () => import('./g.ts');\n");
    file('g.ts', "import { f } from './f.ts';\nexport const g = f;\n");
    expect(lint(f, "import x from 'node:fs';\nexport const f = () => import('./g.ts');\n")).toEqual([]);
  });

  it('Lint: passes a tree of imports', () => {
    file('h.ts', 'export const h = 1;\n');
    const i = file('i.ts', "import { h } from './h.ts';\nexport const i = h;\n");
    expect(lint(i, "import { h } from './h.ts';\nexport const i = h;\n")).toEqual([]);
  });
});
