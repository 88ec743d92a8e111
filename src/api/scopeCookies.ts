import { STORAGE_KEYS, type KeyValueStore } from './storage';

/**
 * Issue 15: the values a server needs to render the customer's page are mirrored into cookies; local
 * storage stays the source of truth. Read back by entry-server.tsx (scopeFromCookies). The token and the
 * guest id are among them so that the customer's own pages (checkout, orders) render on the server too: the
 * cookie is no more exposed than local storage (scripts read both), it authenticates no API call (the API
 * reads the Authorization header only), and SameSite=Lax keeps it off other sites' requests for data.
 */
export const MIRRORED_KEYS: readonly string[] = [
  ...(['module', 'zoneId', 'location', 'currentLatLng', 'language', 'token', 'guestId', 'theme'] as const).map(
    (k) => STORAGE_KEYS[k],
  ),
];

const COOKIE_PREFIX = 'sf_';
export const cookieNameOf = (key: string) => COOKIE_PREFIX + key.replace(/[^A-Za-z0-9]/g, '_');

/** A store over the mirrored cookies of a request (the server's view of the device). */
export function cookieStore(cookieHeader: string | null | undefined): KeyValueStore {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const key = MIRRORED_KEYS.find((k) => cookieNameOf(k) === name);
    if (!key) continue;
    try {
      values.set(key, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a malformed cookie is as good as none
    }
  }
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
}
