// A call refused before its body is read (401, 403 module checks, 404) leaves the body on the socket; the
// next request on that keep-alive connection would then be parsed from the leftovers. So once the answer
// is ready, whatever is left of the body is read and dropped, up to the body limit. A body longer than
// the limit (declared, or found while draining) is not read further: its answer says `Connection: close`,
// so the client opens a new connection for its next request instead of losing it on this one (a 9 MB
// body answered with keep-alive reset the request sent after it).
import type { Context, MiddlewareHandler } from 'hono';

export const MAX_BODY = 8 * 1024 * 1024;

/** Requests whose body was refused part-way (http/body.ts): their answer closes the connection too. */
export const cutShort = new WeakSet<Request>();

/** Reads and drops the rest of the body; false when it ran past the limit (or the client went away). */
async function drain(req: Request): Promise<boolean> {
  const reader = req.body!.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > MAX_BODY) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

function closeAfter(c: Context): void {
  c.res.headers.set('connection', 'close');
}

export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const req = c.req.raw;
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY || cutShort.has(req)) return closeAfter(c);
  if (!req.body || req.bodyUsed || req.body.locked) return;
  if (!(await drain(req))) closeAfter(c);
};
