// items/latest, popular, details/{id}, discounted, recommended, search, related-items (platform-api §3.2,
// more §8.4, §9). All need moduleId; the lists also need zoneId.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Catalog, Item, Module } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { ApiError } from '../http/errors.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { jsonIds, truthy, validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { formatStoreDetails } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { inCategory } from '../format/category.ts';
import { typeFilter } from '../services/store-lists.ts';
import { Wishlists } from '../services/wishlists.ts';

const NOT_FOUND = () => new ApiError(404, { errors: { code: 'product-001', message: 'Not found' } });

function itemsIn(catalog: Catalog, mod: Module, zoneIds: number[], type: unknown): Item[] {
  return catalog.items.filter((it) => {
    if (it.module_id !== mod.id || it.status !== 1) return false;
    const s = catalog.storeById.get(it.store_id)!;
    return s.status === 1 && zoneIds.includes(s.zone_id) && typeFilter(type, it.veg === 1, it.veg === 0);
  });
}

/** Top-level categories of a set of items. */
function topCategories(catalog: Catalog, items: Item[]) {
  const ids = new Set(items.map((it) => it.category_id));
  return catalog.categories.filter((cat) => ids.has(cat.id));
}

function products(
  c: Context,
  deps: Deps,
  list: Item[],
  extra: Record<string, unknown> = {},
  defaults = { limit: 50 as number | null, offset: 1 as number | null },
) {
  const page = paginate(list, c.req.query(), defaults);
  const now = deps.now();
  return send(c, {
    total_size: page.total_size,
    limit: page.limit,
    offset: page.offset,
    products: page.rows.map((it) => formatItem(deps.catalog, it, now)),
    ...extra,
  });
}

function latest(c: Context, deps: Deps) {
  const mod = moduleOf(c, deps, 'required')!;
  const zoneIds = zonesOf(c);
  const q = c.req.query();
  validate(q, {
    store_id: 'required|integer|min:0',
    category_id: 'required|string|max:255',
    limit: 'required|integer|min:1',
    offset: 'required|integer|min:1',
    type: 'in:all,veg,non_veg',
    min_price: 'numeric',
    max_price: 'numeric',
    product_id: 'integer',
  });
  const storeId = Number(q.store_id);
  const catIds = q
    .category_id!.split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isFinite(n) && n > 0);
  const base = itemsIn(deps.catalog, mod, zoneIds, q.type).filter((it) => !storeId || it.store_id === storeId);
  const list = base
    .filter(
      (it) =>
        (!catIds.length || catIds.some((id) => inCategory(it, id))) &&
        (!q.min_price || it.price >= Number(q.min_price)) &&
        (!q.max_price || it.price <= Number(q.max_price)) &&
        (!q.product_id || it.id !== Number(q.product_id)),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return products(c, deps, list, { categories: topCategories(deps.catalog, base) });
}

function details(c: Context, deps: Deps, wishlists: Wishlists) {
  const { catalog } = deps;
  const mod = moduleOf(c, deps, 'required')!;
  const key = c.req.param('id') ?? '';
  const now = deps.now();
  const view = viewOf(c, now);
  if (truthy(c.req.query('campaign'))) {
    const ci = /^\d+$/.test(key) ? catalog.campaignItemById.get(Number(key)) : undefined;
    if (!ci || ci.module_id !== mod.id) throw NOT_FOUND();
    const store = catalog.storeById.get(ci.store_id)!;
    return send(c, {
      ...formatItem(catalog, ci, now),
      store_details: formatStoreDetails(catalog, store, view),
      reviews: [],
      whislists_count: 0,
    });
  }
  const it = catalog.itemBySlugOrId(key);
  if (!it || it.module_id !== mod.id || it.status !== 1) throw NOT_FOUND();
  const store = catalog.storeById.get(it.store_id)!;
  return send(c, {
    ...formatItem(catalog, it, now),
    store_details: formatStoreDetails(catalog, store, view),
    reviews: catalog.reviewsByItem.get(it.id) ?? [],
    whislists_count: wishlists.count('item', it.id),
  });
}

export function registerItems(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const wishlists = new Wishlists(deps.db);

  r.get('/items/latest', (c) => latest(c, deps));

  r.get('/items/popular', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { type: 'in:all,veg,non_veg' });
    const list = itemsIn(catalog, mod, zoneIds, q.type).sort((a, b) => b.order_count - a.order_count);
    // Without limit and offset: the top 50, unpaginated, limit/offset null.
    if (!q.limit || !q.offset) return products(c, deps, list.slice(0, 50), {}, { limit: null, offset: null });
    return products(c, deps, list);
  });

  r.get('/items/discounted', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    // Bounded paging, as the discovery lists: a page of more than 100 items is refused (403), never built.
    validate(q, {
      type: 'in:all,veg,non_veg',
      category_ids: 'json',
      limit: 'integer|min:1|max:100',
      offset: 'integer|min:1|max:100000',
    });
    const cats = jsonIds(q.category_ids);
    const base = itemsIn(catalog, mod, zoneIds, q.type).filter((it) => it.discount > 0);
    const list = base
      .filter((it) => !cats.length || cats.some((id) => inCategory(it, id)))
      .sort((a, b) => b.discount - a.discount);
    if (!q.limit || !q.offset)
      return products(
        c,
        deps,
        list.slice(0, 50),
        { categories: topCategories(catalog, base) },
        { limit: null, offset: null },
      );
    return products(c, deps, list, { categories: topCategories(catalog, base) });
  });

  r.get('/items/recommended', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, {
      store_id: 'integer',
      type: 'in:all,veg,non_veg',
      filter: 'in:all,new_arrival,top_rated,best_selling',
    });
    let list = itemsIn(catalog, mod, zoneIds, q.type).filter(
      (it) => it.recommended === 1 && (!q.store_id || it.store_id === Number(q.store_id)),
    );
    if (q.filter === 'new_arrival') list = list.sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (q.filter === 'top_rated') list = list.sort((a, b) => b.avg_rating - a.avg_rating);
    if (q.filter === 'best_selling') list = list.sort((a, b) => b.order_count - a.order_count);
    const page = paginate(list, q);
    const now = deps.now();
    // total_size is the number of rows on this page (platform quirk); the list key is `items`.
    return send(c, {
      total_size: page.rows.length,
      limit: page.limit,
      offset: page.offset,
      items: page.rows.map((it) => formatItem(catalog, it, now)),
    });
  });

  // items/search: routes/search.ts.

  function relatedFor(c: Context, pick: (it: Item, other: Item) => boolean) {
    const mod = moduleOf(c, deps, 'required')!;
    const it = catalog.itemBySlugOrId(c.req.param('id') ?? '');
    if (!it || it.module_id !== mod.id) throw NOT_FOUND();
    const now = deps.now();
    return send(
      c,
      catalog.items
        .filter((o) => o.id !== it.id && o.status === 1 && pick(it, o))
        .slice(0, 10)
        .map((o) => formatItem(catalog, o, now)),
    );
  }
  const sameCats = (a: Item, b: Item) =>
    a.category_ids.map((x) => x.id).join() === b.category_ids.map((x) => x.id).join();
  r.get('/items/related-items/:id', (c) => relatedFor(c, sameCats));
  // The store's other items, when the store is in the caller's zones (platform-api-turn4 §2.3: module, zone).
  r.get('/items/related-store-items/:id', (c) => {
    moduleOf(c, deps, 'required');
    const zoneIds = zonesOf(c);
    return relatedFor(
      c,
      (a, b) => a.store_id === b.store_id && zoneIds.includes(catalog.storeById.get(b.store_id)?.zone_id ?? -1),
    );
  });

  r.get('/items/details/:id', (c) => details(c, deps, wishlists));
}
