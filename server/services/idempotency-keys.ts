// Stored answers of requests sent with an Idempotency-Key (request/idempotency.ts decides when to use them).
import type { DB } from '../db/open.ts';

export interface StoredAnswer {
  body_hash: string;
  status: number;
  content_type: string | null;
  response: string;
}

export class IdempotencyKeys {
  private readonly findStmt;
  private readonly saveStmt;
  private readonly pruneStmt;
  constructor(db: DB) {
    this.findStmt = db.prepare(
      'SELECT body_hash, status, content_type, response FROM idempotency_keys WHERE scope = ? AND key = ? AND created_at > ?',
    );
    this.saveStmt = db.prepare(
      'INSERT OR REPLACE INTO idempotency_keys (scope, key, body_hash, status, content_type, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.pruneStmt = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');
  }

  /** The answer stored for this caller's key after `since` (ms), if any. */
  find(scope: string, key: string, since: number): StoredAnswer | undefined {
    return this.findStmt.get(scope, key, since) as StoredAnswer | undefined;
  }

  save(scope: string, key: string, answer: StoredAnswer, at: number): void {
    this.saveStmt.run(scope, key, answer.body_hash, answer.status, answer.content_type, answer.response, at);
  }

  /** Forgets the answers stored at or before `before` (ms). */
  prune(before: number): void {
    this.pruneStmt.run(before);
  }
}
