// Item lists the platform's web client (2.3.1) calls on the store and home pages: stores/popular-items/{id},
// items/new-arrival and items/common-conditions. All are under the platform's module check (moduleId
// required); new-arrival and common-conditions also need zoneId.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Item, Module } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { typeFilter } from '../services/store-lists.ts';

const newestFirst = (a: Item, b: Item) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export function registerItemLists(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  /** Active items of active stores of the module in the zones, filtered by diet type. */
  function inZones(mod: Module, zoneIds: number[], type: unknown): Item[] {
    return catalog.items.filter((it) => {
      const s = catalog.storeById.get(it.store_id);
      return (
        it.module_id === mod.id &&
        it.status === 1 &&
        !!s &&
        s.status === 1 &&
        zoneIds.includes(s.zone_id) &&
        typeFilter(type, it.veg === 1, it.veg === 0)
      );
    });
  }

  // Bare array of the store's ten best-selling active items; {id} is an id or a slug; unknown → [].
  r.get('/stores/popular-items/:id', (c) => {
    moduleOf(c, deps, 'required');
    const store = catalog.storeBySlugOrId(c.req.param('id') ?? '');
    const now = deps.now();
    const list = store ? (catalog.itemsByStore.get(store.id) ?? []).filter((it) => it.status === 1) : [];
    return send(
      c,
      [...list]
        .sort((a, b) => b.order_count - a.order_count)
        .slice(0, 10)
        .map((it) => formatItem(catalog, it, now)),
    );
  });

  // The newest items: {total_size, limit, offset, products, categories}; limit 30 and offset 1 by default.
  r.get('/items/new-arrival', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { type: 'in:all,veg,non_veg', min_price: 'numeric', max_price: 'numeric', product_id: 'integer' });
    const base = inZones(mod, zoneIds, q.type).filter((it) => !q.product_id || it.id !== Number(q.product_id));
    const list = base
      .filter(
        (it) => !(q.min_price && q.max_price) || (it.price >= Number(q.min_price) && it.price <= Number(q.max_price)),
      )
      .sort(newestFirst);
    const page = paginate(list, q, { limit: 30, offset: 1 });
    const now = deps.now();
    const catIds = new Set(list.map((it) => it.category_id));
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => formatItem(catalog, it, now)),
      categories: catalog.categories.filter((cat) => cat.parent_id === 0 && catIds.has(cat.id)),
    });
  });

  // A (pharmacy) store's items that treat a common condition, newest first; store_id is an id or a slug.
  r.get('/items/common-conditions', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, {
      store_id: 'required|string|max:255',
      limit: 'required|integer|min:1',
      offset: 'required|integer|min:1',
      type: 'in:all,veg,non_veg',
    });
    const store = catalog.storeBySlugOrId(q.store_id!);
    const list = store
      ? inZones(mod, zoneIds, q.type)
          .filter(
            (it) => it.store_id === store.id && it.common_condition_id !== null && it.common_condition_id !== undefined,
          )
          .sort(newestFirst)
      : [];
    const page = paginate(list, q);
    const now = deps.now();
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => formatItem(catalog, it, now)),
    });
  });
}
