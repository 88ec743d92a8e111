// One order per intent (issue "the money path has one decider", build 3; after Stripe's Idempotency-Key and
// the IETF draft header of the same name). On the operations that create money or orders, a request with an
// `Idempotency-Key` header is run once per caller (the token's user, else the guest_id): its successful
// answer is stored for 24 hours with a hash of the request, and
//   - the same key with the same request gets the stored answer again, marked `Idempotent-Replayed: true`;
//   - the same key with another request (another path or body) is refused: 422 code idempotency_key;
//   - a request that arrives while the first with its key is still running waits for it, then gets its
//     answer (so 20 concurrent taps make one order and 20 equal answers);
//   - a refusal (any non-2xx answer) is not stored: nothing was created, and the customer may fix the cause
//     (top up the wallet, pick another time) and retry with the same key.
// Without the header nothing changes.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from './deps.ts';
import { userOf } from './access.ts';
import { readBody } from '../http/body.ts';
import { sentBodies } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { IdempotencyKeys, type StoredAnswer } from '../services/idempotency-keys.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const TTL_MS = 24 * 60 * 60 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

/** A stable text of a body: keys sorted, uploaded files by name, type and size (their bytes are not kept). */
function canonical(v: unknown): unknown {
  if (typeof File !== 'undefined' && v instanceof File) return `file:${v.name}:${v.type}:${v.size}`;
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** The key of a request being run, for a handler that stores its answer with its own write (keepAnswer). */
interface OpenKey {
  save(answer: StoredAnswer): void;
  hash: string;
  saved: boolean;
}
const openKeys = new WeakMap<Request, OpenKey>();

/**
 * Stores this request's answer under its Idempotency-Key now, inside the caller's transaction: the order
 * and its answer commit together, so a process that dies between them cannot leave an order a retry
 * with the same key would place again. `res` must come from send() (its text is the one sent).
 */
export function keepAnswer(c: Context, res: Response): Response {
  const open = openKeys.get(c.req.raw);
  const text = sentBodies.get(c.req.raw);
  if (!open || text === undefined || res.status < 200 || res.status >= 300) return res;
  open.save({
    body_hash: open.hash,
    status: res.status,
    content_type: res.headers.get('content-type'),
    response: text,
  });
  open.saved = true;
  return res;
}

export function idempotency(deps: Deps): MiddlewareHandler {
  const keys = new IdempotencyKeys(deps.db);
  // Requests still running, per scope and key: later ones with the same key wait on these.
  const running = new Map<string, { hash: string; done: Promise<void> }>();

  const replay = (s: StoredAnswer) =>
    new Response(s.response, {
      status: s.status,
      headers: { 'Content-Type': s.content_type ?? 'application/json', [REPLAYED_HEADER]: 'true' },
    });
  const mismatch = () =>
    fail(
      422,
      'idempotency_key',
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );

  return async (c: Context, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_RE.test(key))
      fail(403, 'idempotency_key', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
    const body = await readBody(c);
    const user = userOf(c, deps);
    const guest = body.guest_id ?? c.req.query('guest_id');
    // Without a caller the handler refuses anyway; there is nothing to scope the key to.
    if (!user && (guest === undefined || guest === null || guest === '')) return next();
    const scope = user ? `user:${user.id}` : `guest:${String(guest)}`;
    const hash = createHash('sha256')
      .update(JSON.stringify([c.req.method, c.req.path, canonical({ ...c.req.query(), ...body })]))
      .digest('hex');
    const slot = `${scope}\n${key}`;

    for (;;) {
      const stored = keys.find(scope, key, deps.now().getTime() - TTL_MS);
      if (stored) return stored.body_hash === hash ? replay(stored) : mismatch();
      const inFlight = running.get(slot);
      if (!inFlight) break;
      if (inFlight.hash !== hash) mismatch();
      await inFlight.done;
    }

    let finish!: () => void;
    running.set(slot, { hash, done: new Promise<void>((resolve) => (finish = resolve)) });
    const open: OpenKey = { hash, saved: false, save: (answer) => keys.save(scope, key, answer, deps.now().getTime()) };
    openKeys.set(c.req.raw, open);
    try {
      await next();
      const res = c.res;
      if (!open.saved && res.status >= 200 && res.status < 300) {
        const text = await res.clone().text();
        const at = deps.now().getTime();
        keys.prune(at - TTL_MS);
        keys.save(
          scope,
          key,
          { body_hash: hash, status: res.status, content_type: res.headers.get('content-type'), response: text },
          at,
        );
      }
    } finally {
      running.delete(slot);
      finish();
    }
  };
}
