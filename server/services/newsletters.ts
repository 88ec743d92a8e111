// Newsletter subscriptions (platform-api-turn4 §7.2): one row an address, compared without case as the
// platform's MySQL collation does.
import type { DB } from '../db/open.ts';

export class Newsletters {
  private readonly insert;
  private readonly exists;

  constructor(db: DB) {
    this.insert = db.prepare('INSERT INTO newsletters (email, created_at) VALUES (?, ?)');
    this.exists = db.prepare('SELECT 1 FROM newsletters WHERE email = ?');
  }

  has(email: string): boolean {
    return this.exists.get(email) !== undefined;
  }

  add(email: string, at: string): void {
    this.insert.run(email, at);
  }
}
