import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? '').filter((r) => r.startsWith('no-restricted-'));
}

describe('one owner of the device storage (docs/design.md "The shopping scope")', () => {
  it('refuses localStorage and sessionStorage outside the scope and the session flags', async () => {
    expect(
      await rulesBroken('src/features/cart/Drawer.ts', "export const t = localStorage.getItem('token');\n"),
    ).toEqual(['no-restricted-globals']);
    expect(
      await rulesBroken('src/app/flows.ts', "export const f = sessionStorage.getItem('language-changed');\n"),
    ).toEqual(['no-restricted-globals']);
    expect(await rulesBroken('src/app/flows.ts', "export const f = window.localStorage.getItem('x');\n")).toEqual([
      'no-restricted-properties',
    ]);
  }, 30_000);

  it('lets the scope and the session flags touch the storage they own', async () => {
    expect(await rulesBroken('src/api/scope.ts', "export const t = localStorage.getItem('token');\n")).toEqual([]);
    expect(
      await rulesBroken('src/api/sessionFlags.ts', "export const f = sessionStorage.getItem('location-selected');\n"),
    ).toEqual([]);
  }, 30_000);
});
