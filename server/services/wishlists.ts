// Stored wishlist entries (item, store, vehicle, provider): one row per user, kind and id.
import type { DB } from '../db/open.ts';

export type WishKind = 'item' | 'store' | 'vehicle' | 'provider';

export class Wishlists {
  constructor(private readonly db: DB) {}

  /** The user's entries of these kinds, newest first. */
  list(userId: number, kinds: WishKind[]): Array<{ kind: WishKind; ref_id: number }> {
    return this.db
      .prepare(
        `SELECT kind, ref_id FROM wishlists WHERE user_id = ? AND kind IN (${kinds.map(() => '?').join(',')}) ORDER BY rowid DESC`,
      )
      .all(userId, ...kinds) as Array<{
      kind: WishKind;
      ref_id: number;
    }>;
  }

  /** Every entry of the user, most recently added first (the customer wish-list's order). */
  all(userId: number): Array<{ kind: string; ref_id: number }> {
    return this.db
      .prepare('SELECT kind, ref_id FROM wishlists WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(userId) as Array<{ kind: string; ref_id: number }>;
  }

  /** How many customers keep this item (or store…) in their wishlist. */
  count(kind: WishKind, refId: number): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE kind = ? AND ref_id = ?').get(kind, refId) as {
        n: number;
      }
    ).n;
  }

  /** Whether the entry was new. */
  add(userId: number, kind: WishKind, refId: number, at: string): boolean {
    return (
      this.db
        .prepare('INSERT OR IGNORE INTO wishlists (user_id, kind, ref_id, created_at) VALUES (?, ?, ?, ?)')
        .run(userId, kind, refId, at).changes > 0
    );
  }

  /** Whether there was such an entry. */
  remove(userId: number, kind: WishKind, refId: number): boolean {
    return (
      this.db.prepare('DELETE FROM wishlists WHERE user_id = ? AND kind = ? AND ref_id = ?').run(userId, kind, refId)
        .changes > 0
    );
  }
}
