// stores/top-rated (platform-api-turn4 §1.1): the module's stores in the caller's zones that have ratings.
// The platform takes a page in storage order and sorts only that page by average rating, so with the default
// page of 50 a home row is the whole list, best first; a later page is not a continuation of the ranking.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { storesIn } from '../services/store-lists.ts';

export function registerStoreRankings(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/stores/top-rated', (c) => {
    const mod = moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { type: 'in:all,veg,non_veg' });
    const rated = storesIn(deps, mod, zoneIds, q.type)
      .filter((s) => s.rating_count > 0)
      .sort((a, b) => a.id - b.id);
    const page = paginate(rated, q);
    const view = viewOf(c, deps.now());
    const rows = [...page.rows].sort((a, b) => b.avg_rating - a.avg_rating);
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      stores: rows.map((s) => formatStore(catalog, s, view)),
    });
  });
}
