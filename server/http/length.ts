// Compression pays only above about 1 KB; under it the gzip header and a second trip through zlib cost
// more than they save. Hono's compress() skips small answers only when they carry Content-Length, and
// answers built from a string (send(), the response cache) do not, so every answer was gzipped. This
// middleware, mounted just inside compress(), gives text answers their length before compress() looks.
import type { MiddlewareHandler } from 'hono';

const TEXT = /^(application\/json|text\/)/i;

export const knownLength: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (
    !res.body ||
    res.headers.has('content-length') ||
    res.headers.has('transfer-encoding') ||
    !TEXT.test(res.headers.get('content-type') ?? '')
  )
    return;
  const bytes = await res.arrayBuffer();
  const sized = new Response(bytes, res);
  sized.headers.set('content-length', String(bytes.byteLength));
  c.res = undefined;
  c.res = sized;
};
