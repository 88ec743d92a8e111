// Starts the reference server: API under /api/v1, generated images, the offline map style, the local
// payment page and demo sign-in, and the built storefront when dist/ exists (or STATIC_DIR is set).
// The database lives in .data/storefront.sqlite: created, migrated and seeded on first start (seed/prepare.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { listen, timeoutsFromEnv } from './http/listen.ts';

const port = Number(process.env.PORT ?? 8080);
const dbFile = resolve(process.env.STOREFRONT_DB ?? '.data/storefront.sqlite');
// STOREFRONT_STATIC (or STATIC_DIR) picks the storefront build; an empty value serves the API only.
const staticEnv = process.env.STOREFRONT_STATIC ?? process.env.STATIC_DIR;
const staticDir = staticEnv !== undefined ? staticEnv || undefined : existsSync('dist/index.html') ? 'dist' : undefined;

prepareDatabase(dbFile);
const { app, close } = createApp({ dbFile, staticDir });
const started = listen(app.fetch, { port, hostname: process.env.HOST ?? '0.0.0.0', timeouts: timeoutsFromEnv() });
void started.then((s) => console.log(`Storefront running at http://localhost:${s.port}`));
// Whatever escapes a request (a failing timer, a stream error) is logged rather than lost.
process.on('uncaughtException', (err) => console.error('[storefront] uncaught exception', err));
process.on('unhandledRejection', (err) => console.error('[storefront] unhandled rejection', err));

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void started.then((s) => s.server.close());
    close();
    process.exit(0);
  });
