// Request body reading. JSON, urlencoded and multipart bodies all become one flat object, the way the
// platform's framework merges input. A malformed JSON body is a validation failure (403), never a 500.
// Before any parser runs, the body's text or bytes are checked against the field and nesting bounds
// (http/body-limits.ts): a body over them is refused with 413, code `body`, and the reason.
import type { Context } from 'hono';
import { parseBody } from 'hono/utils/body';
import { fail } from './errors.ts';
import {
  bodyScanner,
  boundsFromEnv,
  formTextProblem,
  jsonProblem,
  multipartProblem,
  type BodyBounds,
} from './body-limits.ts';
import { cutShort } from './drain.ts';

const cache = new WeakMap<Request, Record<string, unknown>>();
/** Env STOREFRONT_BODY_MAX_FIELDS / STOREFRONT_BODY_MAX_DEPTH, read once at start. */
const bounds: BodyBounds = boundsFromEnv();

function refuse(problem: string | null): void {
  if (problem) fail(413, 'body', `The request body has ${problem}.`);
}

/** The body's bytes, scanned as they arrive: a body over the bounds stops being read at once (the rest
 *  is left on the socket, and the answer closes the connection: http/drain.ts). */
async function readScanned(c: Context, contentType: string): Promise<Uint8Array> {
  const req = c.req.raw;
  if (!req.body) return new Uint8Array(0);
  const scan = bodyScanner(contentType, bounds);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let problem: string | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      problem = scan(value);
      if (problem) break;
      chunks.push(value);
    }
  } catch {
    fail(403, 'body', 'The request body could not be read.');
  }
  if (problem) {
    cutShort.add(req);
    void reader.cancel().catch(() => {});
    refuse(problem);
  }
  return Buffer.concat(chunks);
}

/** A form body, checked and then parsed as the framework does (repeated names become lists). */
async function readForm(c: Context, type: string): Promise<Record<string, unknown>> {
  // The header as sent: a multipart boundary is case-sensitive.
  const sent = c.req.header('content-type') ?? type;
  const bytes = await readScanned(c, sent);
  refuse(
    type.includes('multipart/form-data')
      ? multipartProblem(bytes, sent, bounds)
      : formTextProblem(Buffer.from(bytes).toString('latin1'), bounds),
  );
  try {
    const parsed = new Request('http://body.invalid/', {
      method: 'POST',
      headers: { 'content-type': sent },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return (await parseBody(parsed, { all: true })) as Record<string, unknown>;
  } catch {
    fail(403, 'body', 'The request body could not be read.');
  }
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  refuse(jsonProblem(text, bounds));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(403, 'body', 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    fail(403, 'body', 'The request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const hit = cache.get(c.req.raw);
  if (hit) return hit;
  let body: Record<string, unknown> = {};
  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    body =
      type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')
        ? await readForm(c, type)
        : await readJson(c);
  }
  cache.set(c.req.raw, body);
  return body;
}

/** Query parameters merged under the body (body wins), like the framework's `$request->input()`. */
export async function input(c: Context): Promise<Record<string, unknown>> {
  const body = await readBody(c);
  return { ...c.req.query(), ...body };
}
