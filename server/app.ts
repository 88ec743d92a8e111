// The reference API server as an in-process Hono app. createApp() opens the (already seeded, see
// seed/prepare.ts) SQLite file, loads the catalogue into memory and mounts every route under /api/v1, plus the local
// stand-ins: generated images (/storage), the offline map style (/map), the payment page (/payment…),
// the demo identity provider (/demo-idp) and, when staticDir is given, the built storefront.
import { Hono } from 'hono';
import { openDatabase, type DB } from './db/open.ts';
import { Catalog } from './catalog/catalog.ts';
import type { Config } from './catalog/settings.ts';
import { Routes } from './http/router.ts';
import type { Deps } from './request/deps.ts';
import { Tokens } from './services/tokens.ts';
import { Users } from './services/users.ts';
import { Otps } from './services/otp.ts';
import { Guests } from './services/guests.ts';
import { Outbox } from './services/outbox.ts';
import { registerOutbox } from './routes/outbox.ts';
import { registerNotifications, registerPushOutbox } from './routes/notifications.ts';
import { Lockout, PasswordSignIn } from './services/lockout.ts';
import { hashPassword, verifyPassword } from './services/passwords.ts';
import { configuredOrigins } from './http/origins.ts';
import type { OriginPolicy } from './http/public-origin.ts';
import { hasStoredConfig } from './services/stored-config.ts';
import { answerMisses, liveConfig, registerTestHooks, useMiddleware } from './mount.ts';
import { registerConfig } from './routes/config.ts';
import { registerMap } from './routes/map.ts';
import { registerCategories } from './routes/categories.ts';
import { registerStores } from './routes/stores.ts';
import { registerStoreRankings } from './routes/store-rankings.ts';
import { registerItems } from './routes/items.ts';
import { registerPromotions } from './routes/promotions.ts';
import { registerAuth } from './routes/auth.ts';
import { registerFirebaseAuth } from './routes/auth-firebase.ts';
import { registerAuthRecovery } from './routes/auth-recovery.ts';
import { registerCustomer } from './routes/customer.ts';
import { registerInterests } from './routes/interests.ts';
import { registerAddress } from './routes/address.ts';
import { registerWishlist } from './routes/wishlist.ts';
import { registerCart } from './routes/cart.ts';
import { registerRentalCatalog } from './routes/rental-catalog.ts';
import { registerRentalCart } from './routes/rental-cart.ts';
import { registerRentalTrips } from './routes/rental-trips.ts';
import { registerWallet } from './routes/wallet.ts';
import { registerCoupon } from './routes/coupon.ts';
import { registerOrder } from './routes/order.ts';
import { registerOrderChanges } from './routes/order-changes.ts';
import { registerParcel } from './routes/parcel.ts';
import { registerVehicle } from './routes/vehicle.ts';
import { registerShelves } from './routes/shelves.ts';
import { registerOtherBanners } from './routes/other-banners.ts';
import { registerPages } from './routes/pages.ts';
import { registerItemLists } from './routes/item-lists.ts';
import { registerReviews } from './routes/reviews.ts';
import { registerMessages } from './routes/messages.ts';
import { registerOfflinePayment } from './routes/offline-payment.ts';
import { registerPrescriptionOrder } from './routes/prescription-order.ts';
import { registerStoreDesk } from './routes/store-desk.ts';
import { registerImages } from './routes/images.ts';
import { registerMapStyle } from './routes/mapstyle.ts';
import { registerPaymentPages } from './routes/payment-pages.ts';
import { registerIdp } from './routes/idp.ts';
import { registerStatic } from './routes/static.ts';
import { registerSearch } from './routes/search.ts';
import { registerCourier } from './routes/courier.ts';
import { registerDiscovery } from './routes/discovery.ts';
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
  /** Lets a caller that sends it in X-Outbox-Secret read /outbox from anywhere. Default: env STOREFRONT_OUTBOX_SECRET. */
  outboxSecret?: string;
}

export interface StorefrontApp {
  app: Hono;
  db: DB;
  close(): void;
}

export { deepMerge } from './mount.ts';

export function createApp(opts: AppOptions): StorefrontApp {
  const now = opts.now ?? (() => new Date());
  const db = openDatabase(opts.dbFile);
  if (!hasStoredConfig(db)) {
    db.close();
    throw new Error(
      `The database ${opts.dbFile} has no demo data: seed it first (prepareDatabase from server/seed/prepare.ts, or npm run db:reset).`,
    );
  }
  const testHooks = opts.testHooks ?? process.env.STOREFRONT_TEST_HOOKS === '1';
  const perMinute = opts.rateLimit ?? Number(process.env.STOREFRONT_RATE_LIMIT ?? 600);
  const demo = opts.demo ?? process.env.STOREFRONT_DEMO !== '0';
  const origins = opts.origins ?? configuredOrigins();
  const live = liveConfig(db, opts.config ?? {}, demo);
  const config = live.config;

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
    passwords: new PasswordSignIn(new Lockout(db, now), verifyPassword, hashPassword),
    origins,
  };
  const app = new Hono();
  useMiddleware(app, deps, { perMinute, originPolicy: opts.originPolicy });

  const api = new Routes(app, '/api/v1');
  registerConfig(api, deps);
  registerMap(api, deps);
  registerCategories(api, deps);
  registerStores(api, deps);
  registerStoreRankings(api, deps);
  registerItems(api, deps);
  registerSearch(api, deps);
  registerPromotions(api, deps);
  registerAuth(api, deps);
  registerFirebaseAuth(api, deps);
  registerAuthRecovery(api, deps);
  registerCustomer(api, deps);
  registerInterests(api, deps);
  registerAddress(api, deps);
  registerWishlist(api, deps);
  registerCart(api, deps);
  registerRentalCatalog(api, deps);
  registerRentalCart(api, deps);
  registerRentalTrips(api, deps);
  registerWallet(api, deps);
  registerCoupon(api, deps);
  registerOrder(api, deps);
  registerOrderChanges(api, deps);
  registerParcel(api);
  registerVehicle(api, deps);
  registerShelves(api, deps);
  registerOtherBanners(api, deps);
  registerPages(api, deps);
  registerItemLists(api, deps);
  registerDiscovery(api, deps);
  registerReviews(api, deps);
  registerNotifications(api, deps);
  registerMessages(api, deps);
  registerOfflinePayment(api, deps);
  registerPrescriptionOrder(api, deps);

  const root = new Routes(app, '');
  registerImages(root, deps);
  registerMapStyle(root, deps);
  registerPaymentPages(root, deps);
  registerIdp(root, deps);
  registerOutbox(root, outbox, opts.outboxSecret);
  registerStoreDesk(root, deps, testHooks);
  registerPushOutbox(root, deps, opts.outboxSecret);
  const stopCourier = registerCourier(root, deps, testHooks, opts.courierSeconds ?? (opts.now ? 0 : courierSeconds()));

  if (testHooks) registerTestHooks(root, deps, live);

  if (opts.staticDir) registerStatic(app, opts.staticDir);

  answerMisses(app, api, root);

  return {
    app,
    db,
    close: () => {
      stopCourier();
      if (db.open) db.close();
    },
  };
}
