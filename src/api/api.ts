import { createApiClient } from './client';
import { storage } from './scope';

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/** The edge (src/app) subscribes the toast and the redirect to /home here (acc §8). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** `VITE_API_URL` points the storefront at another backend; by default the API is on this origin. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  store: storage,
  language: () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
  onSessionExpired: () => sessionExpiredListeners.forEach((l) => l()),
});
