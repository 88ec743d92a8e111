/**
 * Builds the storefront (unless E2E_SKIP_BUILD=1) and serves it with the reference API on a fresh database.
 * Everything lives under .tmp/e2e-<port>/ so several runs on different E2E_PORTs do not collide.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const port = process.env.PORT ?? '4399';
const work = join(root, '.tmp', `e2e-${port}`);
// A second server of a sharded run (playwright.config.ts) serves the first one's build: E2E_DIST names it.
const dist = process.env.E2E_DIST ?? join(work, 'dist');
mkdirSync(work, { recursive: true });
if (process.env.E2E_SKIP_BUILD !== '1' && !process.env.E2E_DIST) {
  execSync(
    `npx panda codegen --silent && npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`,
    { cwd: root, stdio: 'inherit' },
  );
  // The server renderer beside it (server/ssr/renderer.ts finds dist-ssr/ next to dist/), as `npm run build` makes.
  execSync(
    `npx vite build --ssr src/entry-server.tsx --logLevel warn --outDir ${JSON.stringify(join(work, 'dist-ssr'))} --emptyOutDir`,
    { cwd: root, stdio: 'inherit' },
  );
}
const db = join(work, 'storefront.sqlite');
for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
const child = spawn('npx', ['tsx', 'tests/tools/serve.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    STOREFRONT_DB: db,
    STOREFRONT_STATIC: dist,
    STOREFRONT_TEST_HOOKS: '1',
    STOREFRONT_COURIER_SECONDS: process.env.STOREFRONT_COURIER_SECONDS ?? '0',
    STOREFRONT_RATE_LIMIT: process.env.STOREFRONT_RATE_LIMIT ?? '0',
    // ssr.spec.ts starts a standalone renderer 100 ports up whose pages call this API from the browser.
    STOREFRONT_ORIGINS: `http://localhost:${Number(port) + 100}`,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
