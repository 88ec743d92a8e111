// Per-account lockout for password sign-in: after MAX_FAILURES wrong passwords in a row the account
// is blocked for BASE_SECONDS, doubling with every further block up to MAX_SECONDS; while blocked even
// the right password is refused, and a success clears the record. Keyed by account (the user id, or
// the identifier typed when no account matches, so probing unknown accounts is slowed the same way).
// Kept in SQLite, so a restart (or a crash an attacker provokes) does not lift a block or reset a count.
//
// An attempt is counted as a failure *before* the slow hash, in the same synchronous step as the block
// check, and taken back by a success: parallel guesses cannot all be checked before the count catches
// up (40 at once were all hashed). The client address has its own, wider count (password
// spraying over many accounts); a success takes back only its own count, and quiet time clears it.
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';

export const MAX_FAILURES = 5;
export const BASE_SECONDS = 30;
export const MAX_SECONDS = 3600;
export const ADDRESS_MAX_FAILURES = 100;
export const ADDRESS_FORGET_SECONDS = 900;

type Entry = { failures: number; blocks: number; until: number; last: number };

/** How many failures are recorded between two sweeps of the records nobody needs any more. */
const PRUNE_EVERY = 1000;

export class Lockout {
  private readonly read;
  private readonly write;
  private readonly remove;
  private readonly sweep;
  private writes = 0;

  constructor(
    db: DB,
    private readonly now: () => Date,
  ) {
    this.read = db.prepare('SELECT failures, blocks, until, last FROM lockouts WHERE key = ?');
    this.write =
      db.prepare(`INSERT INTO lockouts (key, failures, blocks, until, last) VALUES (@key, @failures, @blocks, @until, @last)
      ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, blocks = excluded.blocks, until = excluded.until, last = excluded.last`);
    this.remove = db.prepare('DELETE FROM lockouts WHERE key = ?');
    this.sweep = db.prepare('DELETE FROM lockouts WHERE until < ? AND last < ?');
  }

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }

  private entry(key: string): Entry | undefined {
    return this.read.get(key) as Entry | undefined;
  }

  /** Throws 403 `login_block_time` while the account is blocked. */
  check(key: string): void {
    const e = this.entry(key);
    const left = e ? e.until - this.seconds() : 0;
    if (left > 0) fail(403, 'login_block_time', `Too many failed attempts. Please try again after ${left} seconds`);
  }

  /** Checks the block and counts one failure, in one step; `forget` (seconds) lets a quiet key start over. */
  charge(key: string, max = MAX_FAILURES, forget = 0): void {
    this.check(key);
    const e = this.entry(key);
    if (e && forget > 0 && this.seconds() - e.last > forget) this.write.run({ key, ...e, failures: 0 });
    this.failure(key, max);
  }

  failure(key: string, max = MAX_FAILURES): void {
    const e = this.entry(key) ?? { failures: 0, blocks: 0, until: 0, last: 0 };
    e.failures++;
    e.last = this.seconds();
    if (e.failures >= max) {
      e.until = this.seconds() + Math.min(MAX_SECONDS, BASE_SECONDS * 2 ** e.blocks);
      e.blocks++;
      e.failures = 0;
    }
    this.write.run({ key, ...e });
    if (++this.writes % PRUNE_EVERY === 0) this.prune();
  }

  success(key: string): void {
    this.remove.run(key);
  }

  /** Takes back one charge that turned out a success, without clearing earlier failures. */
  refund(key: string): void {
    const e = this.entry(key);
    if (e && e.failures > 0) this.write.run({ key, ...e, failures: e.failures - 1 });
  }

  private prune() {
    const t = this.seconds() - MAX_SECONDS;
    this.sweep.run(t, t);
  }
}

/** Password sign-in through the lockout: checks the block, verifies, records the outcome. */
export class PasswordSignIn {
  private dummy: Promise<string> | null = null;

  constructor(
    private readonly lockout: Lockout,
    private readonly verify: (password: string, stored: string | null | undefined) => Promise<boolean>,
    private readonly hash: (password: string) => Promise<string>,
  ) {}

  /** An account without a password (unknown, or social only) is checked against a throwaway hash, so
   *  the answer takes as long as for a real account and does not tell which accounts exist. */
  async attempt(
    account: string,
    stored: string | null | undefined,
    password: string,
    address = 'local',
  ): Promise<boolean> {
    // Both counts before the hash (see the top of this file); the account's block is checked first so
    // a blocked account does not spend the address's budget.
    this.lockout.check(account);
    this.lockout.charge(`address:${address}`, ADDRESS_MAX_FAILURES, ADDRESS_FORGET_SECONDS);
    this.lockout.charge(account);
    this.dummy ??= this.hash('not a password');
    const ok = (await this.verify(password, stored || (await this.dummy))) && !!stored;
    if (ok) {
      this.lockout.success(account);
      this.lockout.refund(`address:${address}`);
    }
    return ok;
  }
}
