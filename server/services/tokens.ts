// Bearer tokens: 32 random bytes as hex, stored only as a SHA-256 hash so a leaked database cannot be
// replayed; revocable one by one (logout) or all at once (account removal, password reset).
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/open.ts';

const sha = (t: string) => createHash('sha256').update(t).digest('hex');

export class Tokens {
  private readonly insert;
  private readonly find;
  private readonly revokeOne;
  private readonly revokeUser;

  constructor(db: DB) {
    this.insert = db.prepare('INSERT INTO tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)');
    this.find = db.prepare('SELECT user_id FROM tokens WHERE token_hash = ? AND revoked = 0');
    this.revokeOne = db.prepare('UPDATE tokens SET revoked = 1 WHERE token_hash = ?');
    this.revokeUser = db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ?');
  }

  issue(userId: number): string {
    const token = randomBytes(32).toString('hex');
    this.insert.run(userId, sha(token), new Date().toISOString());
    return token;
  }

  userIdFor(token: string): number | null {
    const row = this.find.get(sha(token)) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }

  revoke(token: string): void {
    this.revokeOne.run(sha(token));
  }

  revokeAll(userId: number): void {
    this.revokeUser.run(userId);
  }
}
