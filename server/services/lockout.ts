// Per-account lockout for password sign-in: after MAX_FAILURES wrong passwords in a row the account
// is blocked for BASE_SECONDS, doubling with every further block up to MAX_SECONDS; while blocked even
// the right password is refused, and a success clears the record. Keyed by account (the user id, or
// the identifier typed when no account matches, so probing unknown accounts is slowed the same way).
// Kept in memory: a restart forgets it, which only shortens a block.
import { fail } from '../http/errors.ts';

export const MAX_FAILURES = 5;
export const BASE_SECONDS = 30;
export const MAX_SECONDS = 3600;

type Entry = { failures: number; blocks: number; until: number };

export class Lockout {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => Date) {}

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Throws 403 `login_block_time` while the account is blocked. */
  check(key: string): void {
    const e = this.entries.get(key);
    const left = e ? e.until - this.seconds() : 0;
    if (left > 0) fail(403, 'login_block_time', `Too many failed attempts. Please try again after ${left} seconds`);
  }

  failure(key: string): void {
    const e = this.entries.get(key) ?? { failures: 0, blocks: 0, until: 0 };
    e.failures++;
    if (e.failures >= MAX_FAILURES) {
      e.until = this.seconds() + Math.min(MAX_SECONDS, BASE_SECONDS * 2 ** e.blocks);
      e.blocks++;
      e.failures = 0;
    }
    this.entries.set(key, e);
    if (this.entries.size > 100_000) this.prune();
  }

  success(key: string): void {
    this.entries.delete(key);
  }

  private prune() {
    const t = this.seconds();
    for (const [k, e] of this.entries) if (e.until < t - MAX_SECONDS) this.entries.delete(k);
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
  async attempt(account: string, stored: string | null | undefined, password: string): Promise<boolean> {
    this.lockout.check(account);
    this.dummy ??= this.hash('not a password');
    const ok = (await this.verify(password, stored || (await this.dummy))) && !!stored;
    if (ok) this.lockout.success(account);
    else this.lockout.failure(account);
    return ok;
  }
}
