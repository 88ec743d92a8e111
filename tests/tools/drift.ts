/**
 * `npm run drift`: prints the cast count (outside `src/api/`), the duplicate count (pairs of files in `src/`
 * sharing six or more lines of the same shape) and the copy count (the same, line for line) against their
 * ceilings in `drift-ceilings.json`.
 * With `--enforce` (as `npm run check` runs it) a count above its ceiling fails, so drift is seen the day it
 * starts; lower a ceiling when a clean-up lands, never raise it to get green.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { castSites, duplicatePairs, lineText, type SourceFile } from './drift-scan';

const root = join(import.meta.dirname, '../..');
const ceilings = JSON.parse(readFileSync(join(import.meta.dirname, 'drift-ceilings.json'), 'utf8')) as {
  casts: number;
  duplicatePairs: number;
  copyPairs: number;
};
const read = (dirs: string[]): SourceFile[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => /\.(ts|tsx)$/.test(p) && !p.includes('.gen.'))
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(join(root, path), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });

const casts = castSites(read(['src', 'machines']));
const sources = read(['src']).map((f) => ({ ...f, path: f.path.slice('src/'.length) }));
const pairs = duplicatePairs(sources);
const copies = duplicatePairs(sources, 6, 8, lineText);
const verbose = process.argv.includes('--list');
const rows = [
  {
    name: 'casts outside src/api (as never, as unknown as)',
    count: casts.length,
    ceiling: ceilings.casts,
    list: casts,
  },
  {
    name: 'duplicate pairs in src/ (6+ same-shape lines)',
    count: pairs.length,
    ceiling: ceilings.duplicatePairs,
    list: pairs,
  },
  {
    name: 'copied pairs in src/ (6+ identical lines)',
    count: copies.length,
    ceiling: ceilings.copyPairs,
    list: copies,
  },
];
let over = false;
for (const row of rows) {
  const mark = row.count > row.ceiling ? 'OVER' : 'ok';
  if (row.count > row.ceiling) over = true;
  console.log(`${mark.padEnd(4)} ${row.name}: ${row.count} (ceiling ${row.ceiling})`);
  if (verbose || row.count > row.ceiling) for (const item of row.list) console.log(`       ${item}`);
}
if (over && process.argv.includes('--enforce')) {
  console.error('drift: a count is over its ceiling; fix the new casts or copies (listed above).');
  process.exit(1);
}
