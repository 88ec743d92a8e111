// A call refused before its body is read (401, 403 module checks, 404) leaves the body on the socket; the
// next request on that keep-alive connection would then be parsed from the leftovers. So once the answer
// is ready, whatever is left of the body is read and dropped, up to the body limit (a longer body ends
// with the connection closed, which is what the limit is for).
import type { MiddlewareHandler } from 'hono';

export const MAX_BODY = 8 * 1024 * 1024;

export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const req = c.req.raw;
  if (!req.body || req.bodyUsed || req.body.locked) return;
  const reader = req.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > MAX_BODY) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    /* the client went away: nothing to keep alive */
  }
};
