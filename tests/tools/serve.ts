/** Serves the built storefront and the reference API together, as the e2e tests need it. */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/seed/prepare.ts';
import { answerClientErrors } from '../../server/http/client-errors.ts';

const port = Number(process.env.PORT ?? 4399);
const dbFile = process.env.STOREFRONT_DB ?? '.data/e2e.sqlite';
prepareDatabase(dbFile);
const { app } = createApp({
  dbFile,
  staticDir: process.env.STOREFRONT_STATIC ?? 'dist',
  testHooks: process.env.STOREFRONT_TEST_HOOKS === '1',
});
const server = serve({ fetch: app.fetch, port }, () => console.log(`e2e storefront on http://localhost:${port}`));
answerClientErrors(server as unknown as Server);
