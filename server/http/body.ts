// Request body reading. JSON, urlencoded and multipart bodies all become one flat object, the way the
// platform's framework merges input. A malformed JSON body is a validation failure (403), never a 500.
import type { Context } from 'hono';
import { fail } from './errors.ts';

const cache = new WeakMap<Request, Record<string, unknown>>();

export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const hit = cache.get(c.req.raw);
  if (hit) return hit;
  let body: Record<string, unknown> = {};
  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      try {
        body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
      } catch {
        fail(403, 'body', 'The request body could not be read.');
      }
    } else {
      const text = await c.req.text();
      if (text.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          fail(403, 'body', 'The request body is not valid JSON.');
        }
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) fail(403, 'body', 'The request body must be a JSON object.');
        body = parsed as Record<string, unknown>;
      }
    }
  }
  cache.set(c.req.raw, body);
  return body;
}

/** Query parameters merged under the body (body wins), like the framework's `$request->input()`. */
export async function input(c: Context): Promise<Record<string, unknown>> {
  const body = await readBody(c);
  return { ...c.req.query(), ...body };
}
