// What createApp (app.ts) mounts around the route modules: the live config, the middleware chain, the
// test hooks and the answers for paths no route takes.
import type { Hono, Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { emptyTables, type DB } from './db/open.ts';
import type { Config } from './catalog/settings.ts';
import { ApiError } from './http/errors.ts';
import { idempotency } from './request/idempotency.ts';
import { send } from './http/respond.ts';
import type { Routes } from './http/router.ts';
import { rateLimit } from './http/ratelimit.ts';
import { responseCache } from './http/cache.ts';
import { legacyAuthBodies } from './http/legacy-auth.ts';
import type { Deps } from './request/deps.ts';
import { DEMO_OTP } from './services/otp.ts';
import { readStoredConfig } from './services/stored-config.ts';
import { publicOrigin, policyFromEnv, type OriginPolicy } from './http/public-origin.ts';
import { corsPolicy, noSniff } from './http/security.ts';
import { drainUnreadBody, MAX_BODY } from './http/drain.ts';
import { knownLength } from './http/length.ts';
import { tokenOf } from './request/access.ts';
import { clientAddress, resolveClient } from './http/client.ts';
import { seedDatabase } from './seed/index.ts';

type Plain = Record<string, unknown>;
export const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge<T extends Plain>(base: T, patch: Plain): T {
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(patch))
    out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k] as Plain, v) : v;
  return out as T;
}

/** The config the server answers with: the stored one, the app's options and the test overrides, read once until changed. */
export function liveConfig(db: DB, options: Plain, demo: boolean) {
  let testOverrides: Plain = {};
  let cached: Config | null = null;
  const config = () => {
    if (cached) return cached;
    const merged = deepMerge(deepMerge(readStoredConfig(db), options), testOverrides);
    // With demo mode switched off nothing turns it back on. The demo OTP is exposed only while demo
    // mode is on ("For demo purpose use otp {secret}").
    const on = demo && merged.demo === true;
    return (cached = { ...merged, demo: on, demo_otp: on ? DEMO_OTP : null });
  };
  return {
    config,
    override(patch: Plain) {
      testOverrides = deepMerge(testOverrides, patch);
      cached = null;
    },
    reset() {
      testOverrides = {};
      cached = null;
    },
  };
}

export type LiveConfig = ReturnType<typeof liveConfig>;

/** The middleware chain, in the order that matters. */
export function useMiddleware(app: Hono, deps: Deps, s: { perMinute: number; originPolicy?: OriginPolicy }): void {
  const validTokenUser = (c: Context) => {
    const t = tokenOf(c);
    return t && t !== 'null' ? deps.tokens.userIdFor(t) : null;
  };
  // Headers first, so every answer has them (429s and cache hits included); an unread request body is
  // drained so the connection stays usable. Then the rate limit (cached answers count too), then the
  // response cache, so a cache hit skips the rest of the chain.
  const policy = s.originPolicy ?? policyFromEnv();
  app.use('*', resolveClient(policy.trustedProxies ?? []));
  app.use('*', publicOrigin(policy));
  app.use('*', noSniff);
  app.use('*', corsPolicy(deps.origins));
  app.use('*', drainUnreadBody);
  // JSON over 1 KB goes gzip'd (issue 15: the uncompressed catalogue answers cost the phone seconds);
  // knownLength lets compress() see the size of answers built from a string, so smaller ones go plain.
  app.use('/api/*', compress());
  app.use('/api/*', knownLength);
  app.use('/api/*', rateLimit(s.perMinute, validTokenUser));
  app.use(
    '/api/*',
    responseCache(() => deps.catalog.version, deps.now),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY,
      onError: (c) => send(c, { errors: [{ code: 'body', message: 'The request body is too large.' }] }, 403),
    }),
  );

  // 2.x auth bodies (no login_type, f_name/l_name…) become their 3.x equivalents before the routes run.
  app.use('/api/v1/auth/*', legacyAuthBodies());

  // One order per intent: Idempotency-Key on the operations that create orders, trips or payments.
  const once = idempotency(deps);
  for (const path of [
    'customer/order/place',
    'customer/order/prescription/place',
    'rental/user/trip/trip-booking',
    'customer/wallet/add-fund',
  ])
    app.use(`/api/v1/${path}`, (c, next) => (c.req.method === 'POST' ? once(c, next) : next()));
}

/** PUT /__test/config (merged over the config) and POST /__test/reset (reseeds in place). */
export function registerTestHooks(root: Routes, deps: Deps, live: LiveConfig): void {
  const { db } = deps;
  root.put('/__test/config', async (c) => {
    let patch: unknown;
    try {
      patch = await c.req.json();
    } catch {
      return send(c, { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] }, 403);
    }
    if (!isPlain(patch))
      return send(c, { errors: [{ code: 'body', message: 'The request body must be a JSON object.' }] }, 403);
    live.override(patch);
    deps.catalog.version++;
    return send(c, live.config());
  });
  root.post('/__test/reset', (c) => {
    // Reseeds in place (the file stays open): every table is emptied and seeded again.
    db.transaction(() => {
      emptyTables(db);
      seedDatabase(db, deps.now());
    })();
    deps.catalog.load(db);
    live.reset();
    return send(c, { message: 'Reset' });
  });
}

/** 405 with the allowed methods for a known path, else 404; any unexpected failure in the platform's error shape. */
export function answerMisses(app: Hono, api: Routes, root: Routes): void {
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = [...api.methodsFor(path), ...root.methodsFor(path)];
    if (allowed.length)
      return send(
        c,
        {
          message: `The ${c.req.method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed.join(', ')}.`,
        },
        405,
      );
    return send(c, { message: `The route ${path.slice(1)} could not be found.` }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return send(c, err.body, err.status);
    // Never a 5xx: an unexpected failure still answers in the platform's error shape.
    console.error('[storefront] unexpected error', clientAddress(c), c.req.method, c.req.url, err);
    return send(c, { errors: [{ code: 'server', message: 'Something went wrong. Please try again.' }] }, 403);
  });
}
