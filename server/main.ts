// Starts the reference server: API under /api/v1, generated images, the offline map style, the local
// payment page and demo sign-in, and the built storefront when dist/ exists (or STATIC_DIR is set).
// The database lives in .data/storefront.sqlite: created, migrated and seeded on first start (seed/prepare.ts).
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { answerClientErrors } from './http/client-errors.ts';

const port = Number(process.env.PORT ?? 8080);
const dbFile = resolve(process.env.STOREFRONT_DB ?? '.data/storefront.sqlite');
// STOREFRONT_STATIC (or STATIC_DIR) picks the storefront build; an empty value serves the API only.
const staticEnv = process.env.STOREFRONT_STATIC ?? process.env.STATIC_DIR;
const staticDir = staticEnv !== undefined ? staticEnv || undefined : existsSync('dist/index.html') ? 'dist' : undefined;

prepareDatabase(dbFile);
const { app, close } = createApp({ dbFile, staticDir });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Storefront running at http://localhost:${info.port}`);
});
answerClientErrors(server as unknown as Server);
// Whatever escapes a request (a failing timer, a stream error) is logged rather than lost.
process.on('uncaughtException', (err) => console.error('[storefront] uncaught exception', err));
process.on('unhandledRejection', (err) => console.error('[storefront] unhandled rejection', err));

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    close();
    process.exit(0);
  });
