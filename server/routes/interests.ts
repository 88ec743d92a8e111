// customer/update-interest (platform-api-turn4 §4.3): the category ids a customer picked on /interest, merged
// into the account and read back by customer/suggested-items (routes/shelves.ts).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { moduleOf, requireUser } from '../request/access.ts';
import { validate } from '../http/validate.ts';
import { Interests } from '../services/interests.ts';

/** More than any category list a module has; bounds what one account can store. */
const MAX_INTERESTS = 200;

/** The ids as positive integers; the platform stores whatever it is sent, the reference server refuses junk. */
function categoryIds(raw: unknown[]): number[] {
  if (raw.length > MAX_INTERESTS) fail(403, 'interest', `The interest may not have more than ${MAX_INTERESTS} items.`);
  const ids = raw.map((v) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d{1,9}$/.test(v)) ? Number(v) : NaN,
  );
  if (ids.some((n) => !Number.isInteger(n) || n < 1))
    fail(403, 'interest', 'The interest must be a list of category ids.');
  return ids;
}

export function registerInterests(r: Routes, deps: Deps): void {
  const interests = new Interests(deps.db);

  r.post('/customer/update-interest', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, { interest: 'required|array' });
    const mod = moduleOf(c, deps, 'optional');
    interests.add(u.id, categoryIds(body.interest as unknown[]), mod?.id ?? null);
    return send(c, { message: 'Interest updated successfully' });
  });
}
