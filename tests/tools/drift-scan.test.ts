import { describe, expect, it } from 'vitest';
import { castSites, duplicatePairs, lineShape, lineText } from './drift-scan';

const block = (name: string, label: string) => `
export function ${name}(input: { id: number }) {
  const value = input.id * 2;
  if (value > 10) {
    console.log('${label}', value);
    return { id: input.id, value, kind: '${label}' };
  }
  return null;
}`;

describe('Drift: the counts npm run check holds under their ceilings', () => {
  it('counts each cast outside src/api, with its place, and none inside it', () => {
    const sites = castSites([
      { path: 'src/api/client.ts', text: 'const a = b as never;' },
      {
        path: 'src/app/flows.ts',
        text: 'const a = b as never;\nconst c = d as unknown as E; // as never in a comment',
      },
      { path: 'machines/x.ts', text: 'const never = 1; const f = g as Never;' },
    ]);
    expect(sites).toEqual(['src/app/flows.ts:1', 'src/app/flows.ts:2']);
  });

  it('two functions that differ only in names and strings are one pair; a different shape is none', () => {
    const files = [
      { path: 'a.ts', text: block('double', 'big') },
      { path: 'b.ts', text: block('twice', 'large') },
      { path: 'c.ts', text: 'export const c = 1;\nexport const d = [1, 2, 3].map((n) => n + 1);\n' },
    ];
    expect(duplicatePairs(files)).toEqual(['a.ts ~ b.ts']);
  });

  it('import lists, blank lines and closers alone do not make a pair', () => {
    const imports = Array.from({ length: 8 }, (_, i) => `import { thing${i} } from './thing${i}';`).join('\n');
    const closers = '}\n});\n)\n}\n];\n}\n';
    expect(
      duplicatePairs([
        { path: 'a.ts', text: imports + '\n' + closers },
        { path: 'b.ts', text: imports + '\n\n' + closers },
      ]),
    ).toEqual([]);
    expect(lineShape("  const price = item.price ?? 'none'; // why")).toBe('const x = x.x ?? ";');
  });

  it("a route file's createFileRoute declaration is the router's boilerplate; the same route function twice is still a pair", () => {
    const route = (path: string, name: string) =>
      [
        `export const Route = createFileRoute('${path}')({`,
        `  validateSearch: searchSchema({ page: maybe(number), tab: maybe(string()) }),`,
        `  loaderDeps: ({ search }) => ({ page: search.page }),`,
        `  loader: ({ context, deps }) => context.queryClient.ensureQueryData(listQuery(deps.page)),`,
        `  pendingComponent: Loading,`,
        `  component: ${name},`,
        `});`,
        '',
      ].join('\n');
    expect(
      duplicatePairs([
        { path: 'routes/a.tsx', text: route('/a', 'A') },
        { path: 'routes/b.tsx', text: route('/b', 'B') },
      ]),
    ).toEqual([]);
    expect(
      duplicatePairs([
        { path: 'routes/a.tsx', text: route('/a', 'A') + block('double', 'big') },
        { path: 'routes/b.tsx', text: route('/b', 'B') + block('twice', 'large') },
      ]),
    ).toEqual(['routes/a.tsx ~ routes/b.tsx']);
  });

  it('copies to the letter: the same function twice is a copy, the same shape with other names is not', () => {
    const files = [
      { path: 'a.ts', text: block('double', 'big') },
      { path: 'b.ts', text: block('double', 'big') },
      { path: 'c.ts', text: block('twice', 'large') },
    ];
    expect(duplicatePairs(files, 6, 8, lineText)).toEqual(['a.ts ~ b.ts']);
    expect(duplicatePairs(files)).toEqual(['a.ts ~ b.ts', 'a.ts ~ c.ts', 'b.ts ~ c.ts']);
  });

  it('copies to the letter: closers alone and trailing comments do not tell two places apart or make them alike', () => {
    expect(lineText('  )}  ')).toBeNull();
    expect(lineText('  </div>')).toBe('</div>');
    expect(lineText('  money(c.discount) // why')).toBe('money(c.discount)');
    const jsx = (extra: string) =>
      [
        '<ul>',
        '  {rows.map((r) => (',
        '    <li key={r.id}>',
        '      {r.name}',
        extra,
        '    </li>',
        '  ))}',
        '</ul>',
      ].join('\n');
    expect(
      duplicatePairs(
        [
          { path: 'a.tsx', text: jsx('      )}\n      ))}') },
          { path: 'b.tsx', text: jsx('') },
        ],
        6,
        8,
        lineText,
      ),
    ).toEqual(['a.tsx ~ b.tsx']);
  });

  it('a shape repeated in more places than a reader would call a copy is left out as boilerplate', () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ path: `f${i}.ts`, text: block(`f${i}`, `l${i}`) }));
    expect(duplicatePairs(files)).toEqual([]);
    expect(duplicatePairs(files.slice(0, 3))).toHaveLength(3);
  });
});
