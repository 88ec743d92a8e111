// Where the served pages' data comes from (routes/static.ts): the reference server's own API in-process, or
// another platform backend (ssr/standalone.ts); and what a page asks it besides its render: a store or
// product page's share preview, and whether the store is in maintenance.
import type { Hono } from 'hono';
import { AsyncLocalStorage } from 'node:async_hooks';
import { sharePreviewFor, type ApiGet } from './share-preview.ts';

/** A preview waits this long for the API at most; after that the page goes without one. */
const PREVIEW_WAIT_MS = 1500;

/**
 * Where the pages' data comes from. The reference server answers in-process (`inProcess`); a standalone
 * renderer (server/ssr/standalone.ts) names another platform backend, whose address the page tells the browser.
 */
export interface Backend {
  /** The address server renders call (absolute). */
  apiBase: string;
  fetch: typeof fetch;
  /** Runs a render with the request's connection at hand (the in-process backend counts calls against it). */
  within<T>(c: { env: unknown }, url: URL, run: () => Promise<T>): Promise<T>;
  /** The address the browser calls, written into every page; none for the page's own origin. */
  publicApiBase?: string;
}

const INTERNAL_ORIGIN = 'http://storefront.internal';

/**
 * The reference server's own API. Renders' calls stay in this process and carry the customer's connection,
 * so they count against the customer as the browser's would; they go to the page's own origin, so the
 * addresses in the answers (images) are the customer's.
 */
export function inProcess(app: Hono): Backend {
  const connection = new AsyncLocalStorage<{ env: unknown; origin: string }>();
  return {
    apiBase: INTERNAL_ORIGIN,
    fetch: (input, init) => {
      const request = new Request(input, init);
      const at = connection.getStore();
      const url = at ? request.url.replace(INTERNAL_ORIGIN, at.origin) : request.url;
      return Promise.resolve(app.fetch(new Request(url, request), at?.env));
    },
    within: (c, url, run) => connection.run({ env: c.env, origin: url.origin }, run),
  };
}

/** The share preview of a store or product URL, or null when there is none. */
export async function previewOf(backend: Backend, c: { env: unknown }, url: URL) {
  const get: ApiGet = async (path, headers = {}) => {
    const res = await backend.fetch(`${backend.apiBase}${path}`, {
      headers: { accept: 'application/json', ...headers },
    });
    return res.status === 200 ? res.json().catch(() => null) : null;
  };
  try {
    const preview = backend.within(c, url, () => sharePreviewFor(url, get));
    return await Promise.race([
      preview,
      new Promise<null>((done) => setTimeout(() => done(null), PREVIEW_WAIT_MS).unref()),
    ]);
  } catch {
    return null; // the plain page: the storefront still renders it in the browser
  }
}

/** How long a page trusts the last answer to "is the store in maintenance?" before asking the API again. */
const MAINTENANCE_PROBE_MS = 1_000;

/** Whether the backend's config has maintenance mode on, asked at most every few seconds. */
export function maintenanceProbe(backend: Backend): () => Promise<boolean> {
  let known: { on: boolean; at: number } | null = null;
  return async () => {
    if (known && Date.now() - known.at < MAINTENANCE_PROBE_MS) return known.on;
    try {
      const res = await backend.fetch(`${backend.apiBase}/api/v1/config`, { headers: { accept: 'application/json' } });
      const config = res.status === 200 ? ((await res.json()) as { maintenance_mode?: unknown }) : null;
      known = {
        on: config?.maintenance_mode === true || config?.maintenance_mode === 1 || config?.maintenance_mode === '1',
        at: Date.now(),
      };
    } catch {
      known = { on: false, at: Date.now() };
    }
    return known.on;
  };
}
