import createClient, { type Middleware } from 'openapi-fetch';
import type { ClientPaths } from './formPaths';
import { toApiError } from './errors';
import { requestHeaders } from './headers';
import { ownerMiddleware } from './owner';
import { STORAGE_KEYS, type KeyValueStore } from './storage';

export interface ApiClientOptions {
  /** The platform's host; empty means this storefront's own origin (the reference server serves both). */
  baseUrl: string;
  store: KeyValueStore;
  /** The UI language, sent as X-localization when no language is stored yet. */
  language?: () => string | undefined;
  /** acc §8: a 401 that happened while a token was stored (the token is already removed when this runs). */
  onSessionExpired?: () => void;
  fetch?: typeof fetch;
}

/** The one HTTP client of the storefront: typed by openapi/storefront.yaml, headers added at request time. */
export function createApiClient(options: ApiClientOptions) {
  const client = createClient<ClientPaths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const sentWithToken = new WeakSet<Request>();

  const headers: Middleware = {
    onRequest({ request }) {
      const values = requestHeaders(options.store);
      if (!values['X-localization']) {
        const language = options.language?.();
        if (language) values['X-localization'] = language;
      }
      for (const [name, value] of Object.entries(values)) {
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      if (values.Authorization) sentWithToken.add(request);
      return request;
    },
  };

  const errors: Middleware = {
    async onResponse({ request, response }) {
      if (response.ok) return response;
      const body = await readBody(response);
      if (response.status === 401 && sentWithToken.has(request)) {
        options.store.removeItem(STORAGE_KEYS.token);
        options.onSessionExpired?.();
      }
      throw toApiError(response.status, body);
    },
  };

  client.use(
    headers,
    ownerMiddleware(() => client, options.store),
    errors,
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.clone().text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** What an API call answers (openapi-fetch), before `unwrap` reads it. */
export type ApiAnswer<T = unknown> = { data?: T; error?: unknown; response: Response };

/**
 * Unwraps an openapi-fetch answer. Non-2xx answers already threw an ApiError in the middleware,
 * so `data` is there unless the body was empty.
 */
export async function unwrap<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const { data, error, response } = await promise;
  if (error !== undefined) throw toApiError(response.status, error);
  return data as T;
}
