// categories, categories/childes/{id}, categories/items/list, categories/items/{id} (platform-api §3.1;
// items/list as the platform's CategoryController::get_category_products).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Catalog, Item, Module } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { moduleOf, parseZoneIds, zonesOf } from '../request/access.ts';
import { formatCategory, inCategory } from '../format/category.ts';
import { formatItem } from '../format/item.ts';
import { paginate } from '../http/paging.ts';
import { jsonIds, validate } from '../http/validate.ts';
import { typeFilter } from '../services/store-lists.ts';

export function registerCategories(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/categories', (c) => {
    const mod = moduleOf(c, deps, 'optional');
    const zoneIds = parseZoneIds(c.req.header('zoneId'));
    const featured = c.req.query('featured');
    const items = catalog.items.filter(
      (it) =>
        (!mod || it.module_id === mod.id) &&
        (!zoneIds || zoneIds.includes(catalog.storeById.get(it.store_id)!.zone_id)),
    );
    const list = catalog.categories.filter(
      (cat) =>
        cat.position === 0 &&
        cat.status === 1 &&
        (!mod || cat.module_id === mod.id) &&
        (!featured || featured === '0' || cat.featured === 1),
    );
    return send(
      c,
      list.map((cat) => formatCategory(catalog, cat, items, zoneIds !== null)),
    );
  });

  r.get('/categories/childes/:id', (c) => {
    moduleOf(c, deps, 'required');
    const id = Number(c.req.param('id'));
    const parent = catalog.categoryById.get(id);
    return send(c, parent ? catalog.categories.filter((x) => x.parent_id === id).map((x) => ({ ...x, parent })) : []);
  });

  // Registered before items/:id, which would otherwise take "list" as a category id and answer nothing.
  r.get('/categories/items/list', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, {
      limit: 'required|integer|min:1',
      offset: 'required|integer|min:1',
      category_ids: 'required|string|max:2000',
      type: 'in:all,veg,non_veg',
    });
    const items = itemsOfCategories(catalog, mod, zoneIds, jsonIds(q.category_ids), q.type);
    const page = paginate(items, q);
    const now = deps.now();
    return send(c, {
      total_size: page.total_size,
      limit: Number(page.limit),
      offset: Number(page.offset),
      products: page.rows.map((it) => ({
        ...formatItem(catalog, it, now),
        temp_available: catalog.storeById.get(it.store_id)!.active ? 1 : 0,
      })),
      categories: topCategoriesOf(catalog, mod, items),
    });
  });

  r.get('/categories/items/:id', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1', offset: 'required|integer|min:1', type: 'in:all,veg,non_veg' });
    const id = Number(c.req.param('id'));
    const now = deps.now();
    const items = catalog.items.filter(
      (it) =>
        it.module_id === mod.id &&
        inCategory(it, id) &&
        zoneIds.includes(catalog.storeById.get(it.store_id)!.zone_id) &&
        typeFilter(q.type, it.veg === 1, it.veg === 0),
    );
    const page = paginate(items, q);
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      products: page.rows.map((it) => formatItem(catalog, it, now)),
    });
  });
}

/**
 * The platform's category_products: active items of the module's stores in the zones whose own category is
 * one of the ids or a child of one (no ids: every item), in storage order (its default priority setting).
 */
function itemsOfCategories(catalog: Catalog, mod: Module, zoneIds: number[], ids: number[], type: unknown): Item[] {
  return catalog.items.filter((it) => {
    const store = catalog.storeById.get(it.store_id)!;
    if (
      it.module_id !== mod.id ||
      it.status !== 1 ||
      store.status !== 1 ||
      store.module_id !== mod.id ||
      !zoneIds.includes(store.zone_id)
    )
      return false;
    if (!typeFilter(type, it.veg === 1, it.veg === 0)) return false;
    const own = catalog.categoryById.get(it.category_id);
    return ids.length === 0 || ids.includes(it.category_id) || (!!own && ids.includes(own.parent_id));
  });
}

/** Active top-level categories of the module that are some matching item's own category, highest priority first. */
function topCategoriesOf(catalog: Catalog, mod: Module, items: Item[]) {
  const own = new Set(items.map((it) => it.category_id));
  return (
    catalog.categories
      .filter((cat) => cat.position === 0 && cat.status === 1 && cat.module_id === mod.id && own.has(cat.id))
      .sort((a, b) => b.priority - a.priority)
      // Counted over all the module's items, as the platform's withCount(products) is.
      .map((cat) =>
        formatCategory(
          catalog,
          cat,
          catalog.items.filter((it) => it.module_id === mod.id),
          false,
        ),
      )
  );
}
