// Customer accounts: lookups, creation, the customer/info shape (platform-api §5.5, never the password)
// and moving a guest's carts to the user at login (platform-api §1.5).
import type { DB } from '../db/open.ts';
import { url } from '../http/respond.ts';
import { isoStamp } from '../catalog/time.ts';
import { Interests } from './interests.ts';
import { randomBytes } from 'node:crypto';

export interface UserRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  password: string | null;
  image: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  email_verified_at: string | null;
  status: number;
  login_medium: string | null;
  social_id: string | null;
  zone_id: number | null;
  wallet_balance: number;
  loyalty_point: number;
  ref_code: string | null;
  ref_by: number | null;
  current_language_key: string;
  created_at: string;
  updated_at: string;
}

export class Users {
  private readonly byIdStmt;
  private readonly byEmailStmt;
  private readonly byPhoneStmt;
  private readonly insertStmt;
  private readonly orderCount;
  private readonly moveCarts;
  private readonly dropGuestCarts;
  private readonly moveRental;
  private readonly dropGuestRental;
  private readonly moveRentalData;
  private readonly dropGuestRentalData;

  constructor(
    private readonly db: DB,
    private readonly now: () => Date,
  ) {
    this.byIdStmt = db.prepare('SELECT * FROM users WHERE id = ?');
    this.byEmailStmt = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE');
    this.byPhoneStmt = db.prepare('SELECT * FROM users WHERE phone = ?');
    this.insertStmt =
      db.prepare(`INSERT INTO users (f_name, l_name, phone, email, password, is_phone_verified, is_email_verified, login_medium, social_id, ref_code, ref_by, created_at, updated_at)
      VALUES (@f_name, @l_name, @phone, @email, @password, @is_phone_verified, @is_email_verified, @login_medium, @social_id, @ref_code, @ref_by, @at, @at)`);
    this.orderCount = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = 0');
    // UPDATE OR IGNORE keeps the user's own line when the guest has the identical line; the leftovers go.
    this.moveCarts = db.prepare(
      'UPDATE OR IGNORE carts SET owner_id = ?, is_guest = 0 WHERE owner_id = ? AND is_guest = 1',
    );
    this.dropGuestCarts = db.prepare('DELETE FROM carts WHERE owner_id = ? AND is_guest = 1');
    this.moveRental = db.prepare(
      'UPDATE OR IGNORE rental_carts SET owner_id = ?, is_guest = 0 WHERE owner_id = ? AND is_guest = 1',
    );
    this.dropGuestRental = db.prepare('DELETE FROM rental_carts WHERE owner_id = ? AND is_guest = 1');
    this.moveRentalData = db.prepare(
      'UPDATE OR IGNORE rental_user_data SET owner_id = ?, is_guest = 0 WHERE owner_id = ? AND is_guest = 1',
    );
    this.dropGuestRentalData = db.prepare('DELETE FROM rental_user_data WHERE owner_id = ? AND is_guest = 1');
  }

  byId(id: number): UserRow | undefined {
    return this.byIdStmt.get(id) as UserRow | undefined;
  }
  byEmail(email: string): UserRow | undefined {
    return this.byEmailStmt.get(email) as UserRow | undefined;
  }
  byPhone(phone: string): UserRow | undefined {
    return this.byPhoneStmt.get(phone) as UserRow | undefined;
  }

  /** The id of the user whose referral code this is (sign-up's ref_code). */
  idByRefCode(code: string): number | undefined {
    return (this.db.prepare('SELECT id FROM users WHERE ref_code = ?').get(code) as { id: number } | undefined)?.id;
  }

  create(u: {
    f_name?: string | null;
    l_name?: string | null;
    phone?: string | null;
    email?: string | null;
    password?: string | null;
    is_phone_verified?: number;
    is_email_verified?: number;
    login_medium?: string;
    social_id?: string | null;
    ref_by?: number | null;
  }): UserRow {
    const at = isoStamp(this.now());
    const info = this.insertStmt.run({
      f_name: u.f_name ?? null,
      l_name: u.l_name ?? null,
      phone: u.phone ?? null,
      email: u.email ?? null,
      password: u.password ?? null,
      is_phone_verified: u.is_phone_verified ?? 0,
      is_email_verified: u.is_email_verified ?? 0,
      login_medium: u.login_medium ?? 'manual',
      social_id: u.social_id ?? null,
      ref_code: randomBytes(5).toString('hex').toUpperCase(),
      ref_by: u.ref_by ?? null,
      at,
    });
    return this.byId(Number(info.lastInsertRowid))!;
  }

  /** Updates some columns of a user (names are fixed by the callers, never taken from input). */
  update(id: number, fields: Partial<UserRow>): void {
    const keys = Object.keys(fields);
    if (!keys.length) return;
    const sql = `UPDATE users SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updated_at = @updated_at WHERE id = @id`;
    this.db.prepare(sql).run({ ...fields, updated_at: isoStamp(this.now()), id });
  }

  /** Moves the guest's carts (every module) to the user; identical lines keep the user's copy. */
  adoptGuest(guestId: number, userId: number): void {
    this.db.transaction(() => {
      this.moveCarts.run(userId, guestId);
      this.dropGuestCarts.run(guestId);
      this.moveRental.run(userId, guestId);
      this.dropGuestRental.run(guestId);
      this.moveRentalData.run(userId, guestId);
      this.dropGuestRentalData.run(guestId);
    })();
  }

  /** How many of the user's own orders are in one of these statuses. */
  ordersIn(userId: number, statuses: readonly string[]): number {
    return (
      this.db
        .prepare(
          `SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = 0 AND order_status IN (${statuses.map(() => '?').join(',')})`,
        )
        .get(userId, ...statuses) as { n: number }
    ).n;
  }

  /** Deletes the account with its carts; tokens, addresses, wishlist and wallet rows go with it (ON DELETE CASCADE). Run inside the caller's transaction. */
  remove(userId: number): void {
    this.db.prepare('DELETE FROM carts WHERE owner_id = ? AND is_guest = 0').run(userId);
    this.db.prepare('DELETE FROM rental_carts WHERE owner_id = ? AND is_guest = 0').run(userId);
    this.db.prepare('DELETE FROM rental_user_data WHERE owner_id = ? AND is_guest = 0').run(userId);
    this.db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  }

  /** customer/info shape. */
  info(u: UserRow) {
    const { password: _p, ...pub } = u;
    const days = Math.max(0, Math.floor((this.now().getTime() - Date.parse(u.created_at)) / 86_400_000));
    return {
      ...pub,
      image_full_url: u.image ? url(`/storage/profile/${u.image}`) : null,
      order_count: (this.orderCount.get(u.id) as { n: number }).n,
      module_ids: null,
      temp_token: null,
      is_from_pos: 0,
      cm_firebase_token: null,
      storage: [],
      userinfo: null,
      member_since_days: days,
      selected_modules_for_interest: new Interests(this.db).modulesOf(u.id),
      is_valid_for_discount: false,
      discount_amount: 0,
      discount_amount_type: '',
      validity: '',
      average_rating: 0,
      total_review: 0,
    };
  }
}
