// issue 15: the server render of the storefront. Built on its own (`vite build --ssr`, dist-ssr/), loaded by
// the reference server (server/routes/static.ts) and by the standalone renderer (server/ssr/standalone.ts).
// The same router, query client, actors and views as the browser: the request's mirrored cookies stand in
// for local storage, and the data the first screen asks for is fetched here and dehydrated into the page,
// so the browser hydrates it without fetching it again.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMemoryHistory } from '@tanstack/react-router';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { App } from './app/App';
import { createAppProps, loadedFlows } from './app/appProps';
import { createLanguageActor, createThemeActor } from './app/flows';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { configureApi } from './api/api';
import { getScope, setStorageSource } from './api/scope';
import { setHtmlSanitizer, type HtmlSanitizer } from './api/sanitize';
import { cookieStore } from './api/scopeCookies';
import { STORAGE_KEYS, type KeyValueStore } from './api/storage';
import { datesFormatted } from './domain/datetime';
import { maintenanceAt, retryAfterSeconds, type MaintenanceConfig } from './domain/maintenance';
import { directionOf, resolveLanguage } from './domain/language';
import { isStaticPageSlug } from './domain/staticPages';
import { isThemeMode, THEME_UNKNOWN_TO_SERVER, type ThemeMode } from './domain/theme';
import { activateLanguage } from './i18n/i18n';
import type { SsrState } from './app/ssrState';

export interface RenderRequest {
  /** The page's full URL. */
  url: string;
  cookie: string | null;
  acceptLanguage: string | null;
}

export interface RenderedPage {
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: ThemeMode | null;
  /** The markup inside `<div id="root">`. */
  body: string;
  /** The JSON for `<script type="application/json" id="ssr-state">` (already safe inside a script element). */
  state: string;
  /** The markup formats dates: the browser loads its date data before the first paint (public/boot.js). */
  dates: boolean;
  /** Seconds for Retry-After: the page is the maintenance page (status 503). */
  retryAfter?: number;
}

const requestStore = new AsyncLocalStorage<KeyValueStore>();
const noRequest = cookieStore('');

/** The backend the render reads: its absolute address, and how to reach it (in-process for the reference server). */
export function configure(options: { apiBase: string; fetch?: typeof fetch; sanitize?: HtmlSanitizer | null }) {
  configureApi({ baseUrl: options.apiBase, fetch: options.fetch });
  setHtmlSanitizer(options.sanitize ?? null);
  setStorageSource(() => requestStore.getStore() ?? noRequest);
}

/** Renders of a page ask for this many rounds of data at most (a shelf's query may need the one before it). */
const MAX_ROUNDS = 4;
/** After this the page goes with what it has; the browser fetches the rest. */
const DATA_DEADLINE_MS = 2500;

/**
 * Lingui's `i18n` is one per process and a render spans awaits: renders take turns, so one request's
 * language never leaks into another's markup.
 */
let turn: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderedPage> {
  const mine = turn.then(() => requestStore.run(cookieStore(request.cookie), () => renderNow(request)));
  turn = mine.catch(() => undefined);
  return mine;
}

async function renderNow(request: RenderRequest): Promise<RenderedPage> {
  const store = requestStore.getStore()!;
  const languages = (request.acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  const lang = resolveLanguage(store.getItem(STORAGE_KEYS.language), languages);
  store.setItem(STORAGE_KEYS.language, lang);
  const storedTheme = store.getItem(STORAGE_KEYS.theme);
  const theme = isThemeMode(storedTheme) ? storedTheme : null;
  await activateLanguage(lang);

  const queryClient = createQueryClient({ retry: false });
  const url = new URL(request.url);
  let adopt = (_id: number | string) => Promise.resolve();
  const router = createAppRouter(
    { queryClient, adoptModule: (id) => adopt(id) },
    createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
  );
  const app = createAppProps({
    queryClient,
    router,
    language: createLanguageActor(lang, false).start(),
    theme: createThemeActor(theme ?? THEME_UNKNOWN_TO_SERVER).start(),
    listenForExpiry: false,
  });
  adopt = app.adopt;
  await router.load();

  const deadline = Date.now() + DATA_DEADLINE_MS;
  // Renders take turns (render()), so what is formatted meanwhile is this page's.
  const datesBefore = datesFormatted();
  let body = '';
  for (let round = 0; ; round++) {
    body = await renderToText(
      <StrictMode>
        <App {...app.props} />
      </StrictMode>,
    );
    // A flow's own fetches count too (the search flow fetches the results page's first pages itself).
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => wantedNow(q) || q.state.fetchStatus === 'fetching');
    if (!wanted.length || round === MAX_ROUNDS || Date.now() > deadline) break;
    await fetchAll(wanted, deadline);
  }
  app.props.modules.stop();
  app.props.account.session.stop();

  const notFound =
    router.state.matches.some(
      (m) => m.status === 'notFound' || (m as { globalNotFound?: boolean }).globalNotFound === true,
    ) || pageEntityMissing(url.pathname, queryClient);
  const state: SsrState = {
    lang,
    theme,
    scope: getScope(),
    queries: dehydrate(queryClient),
    flows: loadedFlows(app.lazies),
  };
  // platform-api §7.5: every page is the maintenance page while it lasts; clients and crawlers come back later.
  const now = Date.now();
  const maintenance = maintenanceAt(queryClient.getQueryData<MaintenanceConfig>(['config']), now);
  return {
    status: maintenance ? 503 : notFound ? 404 : 200,
    ...(maintenance ? { retryAfter: retryAfterSeconds(maintenance, now) } : {}),
    lang,
    dir: directionOf(lang),
    theme,
    body,
    dates: datesFormatted() > datesBefore,
    state: JSON.stringify(state)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  };
}

/**
 * A product or store page whose item or store does not exist says so with a way onward, and answers 404 so
 * that crawlers do not index it: the item's details answer 404, an unknown store 200 `{}` (read as null).
 */
const PAGE_ENTITIES: ReadonlyArray<{ path: RegExp; key: string }> = [
  { path: /^\/product\//, key: 'item' },
  { path: /^\/store\//, key: 'store' },
  // A business page it has not written answers null (src/api/queries/pages.ts).
  { path: /^\/(?:about-us|terms|privacy|refund|shipping|cancellation)\/?$/, key: 'policy-page' },
];

function pageEntityMissing(pathname: string, queryClient: QueryClient): boolean {
  const entity = PAGE_ENTITIES.find((e) => e.path.test(pathname));
  if (!entity) return false;
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [entity.key] })
    .some(
      (q) =>
        (q.state.status === 'success' && q.state.data === null) ||
        (q.state.status === 'error' && (q.state.error as { status?: number } | null)?.status === 404),
    );
}

/** Whether the storefront has a page at this path; any other path is the app's "Page not found", answered 404. */
let pathRouter: ReturnType<typeof createAppRouter> | null = null;
export function isAppPath(pathname: string): boolean {
  pathRouter ??= createAppRouter(
    { queryClient: createQueryClient({ retry: false }), adoptModule: () => Promise.resolve() },
    createMemoryHistory({ initialEntries: ['/'] }),
  );
  const [, routeParams, foundRoute] = pathRouter.getMatchedRoutes(pathname);
  if (!foundRoute) return false;
  // One segment matches the footer's static pages route, whose loader refuses any slug but its own.
  return foundRoute.id !== '/$page' || isStaticPageSlug((routeParams as { page?: string }).page ?? '');
}

/** A query a view asked for that has no answer yet and would fetch in the browser. */
function wantedNow(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === skipToken || !query.options.queryFn) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function fetchAll(queries: Query[], deadline: number) {
  // A query already fetching answers with its fetch in flight.
  const all = Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
  await Promise.race([all, new Promise((done) => setTimeout(done, Math.max(0, deadline - Date.now())).unref())]);
  // The flows waiting on those answers take them before the next render.
  await new Promise((done) => setImmediate(done));
}

/** Waits for every lazy part and never outlines a boundary, so the markup holds the content itself (no inline scripts). */
async function renderToText(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: () => undefined,
  });
  return new Response(prelude).text();
}

export type { QueryClient };
