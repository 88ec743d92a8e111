// Database schema. Catalogue tables keep a few indexed columns plus the full demo record as JSON in
// `data` (the catalogue is read-mostly and cached in memory); everything customers write has real
// columns, constraints and indexes. Bump SCHEMA_VERSION and add a step to `migrations` to change it.

export const SCHEMA_VERSION = 6;

export const migrations: string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  -- catalogue (seeded)
  CREATE TABLE zones (id INTEGER PRIMARY KEY, status INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE modules (id INTEGER PRIMARY KEY, module_type TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE categories (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, parent_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE stores (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, zone_id INTEGER NOT NULL, slug TEXT UNIQUE, data TEXT NOT NULL);
  CREATE INDEX stores_module_zone ON stores(module_id, zone_id);
  CREATE TABLE items (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, store_id INTEGER NOT NULL, slug TEXT UNIQUE,
    stock INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
  CREATE INDEX items_module_store ON items(module_id, store_id);
  CREATE TABLE item_campaigns (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, store_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE add_ons (id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE campaigns (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE flash_sales (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE banners (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE coupons (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, module_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE vehicles (id INTEGER PRIMARY KEY, provider_id INTEGER NOT NULL, slug TEXT UNIQUE, data TEXT NOT NULL);
  CREATE TABLE vehicle_categories (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE vehicle_brands (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE parcel_categories (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE reviews (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL, data TEXT NOT NULL);

  -- people and sessions
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    f_name TEXT, l_name TEXT,
    phone TEXT UNIQUE, email TEXT UNIQUE COLLATE NOCASE,
    password TEXT,
    image TEXT,
    is_phone_verified INTEGER NOT NULL DEFAULT 0,
    is_email_verified INTEGER NOT NULL DEFAULT 0,
    email_verified_at TEXT,
    status INTEGER NOT NULL DEFAULT 1,
    login_medium TEXT,
    social_id TEXT,
    zone_id INTEGER,
    wallet_balance REAL NOT NULL DEFAULT 0,
    loyalty_point INTEGER NOT NULL DEFAULT 0,
    ref_code TEXT UNIQUE,
    ref_by INTEGER,
    current_language_key TEXT NOT NULL DEFAULT 'en',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE social_links (medium TEXT NOT NULL, unique_id TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (medium, unique_id));
  CREATE TABLE tokens (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX tokens_user ON tokens(user_id);
  CREATE TABLE guests (id INTEGER PRIMARY KEY AUTOINCREMENT, ip TEXT, fcm_token TEXT, created_at TEXT NOT NULL);
  -- one live code per (purpose, target); resend throttle and bad-try blocking live on the row
  CREATE TABLE otps (
    purpose TEXT NOT NULL, target TEXT NOT NULL, code TEXT NOT NULL, session_info TEXT,
    sent_at INTEGER NOT NULL, failed INTEGER NOT NULL DEFAULT 0, first_failed_at INTEGER,
    blocked_until INTEGER, verified INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (purpose, target));
  CREATE INDEX otps_session ON otps(session_info);
  CREATE TABLE uploads (name TEXT PRIMARY KEY, mime TEXT NOT NULL, data BLOB NOT NULL, created_at TEXT NOT NULL);

  -- carts: owner is a user or a guest; the partition includes the moduleId header (0 when absent)
  CREATE TABLE carts (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL, is_guest INTEGER NOT NULL,
    module_id INTEGER NOT NULL,
    item_id INTEGER NOT NULL, item_type TEXT NOT NULL,
    variation TEXT NOT NULL, variation_key TEXT NOT NULL,
    add_on_ids TEXT NOT NULL, add_on_qtys TEXT NOT NULL,
    price REAL NOT NULL, quantity INTEGER NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (owner_id, is_guest, module_id, item_type, item_id, variation_key));
  CREATE TABLE rental_carts (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL, is_guest INTEGER NOT NULL, module_id INTEGER NOT NULL,
    provider_id INTEGER NOT NULL, vehicle_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL, price REAL NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (owner_id, is_guest, module_id, vehicle_id));
  CREATE TABLE rental_user_data (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL, is_guest INTEGER NOT NULL, module_id INTEGER NOT NULL,
    pickup_location TEXT, destination_location TEXT, pickup_time TEXT,
    rental_type TEXT NOT NULL, estimated_hours REAL NOT NULL DEFAULT 0, distance REAL NOT NULL DEFAULT 0,
    destination_time TEXT,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (owner_id, is_guest, module_id));

  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    contact_person_name TEXT NOT NULL, contact_person_number TEXT NOT NULL, contact_person_email TEXT,
    address_type TEXT NOT NULL, address TEXT NOT NULL,
    latitude TEXT NOT NULL, longitude TEXT NOT NULL,
    floor TEXT, road TEXT, house TEXT, additional_information TEXT, address_label TEXT,
    zone_id INTEGER NOT NULL, zone_ids TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX addresses_user ON addresses(user_id);

  CREATE TABLE wishlists (user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL, ref_id INTEGER NOT NULL, created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, kind, ref_id));

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL, is_guest INTEGER NOT NULL,
    module_id INTEGER, store_id INTEGER,
    order_status TEXT NOT NULL, payment_status TEXT NOT NULL, payment_method TEXT NOT NULL,
    coupon_code TEXT, order_amount REAL NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX orders_owner ON orders(owner_id, is_guest);
  CREATE TABLE order_details (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    data TEXT NOT NULL);
  CREATE INDEX order_details_order ON order_details(order_id);

  CREATE TABLE wallet_transactions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    transaction_id TEXT NOT NULL, credit REAL NOT NULL DEFAULT 0, debit REAL NOT NULL DEFAULT 0,
    admin_bonus REAL NOT NULL DEFAULT 0, balance REAL NOT NULL, transaction_type TEXT NOT NULL, reference TEXT,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX wallet_user ON wallet_transactions(user_id);
  CREATE TABLE loyalty_transactions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    transaction_id TEXT NOT NULL, credit REAL NOT NULL DEFAULT 0, debit REAL NOT NULL DEFAULT 0,
    balance REAL NOT NULL, reference TEXT, transaction_type TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX loyalty_user ON loyalty_transactions(user_id);

  -- local payment page: wallet top-ups and digital order payments
  CREATE TABLE payment_requests (id TEXT PRIMARY KEY, kind TEXT NOT NULL, user_id INTEGER, order_id INTEGER,
    amount REAL NOT NULL, payment_method TEXT NOT NULL, callback TEXT, status TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  `,
  // v2: rental trips (booked from the rental cart)
  `
  CREATE TABLE trips (
    id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL, is_guest INTEGER NOT NULL,
    provider_id INTEGER NOT NULL, module_id INTEGER NOT NULL,
    trip_status TEXT NOT NULL, payment_status TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX trips_owner ON trips(owner_id, is_guest);
  CREATE TABLE trip_details (id INTEGER PRIMARY KEY, trip_id INTEGER NOT NULL REFERENCES trips(id) ON DELETE CASCADE, data TEXT NOT NULL);
  CREATE INDEX trip_details_trip ON trip_details(trip_id);
  `,
  // v3: Idempotency-Key answers (request/idempotency.ts), per caller scope and key, kept 24 hours
  `
  CREATE TABLE idempotency_keys (scope TEXT NOT NULL, key TEXT NOT NULL, body_hash TEXT NOT NULL,
    status INTEGER NOT NULL, content_type TEXT, response TEXT NOT NULL, created_at INTEGER NOT NULL,
    PRIMARY KEY (scope, key));
  CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
  `,
  // v4: the password lockout (services/lockout.ts) and the sign-up proofs (services/tokens.ts), kept across restarts
  `
  CREATE TABLE lockouts (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, blocks INTEGER NOT NULL,
    until INTEGER NOT NULL, last INTEGER NOT NULL);
  CREATE INDEX lockouts_last ON lockouts(last);
  CREATE TABLE signup_proofs (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    hash TEXT NOT NULL, guest_id INTEGER, expires INTEGER NOT NULL);
  `,
  // v5: newsletter subscriptions (routes/pages.ts); one row an address, as the platform's unique index keeps it
  `
  CREATE TABLE newsletters (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, created_at TEXT NOT NULL);
  `,
  // v6: the interests a customer saved (customer/update-interest, services/interests.ts): category ids and
  // the modules they were chosen in, JSON lists as the platform keeps them on its users row
  `
  CREATE TABLE user_interests (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    interest TEXT NOT NULL, module_ids TEXT NOT NULL);
  `,
];
