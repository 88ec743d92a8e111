// Rate limit: N requests per minute per caller, like the platform's throttle middleware; over the limit
// → 429 with the framework's default body. Every request counts against its client address, whatever
// its token: valid tokens of many throwaway accounts no longer buy one address more requests. A request
// with a valid token counts against its user as well (one account spread over many addresses). The
// sign-in calls (/auth/*) have their own per-address budget of the same size, so a password-guessing
// burst is cut at the limit without starving that address's browsing, and browsing cannot starve sign-in.
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './client.ts';

/** Windows held at most: past it the oldest window is dropped (its client starts a fresh minute). */
export const MAX_WINDOWS = 100_000;

type Window = { start: number; count: number };

/** Windows in the order they started, so the expired ones are always at the front: dropping them costs
 *  only what is dropped. (A sweep of the whole map on every new key, once it held 10,000 live windows,
 *  made each request from a new address walk all of them.) */
export function windowsOf(max: number) {
  const windows = new Map<string, Window>();
  return {
    open(key: string, t: number): Window {
      let k = windows.get(key);
      if (k && t - k.start < 60_000) return k;
      windows.delete(key);
      k = { start: t, count: 0 };
      windows.set(key, k);
      for (const [name, w] of windows) {
        if (t - w.start < 60_000 && windows.size <= max) break;
        windows.delete(name);
      }
      return k;
    },
    get size() {
      return windows.size;
    },
  };
}

export function rateLimit(
  perMinute: number,
  userOf: (c: Context) => number | null,
  now: () => number = Date.now,
  max = MAX_WINDOWS,
): MiddlewareHandler {
  const windows = windowsOf(max);
  return async (c, next) => {
    if (perMinute <= 0 || c.req.method === 'OPTIONS') return next();
    const auth = c.req.path.includes('/auth/');
    const user = auth ? null : userOf(c);
    const keys = [`${auth ? 'auth' : 'ip'}:${clientAddress(c)}`, ...(user !== null ? [`user:${user}`] : [])];
    const t = now();
    // Counted in every window the request belongs to; the fullest one decides.
    let w = { start: t, count: 0 };
    for (const key of keys) {
      const k = windows.open(key, t);
      k.count++;
      if (k.count >= w.count) w = k;
    }
    const remaining = Math.max(0, perMinute - w.count);
    if (w.count > perMinute) {
      const retry = Math.ceil((w.start + 60_000 - t) / 1000);
      return new Response(JSON.stringify({ message: 'Too Many Attempts.' }), {
        status: 429,
        headers: {
          'content-type': 'application/json',
          'retry-after': String(retry),
          'x-ratelimit-limit': String(perMinute),
          'x-ratelimit-remaining': '0',
        },
      });
    }
    await next();
    c.res.headers.set('x-ratelimit-limit', String(perMinute));
    c.res.headers.set('x-ratelimit-remaining', String(remaining));
  };
}
