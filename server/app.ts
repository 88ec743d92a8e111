// The reference API server as an in-process Hono app. createApp() opens the (already seeded, see
// seed/prepare.ts) SQLite file, loads the catalogue into memory and mounts every route under /api/v1, plus the local
// stand-ins: generated images (/storage), the offline map style (/map), the payment page (/payment…),
// the demo identity provider (/demo-idp) and, when staticDir is given, the built storefront.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { openDatabase, type DB } from './db/open.ts';
import { Catalog } from './catalog/catalog.ts';
import type { Config } from './catalog/settings.ts';
import { ApiError } from './http/errors.ts';
import { idempotency } from './request/idempotency.ts';
import { send } from './http/respond.ts';
import { Routes } from './http/router.ts';
import { rateLimit } from './http/ratelimit.ts';
import { responseCache } from './http/cache.ts';
import { legacyAuthBodies } from './http/legacy-auth.ts';
import type { Deps } from './request/deps.ts';
import { Tokens } from './services/tokens.ts';
import { Users } from './services/users.ts';
import { DEMO_OTP, Otps } from './services/otp.ts';
import { Guests } from './services/guests.ts';
import { Outbox } from './services/outbox.ts';
import { registerOutbox } from './routes/outbox.ts';
import { Lockout, PasswordSignIn } from './services/lockout.ts';
import { hashPassword, verifyPassword } from './services/passwords.ts';
import { configuredOrigins } from './http/origins.ts';
import { publicOrigin, policyFromEnv, type OriginPolicy } from './http/public-origin.ts';
import { corsPolicy, noSniff } from './http/security.ts';
import { drainUnreadBody, MAX_BODY } from './http/drain.ts';
import { tokenOf } from './request/access.ts';
import { registerConfig } from './routes/config.ts';
import { registerMap } from './routes/map.ts';
import { registerCategories } from './routes/categories.ts';
import { registerStores } from './routes/stores.ts';
import { registerItems } from './routes/items.ts';
import { registerPromotions } from './routes/promotions.ts';
import { registerAuth } from './routes/auth.ts';
import { registerCustomer } from './routes/customer.ts';
import { registerAddress } from './routes/address.ts';
import { registerWishlist } from './routes/wishlist.ts';
import { registerCart } from './routes/cart.ts';
import { registerRentalCatalog } from './routes/rental-catalog.ts';
import { registerRentalCart } from './routes/rental-cart.ts';
import { registerRentalTrips } from './routes/rental-trips.ts';
import { registerWallet } from './routes/wallet.ts';
import { registerCoupon } from './routes/coupon.ts';
import { registerOrder } from './routes/order.ts';
import { registerParcel } from './routes/parcel.ts';
import { registerVehicle } from './routes/vehicle.ts';
import { registerShelves } from './routes/shelves.ts';
import { registerItemLists } from './routes/item-lists.ts';
import { registerReviews } from './routes/reviews.ts';
import { registerMessages } from './routes/messages.ts';
import { registerOfflinePayment } from './routes/offline-payment.ts';
import { registerImages } from './routes/images.ts';
import { registerMapStyle } from './routes/mapstyle.ts';
import { registerPaymentPages } from './routes/payment-pages.ts';
import { registerIdp } from './routes/idp.ts';
import { registerStatic } from './routes/static.ts';
import { registerSearch } from './routes/search.ts';
import { seedDatabase } from './seed/index.ts';
import { registerCourier } from './routes/courier.ts';
import { courierSeconds } from './services/courier.ts';

export interface AppOptions {
  dbFile: string;
  /** Built storefront (e.g. dist/): served with an SPA fallback and a CSP. */
  staticDir?: string;
  now?: () => Date;
  /** Merged (deeply) over the seeded config. */
  config?: Partial<Config> & Record<string, unknown>;
  /** Requests per minute per caller; 0 disables. Default 600 (env STOREFRONT_RATE_LIMIT). */
  rateLimit?: number;
  /** Enables PUT /__test/config and POST /__test/reset (also env STOREFRONT_TEST_HOOKS=1). */
  testHooks?: boolean;
  /** Seconds a running demo order takes to be delivered (courier simulation); 0 = off. Default: env
   * STOREFRONT_COURIER_SECONDS, else 180; off when `now` is injected (a test clock) unless set here. */
  courierSeconds?: number;
  /** Demo mode (fixed OTP 123456, shown in config). Default on; env STOREFRONT_DEMO=0 turns it off. */
  demo?: boolean;
  /** Browser origins allowed besides the server's own. Default: env STOREFRONT_ORIGINS, else the Vite dev server. */
  origins?: string[];
  /** Where absolute URLs point (public URL, trusted proxies). Default: env STOREFRONT_PUBLIC_URL / STOREFRONT_TRUSTED_PROXIES. */
  originPolicy?: OriginPolicy;
}

export interface StorefrontApp {
  app: Hono;
  db: DB;
  close(): void;
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge<T extends Plain>(base: T, patch: Plain): T {
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k] as Plain, v) : v;
  return out as T;
}

export function createApp(opts: AppOptions): StorefrontApp {
  const now = opts.now ?? (() => new Date());
  const db = openDatabase(opts.dbFile);
  if (!db.prepare("SELECT 1 FROM settings WHERE key = 'config'").get()) {
    db.close();
    throw new Error(`The database ${opts.dbFile} has no demo data: seed it first (prepareDatabase from server/seed/prepare.ts, or npm run db:reset).`);
  }
  const testHooks = opts.testHooks ?? process.env.STOREFRONT_TEST_HOOKS === '1';
  const perMinute = opts.rateLimit ?? Number(process.env.STOREFRONT_RATE_LIMIT ?? 600);
  const demo = opts.demo ?? process.env.STOREFRONT_DEMO !== '0';
  const origins = opts.origins ?? configuredOrigins();

  let testOverrides: Plain = {};
  let cached: Config | null = null;
  const readStored = () => JSON.parse((db.prepare("SELECT value FROM settings WHERE key = 'config'").get() as { value: string }).value) as Config;
  const config = () => {
    if (cached) return cached;
    const merged = deepMerge(deepMerge(readStored(), opts.config ?? {}), testOverrides);
    // With demo mode switched off nothing turns it back on. The demo OTP is exposed only while demo
    // mode is on ("For demo purpose use otp {secret}").
    const on = demo && merged.demo === true;
    return (cached = { ...merged, demo: on, demo_otp: on ? DEMO_OTP : null });
  };

  const outbox = new Outbox(now);
  const deps: Deps = {
    db,
    catalog: new Catalog(db),
    now,
    config,
    tokens: new Tokens(db, now),
    users: new Users(db, now),
    otps: new Otps(
      db,
      now,
      () => config().demo === true,
      (purpose, target, code) => outbox.deliver(purpose, target, code),
    ),
    guests: new Guests(db, now),
    outbox,
    passwords: new PasswordSignIn(new Lockout(now), verifyPassword, hashPassword),
    origins,
  };
  const validTokenUser = (c: Context) => {
    const t = tokenOf(c);
    return t && t !== 'null' ? deps.tokens.userIdFor(t) : null;
  };

  const app = new Hono();
  // Headers first, so every answer has them (429s and cache hits included); an unread request body is
  // drained so the connection stays usable. Then the rate limit (cached answers count too), then the
  // response cache, so a cache hit skips the rest of the chain.
  app.use('*', publicOrigin(opts.originPolicy ?? policyFromEnv()));
  app.use('*', noSniff);
  app.use('*', corsPolicy(origins));
  app.use('*', drainUnreadBody);
  // JSON over 1 KB goes gzip'd (issue 15: the uncompressed catalogue answers cost the phone seconds).
  app.use('/api/*', compress());
  app.use('/api/*', rateLimit(perMinute, validTokenUser));
  app.use(
    '/api/*',
    responseCache(() => deps.catalog.version, now),
  );
  app.use('*', bodyLimit({ maxSize: MAX_BODY, onError: (c) => send(c, { errors: [{ code: 'body', message: 'The request body is too large.' }] }, 403) }));

  // 2.x auth bodies (no login_type, f_name/l_name…) become their 3.x equivalents before the routes run.
  app.use('/api/v1/auth/*', legacyAuthBodies());

  // One order per intent: Idempotency-Key on the operations that create orders, trips or payments.
  const once = idempotency(deps);
  for (const path of ['customer/order/place', 'rental/user/trip/trip-booking', 'customer/wallet/add-fund']) app.use(`/api/v1/${path}`, (c, next) => (c.req.method === 'POST' ? once(c, next) : next()));

  const api = new Routes(app, '/api/v1');
  registerConfig(api, deps);
  registerMap(api, deps);
  registerCategories(api, deps);
  registerStores(api, deps);
  registerItems(api, deps);
  registerSearch(api, deps);
  registerPromotions(api, deps);
  registerAuth(api, deps);
  registerCustomer(api, deps);
  registerAddress(api, deps);
  registerWishlist(api, deps);
  registerCart(api, deps);
  registerRentalCatalog(api, deps);
  registerRentalCart(api, deps);
  registerRentalTrips(api, deps);
  registerWallet(api, deps);
  registerCoupon(api, deps);
  registerOrder(api, deps);
  registerParcel(api);
  registerVehicle(api, deps);
  registerShelves(api, deps);
  registerItemLists(api, deps);
  registerReviews(api, deps);
  registerMessages(api, deps);
  registerOfflinePayment(api, deps);

  const root = new Routes(app, '');
  registerImages(root, deps);
  registerMapStyle(root, deps);
  registerPaymentPages(root, deps);
  registerIdp(root, deps);
  registerOutbox(root, outbox);
  const stopCourier = registerCourier(root, deps, testHooks, opts.courierSeconds ?? (opts.now ? 0 : courierSeconds()));

  if (testHooks) {
    root.put('/__test/config', async (c) => {
      let patch: unknown;
      try {
        patch = await c.req.json();
      } catch {
        return send(c, { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] }, 403);
      }
      if (!isPlain(patch)) return send(c, { errors: [{ code: 'body', message: 'The request body must be a JSON object.' }] }, 403);
      testOverrides = deepMerge(testOverrides, patch);
      cached = null;
      deps.catalog.version++;
      return send(c, config());
    });
    root.post('/__test/reset', (c) => {
      // Reseeds in place (the file stays open): every table is emptied and seeded again.
      db.transaction(() => {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>;
        // child rows go with their parents (ON DELETE CASCADE), so the order does not matter
        for (const t of tables) db.prepare(`DELETE FROM "${t.name}"`).run();
        seedDatabase(db, now());
      })();
      deps.catalog.load(db);
      testOverrides = {};
      cached = null;
      return send(c, { message: 'Reset' });
    });
  }

  if (opts.staticDir) registerStatic(app, opts.staticDir);

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = [...api.methodsFor(path), ...root.methodsFor(path)];
    if (allowed.length) return send(c, { message: `The ${c.req.method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed.join(', ')}.` }, 405);
    return send(c, { message: `The route ${path.slice(1)} could not be found.` }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return send(c, err.body, err.status);
    // Never a 5xx: an unexpected failure still answers in the platform's error shape.
    console.error('[storefront] unexpected error', c.req.method, c.req.url, err);
    return send(c, { errors: [{ code: 'server', message: 'Something went wrong. Please try again.' }] }, 403);
  });

  return {
    app,
    db,
    close: () => {
      stopCourier();
      if (db.open) db.close();
    },
  };
}
