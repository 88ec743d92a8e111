/**
 * `npm run bundle:report`: builds the storefront and reports the JavaScript of the first load of /home
 * (the entry chunk and everything it imports statically, plus the /home route chunk), gzip, with the
 * packages that take the most room. Budget (DESIGN.md): 170 KB gzip, aim 130.
 */
import { build, type Rollup } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, '.tmp/bundle');
const chunks = new Map<string, Rollup.OutputChunk>();

await build({
  root,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'collect-chunks',
      generateBundle(_, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      },
    },
  ],
});

const entry = [...chunks.values()].find((c) => c.isEntry);
if (!entry) throw new Error('no entry chunk');
const firstLoad = new Set<string>();
const walk = (name: string) => {
  if (firstLoad.has(name)) return;
  firstLoad.add(name);
  for (const dep of chunks.get(name)?.imports ?? []) walk(dep);
};
walk(entry.fileName);
// The /home route component is split by the router plugin and loaded before /home renders.
for (const c of chunks.values()) {
  if (c.facadeModuleId?.includes('/src/routes/home.tsx') || c.moduleIds.some((m) => m.includes('/src/routes/home.tsx'))) {
    walk(c.fileName);
  }
}

const gz = (code: string) => gzipSync(code, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let total = 0;
const byPackage = new Map<string, number>();
const byModule = new Map<string, number>();
console.log('First-load JavaScript of /home (gzip):');
for (const name of firstLoad) {
  const chunk = chunks.get(name)!;
  const size = gz(chunk.code);
  total += size;
  console.log(`  ${name.padEnd(48)} ${kb(size).padStart(9)}`);
  if (process.argv.includes('--chunks') && size > 4096) {
    const inChunk = new Map<string, number>();
    for (const [id, m] of Object.entries(chunk.modules)) {
      const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'ours';
      inChunk.set(key, (inChunk.get(key) ?? 0) + m.renderedLength);
    }
    const all = [...inChunk.values()].reduce((a, b) => a + b, 0) || 1;
    console.log('      ' + [...inChunk].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round((100 * v) / all)}%`).join(', '));
  }
  const rendered = Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength] as const);
  const sum = rendered.reduce((a, [, n]) => a + n, 0) || 1;
  for (const [id, n] of rendered) {
    if (!id.includes('node_modules')) byModule.set(id.replace(root + '/', ''), (byModule.get(id.replace(root + '/', '')) ?? 0) + (size * n) / sum);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? (id.includes('/styled-system/') ? 'styled-system (Panda)' : 'our code');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + (size * n) / sum);
  }
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}  (budget 170 KB, aim 130 KB)`);
console.log('\nWhat takes the most room (gzip, apportioned by rendered size):');
for (const [pkg, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${pkg.padEnd(40)} ${kb(size).padStart(9)}`);
if (process.argv.includes('--modules')) {
  console.log('\nOur largest modules in the first load (gzip, apportioned):');
  for (const [id, size] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30))) console.log(`  ${id.padEnd(60)} ${kb(size).padStart(9)}`);
}
const lazy = [...chunks.values()].filter((c) => !firstLoad.has(c.fileName));
console.log(`\nLazy chunks: ${lazy.length}, ${kb(lazy.reduce((a, c) => a + gz(c.code), 0))} gzip in all.`);
if (process.argv.includes('--enforce') && total > 170 * 1024) {
  console.error('Over the 170 KB budget.');
  process.exit(1);
}
