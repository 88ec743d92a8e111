import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { join } from 'node:path';
import { layers } from './eslint-layers.js';

const root = join(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts'], plugins: { layers }, rules: { 'layers/one-way': 'error' }, languageOptions: { sourceType: 'module' } }],
    { filename: join(root, file) },
  );
  return messages.map((m) => m.message);
}

describe('one-way import rule (DESIGN.md Layout)', () => {
  it('lets routes use features and features use ui, api, domain, machines and flows', () => {
    expect(lint('src/routes/home.ts', "import { A } from '../features/home/A';")).toEqual([]);
    expect(lint('src/features/cart/Drawer.ts', "import { b } from '../../ui/button'; import { c } from '../../api/api'; import { d } from '../../../machines/cart/x'; import { f } from '../../flows/cart';")).toEqual([]);
    expect(lint('machines/cart/x.machine.ts', "import { m } from '../../src/domain/money';")).toEqual([]);
  });

  it('refuses a feature importing another feature', () => {
    expect(lint('src/features/cart/Drawer.ts', "import { Card } from '../catalog/Card';")).toEqual(['features/cart may not import features/catalog (DESIGN.md: imports go one way).']);
  });

  it('refuses imports that go up the layers', () => {
    expect(lint('src/domain/money.ts', "import { api } from '../api/api';")).toHaveLength(1);
    expect(lint('machines/cart/x.machine.ts', "import { api } from '../../src/api/api';")).toHaveLength(1);
    expect(lint('src/features/cart/Drawer.ts', "import { Route } from '../../routes/home';")).toHaveLength(1);
    expect(lint('src/ui/Button.ts', "import { x } from '../features/cart/x';")).toHaveLength(1);
    expect(lint('src/api/client.ts', "const m = import('../app/router');")).toHaveLength(1);
  });
});
