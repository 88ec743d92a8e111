// More home-page shelves and search helpers (platform-api-more §8.4, §8.5, §8.7, §9): most-reviewed,
// search-suggestion, item-or-store-search, get-combined-data, advertisement/list,
// customer/suggested-items and customer/visit-again.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Catalog, Item, Module, Store } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { moduleOf, parseZoneIds, requireUser, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { jsonIds, validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { formatStore, isStoreOpen, storeDiscount } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { inCategory } from '../format/category.ts';
import { typeFilter } from '../services/store-lists.ts';
import { OrderRecords } from '../services/order-records.ts';
import { Interests } from '../services/interests.ts';

const storeIn = (s: Store | undefined, zoneIds: number[]) => !!s && s.status === 1 && zoneIds.includes(s.zone_id);
const itemsOf = (catalog: Catalog, moduleId: number, zoneIds: number[], type?: unknown) =>
  catalog.items.filter(
    (it) =>
      it.module_id === moduleId &&
      it.status === 1 &&
      storeIn(catalog.storeById.get(it.store_id), zoneIds) &&
      typeFilter(type, it.veg === 1, it.veg === 0),
  );
const words = (name: string) => name.toLowerCase().split(/\s+/).filter(Boolean);
const matches = (it: Item, ws: string[]) =>
  ws.some((w) => [it.name, ...it.tags.map((x) => x.tag), ...it.generic_name].join(' ').toLowerCase().includes(w));
const topCats = (catalog: Catalog, items: Item[]) =>
  catalog.categories.filter((c) => items.some((it) => it.category_id === c.id));

export function registerShelves(r: Routes, deps: Deps): void {
  registerSearchShelves(r, deps);
  registerHomeShelves(r, deps);
}

/** most-reviewed, search-suggestion and item-or-store-search. */
function registerSearchShelves(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/items/most-reviewed', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { type: 'in:all,veg,non_veg' });
    const list = itemsOf(catalog, mod.id, zoneIds, q.type)
      .filter((it) => (catalog.reviewsByItem.get(it.id)?.length ?? 0) > 0)
      .sort((a, b) => (catalog.reviewsByItem.get(b.id)?.length ?? 0) - (catalog.reviewsByItem.get(a.id)?.length ?? 0));
    // The platform fails (500) when limit and offset are both sent; we answer the unpaginated branch.
    const now = deps.now();
    return send(c, {
      total_size: Math.min(50, list.length),
      limit: null,
      offset: null,
      products: list.slice(0, 50).map((it) => formatItem(catalog, it, now)),
      categories: topCats(catalog, list),
    });
  });

  r.get('/items/search-suggestion', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { name: 'required|string|max:255', store_id: 'integer', type: 'in:all,veg,non_veg' });
    const ws = words(q.name!);
    const list = itemsOf(catalog, mod.id, zoneIds, q.type).filter(
      (it) => matches(it, ws) && (!q.store_id || it.store_id === Number(q.store_id)),
    );
    const page = paginate(list, q, { limit: 10, offset: 1 });
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => ({
        id: it.id,
        name: it.name,
        image: it.image,
        image_full_url: it.image_full_url,
        slug: it.slug,
      })),
    });
  });

  r.get('/items/item-or-store-search', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { name: 'required|string|max:255' });
    if (!c.req.header('latitude') || !c.req.header('longitude'))
      fail(403, 'longitude-latitude', 'Longitude and latitude are required');
    const ws = words(q.name!);
    return send(c, {
      items: itemsOf(catalog, mod.id, zoneIds)
        .filter((it) => matches(it, ws))
        .slice(0, 50)
        .map((it) => ({ id: it.id, name: it.name, image: it.image, image_full_url: it.image_full_url, slug: it.slug })),
      stores: catalog.stores
        .filter(
          (s) => s.module_id === mod.id && storeIn(s, zoneIds) && ws.some((w) => s.name.toLowerCase().includes(w)),
        )
        .slice(0, 50)
        .map((s) => ({ id: s.id, name: s.name, logo: s.logo, logo_full_url: s.logo_full_url, slug: s.slug })),
    });
  });
}

/** get-combined-data, advertisements, other banners, suggested items and visit-again. */
function registerHomeShelves(r: Routes, deps: Deps): void {
  const { catalog } = deps;
  const orders = new OrderRecords(deps.db);
  const interests = new Interests(deps.db);

  r.get('/get-combined-data', (c) => combinedData(c, deps));

  r.get('/advertisement/list', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = parseZoneIds(c.req.header('zoneId'));
    const stores = catalog.stores.filter(
      (s) => s.module_id === mod.id && s.featured === 1 && (!zoneIds || zoneIds.includes(s.zone_id)),
    );
    return send(
      c,
      stores.map((s, i) => advertisementOf(s, i, mod)),
    );
  });

  r.get('/customer/suggested-items', (c) => {
    const u = requireUser(c, deps);
    const zoneIds = zonesOf(c, 'Zone id is required!');
    const mod = moduleOf(c, deps, 'optional');
    const now = deps.now();
    // turn4 §4.1: items in the saved interests' categories when there are any, else the best sellers
    const liked = new Set(interests.categoriesOf(u.id).map(String));
    const list = catalog.items
      .filter(
        (it) =>
          (!mod || it.module_id === mod.id) && it.status === 1 && storeIn(catalog.storeById.get(it.store_id), zoneIds),
      )
      .filter((it) => !liked.size || it.category_ids.some((cat) => liked.has(String(cat.id))))
      .sort((a, b) => b.order_count - a.order_count)
      .slice(0, 5);
    return send(
      c,
      list.map((it) => formatItem(catalog, it, now)),
    );
  });

  r.get('/customer/visit-again', (c) => {
    const u = requireUser(c, deps);
    const zoneIds = zonesOf(c);
    const mod = moduleOf(c, deps, 'optional');
    if (!mod) return send(c, []);
    const now = deps.now();
    const view = viewOf(c, now);
    const ids = orders.storesOrderedFrom(u.id);
    const stores = ids
      .map((id) => catalog.storeById.get(id))
      .filter((s): s is Store => !!s && s.module_id === mod.id && storeIn(s, zoneIds))
      .sort((a, b) => Number(isStoreOpen(b, now)) - Number(isStoreOpen(a, now)))
      .slice(0, 20);
    return send(
      c,
      stores.map((s) => ({
        ...formatStore(catalog, s, view),
        items: [...(catalog.itemsByStore.get(s.id) ?? [])].sort((a, b) => b.avg_rating - a.avg_rating).slice(0, 5),
      })),
    );
  });
}

function combinedData(c: Context, deps: Deps) {
  const { catalog } = deps;
  const mod = moduleOf(c, deps, 'required')!;
  const zoneIds = zonesOf(c);
  const q = c.req.query();
  validate(q, {
    list_type: 'required|in:item,store',
    data_type: 'string|max:20',
    name: 'string|max:255',
    category_ids: 'json',
    brand_ids: 'json',
    rating_count: 'numeric',
    min_price: 'numeric',
    max_price: 'numeric',
  });
  if (q.data_type === 'searched') validate(q, { name: 'required' });
  const cats = jsonIds(q.category_ids);
  const filters = (q.filter ?? '')
    .replace(/[[\]"]/g, '')
    .split(',')
    .filter(Boolean);
  const ws = q.name ? words(q.name) : [];
  const now = deps.now();
  const view = viewOf(c, now);
  let items = itemsOf(catalog, mod.id, zoneIds, q.type);
  if (q.data_type === 'searched') items = items.filter((it) => matches(it, ws));
  else if (q.data_type === 'discounted') items = items.filter((it) => it.discount > 0);
  else if (q.data_type === 'category') items = items.filter((it) => cats.some((id) => inCategory(it, id)));
  else if (q.data_type === 'new') items = [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
  else if (q.data_type !== 'brand') items = [];
  if (cats.length && q.data_type !== 'category') items = items.filter((it) => cats.some((id) => inCategory(it, id)));
  if (q.rating_count) items = items.filter((it) => it.avg_rating >= Number(q.rating_count));
  if (q.min_price && q.max_price)
    items = items.filter((it) => it.price >= Number(q.min_price) && it.price <= Number(q.max_price));
  if (filters.includes('discounted')) items = items.filter((it) => it.discount > 0);
  if (filters.includes('top_rated')) items = [...items].sort((a, b) => b.avg_rating - a.avg_rating);
  if (filters.includes('popular')) items = [...items].sort((a, b) => b.order_count - a.order_count);
  if (filters.includes('high')) items = [...items].sort((a, b) => b.price - a.price);
  if (filters.includes('low')) items = [...items].sort((a, b) => a.price - b.price);
  if (q.list_type === 'item') {
    const page = paginate(items, q, { limit: 10, offset: 1 });
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => formatItem(catalog, it, now)),
      categories: topCats(catalog, items),
    });
  }
  const storeIds = new Set(items.map((it) => it.store_id));
  let stores = catalog.stores.filter(
    (s) =>
      s.module_id === mod.id &&
      storeIn(s, zoneIds) &&
      (q.data_type === 'searched'
        ? ws.some((w) => s.name.toLowerCase().includes(w)) || storeIds.has(s.id)
        : storeIds.has(s.id)),
  );
  if (filters.includes('free_delivery')) stores = stores.filter((s) => s.free_delivery);
  if (filters.includes('currently_open')) stores = stores.filter((s) => s.active && isStoreOpen(s, now));
  if (filters.includes('coupon')) stores = stores.filter((s) => catalog.coupons.some((cp) => cp.store_id === s.id));
  const page = paginate(stores, q, { limit: 10, offset: 1 });
  return send(c, {
    total_size: page.total_size,
    limit: page.limit,
    offset: page.offset,
    stores: page.rows.map((s) => ({ ...formatStore(catalog, s, view), discount_status: !!storeDiscount(s, now) })),
  });
}

/** A featured store as the platform's store-promotion advertisement. */
function advertisementOf(s: Store, i: number, mod: Module) {
  return {
    id: i + 1,
    store_id: s.id,
    module_id: s.module_id,
    module_type: mod.module_type,
    add_type: 'store_promotion',
    title: `${s.name} picks`,
    description: `Top picks from ${s.name}.`,
    start_date: '2024-01-01',
    end_date: '2099-12-31',
    pause_note: null,
    cancellation_note: null,
    cover_image: s.cover_photo,
    profile_image: s.logo,
    video_attachment: null,
    priority: i + 1,
    is_rating_active: 1,
    is_review_active: 1,
    is_paid: 1,
    is_updated: 0,
    created_by_id: 1,
    created_by_type: 'admin',
    status: 'approved',
    created_at: s.created_at,
    updated_at: s.updated_at,
    cover_image_full_url: s.cover_photo_full_url,
    profile_image_full_url: s.logo_full_url,
    video_attachment_full_url: null,
    active: 1,
    store: { id: s.id, name: s.name, slug: s.slug, logo: s.logo, zone_id: s.zone_id, module_id: s.module_id },
    reviews_comments_count: s.rating_count,
    average_rating: s.avg_rating,
    translations: [],
    storage: [],
  };
}
