import { createApiClient } from './client';
import { storage } from './scope';
import { STORAGE_KEYS } from './storage';

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/** The edge (src/app) subscribes the toast and the redirect to /home here (acc §8). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * Where the platform API is: a server that renders the page names it at run time (`<meta name="api-base">`,
 * issue 15); else `VITE_API_URL` from the build; by default this origin.
 */
function apiBaseOfPage(): string {
  const meta =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="api-base"]')?.getAttribute('content');
  return (meta || ((import.meta.env.VITE_API_URL as string | undefined) ?? '')).replace(/\/$/, '');
}

export let API_BASE_URL: string = apiBaseOfPage();

const create = (fetchImpl?: typeof fetch) =>
  createApiClient({
    baseUrl: API_BASE_URL,
    store: storage,
    // The stored language, else the document's (a server render has no document: its request's language).
    language: () =>
      storage.getItem(STORAGE_KEYS.language) ??
      (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
    onSessionExpired: () => sessionExpiredListeners.forEach((l) => l()),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

export let api = create();

/** Server rendering (entry-server.tsx): the backend's absolute address, and how to reach it. */
export function configureApi(options: { baseUrl: string; fetch?: typeof fetch }) {
  API_BASE_URL = options.baseUrl.replace(/\/$/, '');
  api = create(options.fetch);
}
