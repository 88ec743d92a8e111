// stores/latest, popular, get-stores/{filter}, details/{id}, search, top-offer-near-me, recommended
// (platform-api §3.2, more §8.4, §9).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Store } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { formatStore, formatStoreDetails, isStoreOpen, storeDiscount } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { inCategory } from '../format/category.ts';
import { storesIn, typeFilter } from '../services/store-lists.ts';

const byNewest = (a: Store, b: Store) => b.created_at.localeCompare(a.created_at);

const TYPE = { type: 'in:all,veg,non_veg' };

export function registerStores(r: Routes, deps: Deps): void {
  registerRankedLists(r, deps);
  registerFilteredLists(r, deps);
  registerStoreLookup(r, deps);
}

/** One page of stores in the platform's list envelope, each with what `extra` adds. */
function envelope(deps: Deps, c: Context, list: Store[], extra?: (s: Store) => Record<string, unknown>) {
  const q = c.req.query();
  const page = paginate(list, q);
  const view = viewOf(c, deps.now());
  return send(c, {
    total_size: page.total_size,
    limit: page.limit,
    offset: page.offset,
    stores: page.rows.map((s) => ({ ...formatStore(deps.catalog, s, view), ...(extra ? extra(s) : {}) })),
  });
}

/** The categories of a store's items. */
function categoryIdsOf(deps: Deps, s: Store) {
  const ids = new Set<number>();
  for (const it of deps.catalog.itemsByStore.get(s.id) ?? []) for (const cc of it.category_ids) ids.add(Number(cc.id));
  return [...ids];
}

/** latest, popular and recommended: the module's stores in the zones, in one order each. */
function registerRankedLists(r: Routes, deps: Deps): void {
  r.get('/stores/latest', (c) => {
    const mod = moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    validate(c.req.query(), TYPE);
    return envelope(deps, c, storesIn(deps, mod, zoneIds, c.req.query('type')).sort(byNewest));
  });

  r.get('/stores/popular', (c) => {
    const mod = moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    validate(c.req.query(), TYPE);
    return envelope(
      deps,
      c,
      storesIn(deps, mod, zoneIds, c.req.query('type')).sort((a, b) => b.order_count - a.order_count),
    );
  });

  r.get('/stores/recommended', (c) => {
    const mod = moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    validate(c.req.query(), TYPE);
    return envelope(
      deps,
      c,
      storesIn(deps, mod, zoneIds, c.req.query('type')).filter((s) => s.is_recommended),
    );
  });
}

/** get-stores/{filter} and top-offer-near-me: the stores the customer's filters leave. */
function registerFilteredLists(r: Routes, deps: Deps): void {
  r.get('/stores/get-stores/:filter', (c) => {
    const mod = moduleOf(c, deps, 'optional');
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(
      { ...q, filter: c.req.param('filter') },
      { ...TYPE, filter: 'in:all,delivery,take_away', store_type: 'in:all,newly_joined,top_rated,popular' },
    );
    const filter = c.req.param('filter');
    const now = deps.now();
    let list = storesIn(deps, mod, zoneIds, q.type).filter(
      (s) =>
        (filter !== 'delivery' || s.delivery) &&
        (filter !== 'take_away' || s.take_away) &&
        (!q.featured || q.featured === '0' || s.featured === 1),
    );
    if (q.store_type === 'newly_joined') list.sort(byNewest);
    else if (q.store_type === 'top_rated')
      list = list.filter((s) => s.rating_count > 0).sort((a, b) => b.avg_rating - a.avg_rating);
    else if (q.store_type === 'popular') list.sort((a, b) => b.order_count - a.order_count);
    // open stores first (stable sort keeps the chosen order inside each group)
    list.sort((a, b) => Number(isStoreOpen(b, now) && b.active) - Number(isStoreOpen(a, now) && a.active));
    return envelope(deps, c, list, (s) => ({ category_ids: categoryIdsOf(deps, s), discount_status: true }));
  });

  r.get('/stores/top-offer-near-me', (c) => {
    const mod = moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { ...TYPE, sort_by: 'in:asc,desc', halal: 'in:0,1' });
    const now = deps.now();
    const list = storesIn(deps, mod, zoneIds, q.type).filter(
      (s) =>
        storeDiscount(s, now) &&
        (!q.name || s.name.toLowerCase().includes(q.name.toLowerCase())) &&
        (q.halal !== '1' || s.halal_tag_status),
    );
    if (q.sort_by) list.sort((a, b) => (q.sort_by === 'asc' ? 1 : -1) * a.name.localeCompare(b.name));
    return envelope(deps, c, list);
  });
}

/** search (by name, in a category) and details (by id or slug). */
function registerStoreLookup(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/stores/search', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const q = c.req.query();
    validate(q, { name: 'required|string|max:255', ...TYPE, category_id: 'integer' });
    const words = q.name!.toLowerCase().split(/\s+/).filter(Boolean);
    const day = String(deps.now().getDay());
    // The platform does not apply the zone list here, only "the store's zone serves this module".
    const list = catalog.stores.filter(
      (s) =>
        s.module_id === mod.id &&
        s.status === 1 &&
        !s.off_day.includes(day) &&
        typeFilter(q.type, s.veg === 1, s.non_veg === 1) &&
        words.some((w) => s.name.toLowerCase().includes(w)) &&
        (!q.category_id || (catalog.itemsByStore.get(s.id) ?? []).some((it) => inCategory(it, Number(q.category_id)))),
    );
    const page = paginate(list, q, { limit: 15, offset: 1 });
    const view = viewOf(c, deps.now());
    return send(c, {
      total_size: page.total_size,
      limit: q.limit ?? null,
      offset: q.offset ?? null,
      stores: page.rows.map((s) => ({
        ...formatStore(catalog, s, view),
        category_ids: categoryIdsOf(deps, s),
        discount_status: true,
      })),
    });
  });

  r.get('/stores/details/:id', (c) => {
    const s = catalog.storeBySlugOrId(c.req.param('id') ?? '');
    // Unknown id or slug → 200 {} (a null model serialized by the framework).
    if (!s || s.status !== 1) return send(c, {});
    return send(c, formatStoreDetails(catalog, s, viewOf(c, deps.now())));
  });
}
