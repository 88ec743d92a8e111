// Rate limit: N requests per minute per caller (bearer token, else client IP), like the platform's
// throttle middleware; over the limit → 429 with the framework's default body.
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function rateLimit(perMinute: number, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    if (perMinute <= 0 || c.req.method === 'OPTIONS') return next();
    let key = c.req.header('authorization') ?? '';
    if (!key || /bearer\s+null/i.test(key)) {
      try {
        key = `ip:${getConnInfo(c).remote.address ?? 'local'}`;
      } catch {
        key = 'ip:local'; // in-process requests (tests) have no socket
      }
    }
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
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'retry-after': String(retry), 'x-ratelimit-limit': String(perMinute), 'x-ratelimit-remaining': '0' },
      });
    }
    await next();
    c.res.headers.set('x-ratelimit-limit', String(perMinute));
    c.res.headers.set('x-ratelimit-remaining', String(remaining));
  };
}
