// items/search (platform-api-more §9) with every parameter the platform takes: name (required), store_id,
// category_id, category_ids, type, min_price+max_price, rating_count, filter, limit (10), offset (1).
// The matching and narrowing live in services/search.ts.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { searchItems } from '../services/search.ts';
import { typeFilter } from '../services/store-lists.ts';

export function registerSearch(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/items/search', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, {
      name: 'required|string|max:255',
      store_id: 'integer',
      category_id: 'integer',
      category_ids: 'json',
      type: 'in:all,veg,non_veg',
      min_price: 'numeric',
      max_price: 'numeric',
      rating_count: 'numeric',
      filter: 'string|max:255',
    });
    const pool = catalog.items.filter((it) => {
      if (it.module_id !== mod.id || it.status !== 1) return false;
      const s = catalog.storeById.get(it.store_id);
      return !!s && s.status === 1 && zoneIds.includes(s.zone_id) && typeFilter(q.type, it.veg === 1, it.veg === 0);
    });
    const list = searchItems(pool, { ...q, name: q.name! });
    const page = paginate(list, q, { limit: 10, offset: 1 });
    const now = deps.now();
    // `categories` are the top-level categories of every hit, not only this page's.
    const top = new Set(list.map((it) => it.category_id));
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => formatItem(catalog, it, now)),
      categories: catalog.categories.filter((cat) => top.has(cat.id)),
    });
  });
}
