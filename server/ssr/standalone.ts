// issue 15: the storefront on its own, rendering against any platform backend named at run time:
//   API_URL=https://api.example.com PORT=3000 npm run serve:ssr
// It serves the build (dist/, precompressed, immutable assets), renders the shop pages with dist-ssr/ from
// the backend's API, and tells the browser where that API is (<meta name="api-base">), so one build serves
// any backend. The backend must allow this storefront's origin (CORS), as it does for the platform's web client.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { registerStatic } from '../routes/static.ts';
import type { Backend } from './backend.ts';

const apiUrl = (process.env.API_URL ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(apiUrl)) {
  console.error('API_URL must name the platform backend, e.g. API_URL=https://api.example.com');
  process.exit(1);
}
const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.error(`No build at ${staticDir}: run npm run build first`);
  process.exit(1);
}

/** The backend's own addresses: its answers name images on it, and the browser calls it directly. */
const backend: Backend = {
  apiBase: apiUrl,
  publicApiBase: apiUrl,
  fetch: (input, init) => fetch(input, init),
  within: (_c, _url, run) => run(),
};

const app = new Hono();
registerStatic(app, staticDir, backend);
app.notFound((c) => c.text('Not found', 404));
const port = Number(process.env.PORT ?? 3000);
// Node's own Request and Response stay global: the renders' calls go out through Node's fetch.
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0', overrideGlobalObjects: false }, (info) => {
  console.log(`Storefront (server-rendered, API at ${apiUrl}) running at http://localhost:${info.port}`);
});
