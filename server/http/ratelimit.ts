// Rate limit: N requests per minute per caller, like the platform's throttle middleware; over the limit
// → 429 with the framework's default body. The caller is the user of a *valid* bearer token, else the
// client address: a made-up token counts against the address, so inventing tokens cannot buy requests.
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './client.ts';

export function rateLimit(perMinute: number, userOf: (c: Context) => number | null, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    if (perMinute <= 0 || c.req.method === 'OPTIONS') return next();
    const user = userOf(c);
    const key = user !== null ? `user:${user}` : `ip:${clientAddress(c)}`;
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= 60_000) {
      w = { start: t, count: 0 };
      windows.set(key, w);
      if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= 60_000) windows.delete(k);
    }
    w.count++;
    const remaining = Math.max(0, perMinute - w.count);
    if (w.count > perMinute) {
      const retry = Math.ceil((w.start + 60_000 - t) / 1000);
      return new Response(JSON.stringify({ message: 'Too Many Attempts.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(retry), 'x-ratelimit-limit': String(perMinute), 'x-ratelimit-remaining': '0' },
      });
    }
    await next();
    c.res.headers.set('x-ratelimit-limit', String(perMinute));
    c.res.headers.set('x-ratelimit-remaining', String(remaining));
  };
}
