/**
 * `npm run bundle:report`: builds the storefront and reports the JavaScript of the first load of /home
 * (the entry chunk and everything it imports statically, plus the /home route chunk), gzip, with the
 * packages that take the most room; then every route's first load against its own budget (ROUTE_BUDGETS_KB).
 * Budgets (docs/budgets.md): 170 KB gzip for /home; each other route at its size when the budget was set, rounded
 * up a little, so a route that grows says so. `--enforce` fails over any of them.
 */
import { build, type Rollup } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';

const root = join(import.meta.dirname, '../..');

/** KB gzip per route: its first load when the budget was set (2026-11-26), rounded up a little. /home's is docs/budgets.md's. */
// The phone forms (checkout, profile, track order, parcel, trip checkout, order details) carry libphonenumber-js
// and its small metadata, about 27 KB (core §8 / acc §5 phone numbers parsed by one maintained library).
// 2026-11-29, the discovery, order and shell features (offline payment, notifications bell, support chat, the
// profile dashboard): /loyalty-points 220 -> 223, /my-orders/$orderId 255 -> 257, /order-placed 190 -> 192,
// /profile 260 -> 262, /referral-code 220 -> 223, /track-order 255 -> 259, /wallet 220 -> 222 (measured + a little).
// 2026-11-29, the cart's and checkout's lines priced as the bill charges them (a running store percent discount
// replaces the items' own; src/domain/billDiscounts.ts, shared with the cart drawer): /checkout 240 -> 241;
// a campaign item's card links to its page by id with campaign=1 (it was a 404): /store 172 -> 173 (14 B over).
const ROUTE_BUDGETS_KB: Record<string, number> = {
  '/$page': 190,
  '/auth/social-callback': 215,
  '/campaigns': 190,
  '/campaigns/$id': 190,
  '/categories': 170,
  '/category/$id': 175,
  '/checkout': 241,
  '/conditions/$id': 175,
  '/coupons': 215,
  '/flash-sales': 175,
  '/forgot-password': 215,
  '/help-and-support': 190,
  '/home': 170,
  '/': 190,
  '/interest': 190,
  '/loyalty-points': 223,
  '/my-orders': 225,
  // 257 → 258 (2026-11-29): the order page gained the order-again machine and its view's split.
  // 258 → 232 (2026-11-29, lowered): the cancel and refund dialogs load when one is opened (229.2 KB measured).
  '/my-orders/$orderId': 232,
  '/my-trips/$tripId': 200,
  '/my-trips': 190,
  '/notifications': 190,
  // 192 until the order's one reshaper (src/api/reshape/placedOrder.ts) and a guest's offline payment panel;
  // +0.5 on 2026-11-29: the tap guard's snapshot of the server's controls and its loader (src/boot.tsx).
  '/order-placed': 193.5,
  '/parcel': 190,
  '/parcel/send': 235,
  '/product/$id': 190,
  // +0.5 on 2026-11-29: the tap guard's snapshot of the server's controls and its loader (src/boot.tsx).
  '/profile': 262.5,
  '/referral-code': 223,
  '/rental/checkout': 230,
  '/rental/provider-details': 195,
  '/rental/vehicle-details': 200,
  '/rental/vehicle-search': 195,
  '/review': 215,
  '/search': 195,
  '/settings': 220,
  '/special-offers': 170,
  '/store/$id': 190,
  '/store': 173,
  // +0.5 on 2026-11-29: the tap guard's snapshot of the server's controls and its loader (src/boot.tsx).
  '/store/latest': 170.5,
  // +0.5 on 2026-11-29: the tap guard's snapshot of the server's controls and its loader (src/boot.tsx).
  '/store/popular': 170.5,
  '/terms-and-conditions': 190,
  // 259 → 228 (2026-11-29): it no longer loads the order page's code for two components (OrderFacts).
  '/track-order': 228,
  '/trip-placed': 190,
  '/wallet': 222,
};

/** src/routes/my-orders_.$orderId.tsx → /my-orders/$orderId (the router's file naming). */
const routePath = (file: string) =>
  (
    '/' +
    file
      .replace(/\.tsx$/, '')
      .replace(/\./g, '/')
      .replace(/_(?=\/|$)/g, '')
  )
    .replace(/\/index$/, '')
    .replace(/^\/$|^$/, '/') || '/';
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
const entryLoad = new Set(firstLoad);
// A route's parts are split by the router plugin (`…/routes/x.tsx?tsr-split=component`) and loaded before it renders.
const routeChunks = (file: string) =>
  [...chunks.values()].filter(
    (c) =>
      c.facadeModuleId?.includes(`/src/routes/${file}`) || c.moduleIds.some((m) => m.includes(`/src/routes/${file}`)),
  );
for (const c of routeChunks('home.tsx')) walk(c.fileName);

const gzCache = new Map<string, number>();
const gzOf = (name: string) => gzCache.get(name) ?? gzCache.set(name, gz(chunks.get(name)!.code)).get(name)!;
const sizeOf = (names: Set<string>) => [...names].reduce((a, n) => a + gzOf(n), 0);
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
    console.log(
      '      ' +
        [...inChunk]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${k} ${Math.round((100 * v) / all)}%`)
          .join(', '),
    );
  }
  const rendered = Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength] as const);
  const sum = rendered.reduce((a, [, n]) => a + n, 0) || 1;
  for (const [id, n] of rendered) {
    if (!id.includes('node_modules'))
      byModule.set(id.replace(root + '/', ''), (byModule.get(id.replace(root + '/', '')) ?? 0) + (size * n) / sum);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
      (id.includes('/styled-system/') ? 'styled-system (Panda)' : 'our code');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + (size * n) / sum);
  }
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}  (${total} bytes; budget 170 KB = ${170 * 1024})`);
console.log('\nWhat takes the most room (gzip, apportioned by rendered size):');
for (const [pkg, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${pkg.padEnd(40)} ${kb(size).padStart(9)}`);
if (process.argv.includes('--modules')) {
  console.log('\nOur largest modules in the first load (gzip, apportioned):');
  for (const [id, size] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)))
    console.log(`  ${id.padEnd(60)} ${kb(size).padStart(9)}`);
}
const lazy = [...chunks.values()].filter((c) => !firstLoad.has(c.fileName));
console.log(`\nLazy chunks: ${lazy.length}, ${kb(lazy.reduce((a, c) => a + gz(c.code), 0))} gzip in all.`);
const over = routeReport();
if (process.argv.includes('--enforce') && (total > 170 * 1024 || over.length)) {
  console.error(total > 170 * 1024 ? 'Over the 170 KB budget.' : `Over budget: ${over.join(', ')}.`);
  process.exit(1);
}

/** Every route's first load (the entry's closure and its own split chunks' closure) against its budget. */
function routeReport(): string[] {
  const files = readdirSync(join(root, 'src/routes')).filter((f) => f.endsWith('.tsx') && !f.startsWith('__'));
  const over: string[] = [];
  console.log("\nFirst-load JavaScript per route (gzip: the app's start, shared by all, and the route's own chunks):");
  for (const file of files.sort()) {
    const route = routePath(file);
    const load = new Set(entryLoad);
    const add = (name: string) => {
      if (load.has(name)) return;
      load.add(name);
      for (const dep of chunks.get(name)?.imports ?? []) add(dep);
    };
    for (const c of routeChunks(file)) add(c.fileName);
    const size = sizeOf(load);
    const budget = ROUTE_BUDGETS_KB[route];
    const verdict =
      budget === undefined ? 'no budget' : size > budget * 1024 ? `OVER ${budget} KB` : `budget ${budget} KB`;
    if (budget === undefined || size > budget * 1024) over.push(`${route} ${kb(size)} (${verdict})`);
    console.log(`  ${route.padEnd(32)} ${kb(size).padStart(9)}  ${verdict} (${size - (budget ?? 0) * 1024} B)`);
  }
  return over;
}
