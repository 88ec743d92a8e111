// What every route module receives: the database, the in-memory catalogue, the clock, the live config
// and the shared services. Built once per app in app.ts.
import type { DB } from '../db/open.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import type { Tokens } from '../services/tokens.ts';
import type { Users } from '../services/users.ts';
import type { Otps } from '../services/otp.ts';
import type { Guests } from '../services/guests.ts';
import type { Outbox } from '../services/outbox.ts';
import type { PasswordSignIn } from '../services/lockout.ts';

export interface Deps {
  db: DB;
  catalog: Catalog;
  now: () => Date;
  config: () => Config;
  tokens: Tokens;
  users: Users;
  otps: Otps;
  guests: Guests;
  outbox: Outbox;
  /** Password checks through the per-account lockout. */
  passwords: PasswordSignIn;
  /** Browser origins allowed besides the server's own (CORS, demo sign-in redirects). */
  origins: readonly string[];
}
