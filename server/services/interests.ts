// The interests a customer saved (platform-api-turn4 §4.3): category ids merged (a union, never replaced) into
// the account, and the module each choice was made in. The platform keeps them as JSON lists on its users row
// and hides `interest` from customer/info; `module_ids` is what customer/info calls selected_modules_for_interest.
import type { DB } from '../db/open.ts';

interface InterestRow {
  interest: string;
  module_ids: string;
}

const list = (text: string | undefined): unknown[] => {
  const parsed: unknown = text ? JSON.parse(text) : [];
  return Array.isArray(parsed) ? parsed : [];
};

export class Interests {
  constructor(private readonly db: DB) {}

  private row(userId: number): InterestRow | undefined {
    return this.db.prepare('SELECT interest, module_ids FROM user_interests WHERE user_id = ?').get(userId) as
      InterestRow | undefined;
  }

  /** The saved category ids (numbers only: a category id is what suggested-items matches). */
  categoriesOf(userId: number): number[] {
    return list(this.row(userId)?.interest)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  }

  /** The modules interests were chosen in (customer/info's selected_modules_for_interest). */
  modulesOf(userId: number): number[] {
    return list(this.row(userId)?.module_ids)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  }

  /** Merges the ids into the saved ones and adds the module, as the platform does (array_unique of both). */
  add(userId: number, categoryIds: number[], moduleId: number | null): void {
    const interest = [...new Set([...this.categoriesOf(userId), ...categoryIds])];
    const modules = moduleId === null ? this.modulesOf(userId) : [...new Set([...this.modulesOf(userId), moduleId])];
    this.db
      .prepare(
        'INSERT INTO user_interests (user_id, interest, module_ids) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET interest = excluded.interest, module_ids = excluded.module_ids',
      )
      .run(userId, JSON.stringify(interest), JSON.stringify(modules));
  }
}
