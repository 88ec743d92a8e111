// Starts the reference server: API under /api/v1, generated images, the offline map style, the local
// payment page and demo sign-in, and the built storefront when dist/ exists (or STATIC_DIR is set).
// The database lives in .data/storefront.sqlite: created, migrated and seeded on first start.
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const dbFile = resolve(process.env.STOREFRONT_DB ?? '.data/storefront.sqlite');
// STOREFRONT_STATIC (or STATIC_DIR) picks the storefront build; an empty value serves the API only.
const staticEnv = process.env.STOREFRONT_STATIC ?? process.env.STATIC_DIR;
const staticDir = staticEnv !== undefined ? staticEnv || undefined : existsSync('dist/index.html') ? 'dist' : undefined;

const { app, close } = createApp({ dbFile, staticDir });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Storefront running at http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    close();
    process.exit(0);
  });
