// Which account a social identity (provider + its unique id) signs in to. Kept apart from the user row
// because one account may be reached through several providers.
import type { DB } from '../db/open.ts';

export class SocialLinks {
  private readonly findStmt;
  private readonly addStmt;

  constructor(db: DB) {
    this.findStmt = db.prepare('SELECT user_id FROM social_links WHERE medium = ? AND unique_id = ?');
    this.addStmt = db.prepare('INSERT OR IGNORE INTO social_links (medium, unique_id, user_id) VALUES (?, ?, ?)');
  }

  /** The user this provider identity is linked to, if any. */
  userIdOf(medium: string, uniqueId: string): number | undefined {
    return (this.findStmt.get(medium, uniqueId) as { user_id: number } | undefined)?.user_id;
  }

  /** Links the identity to the user; an identity already linked keeps its first user. */
  link(medium: string, uniqueId: string, userId: number): void {
    this.addStmt.run(medium, uniqueId, userId);
  }
}
