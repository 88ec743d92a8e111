// A category's stores (categories/stores/list, categories/stores/{category_id}; platform-api-turn4 §1.4–1.5)
// and pharmacy's common conditions (common-condition, common-condition/list, common-condition/items/{id};
// §2.6). All are under the module check; the store lists and the condition's items also need zoneId.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Catalog, Item, Module, Store } from '../catalog/catalog.ts';
import { langOf, send } from '../http/respond.ts';
import { moduleOf, zonesOf } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { jsonIds, validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { isOpen } from '../catalog/time.ts';
import { typeFilter } from '../services/store-lists.ts';
import { COMMON_CONDITIONS, type CommonConditionRow } from '../catalog/conditions.ts';

// Bounded paging: the platform takes any limit; a page of more than 100 stores or items is refused (403).
const PAGE = {
  limit: 'required|integer|min:1|max:100',
  offset: 'required|integer|min:1|max:100000',
  type: 'in:all,veg,non_veg',
};
const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Whether the item is in one of the categories or a child of one (its category_ids hold its category path). */
function inCategories(catalog: Catalog, it: Item, ids: number[]): boolean {
  const own = catalog.categoryById.get(it.category_id);
  return (
    ids.includes(it.category_id) ||
    (!!own && ids.includes(own.parent_id)) ||
    it.category_ids.some((c) => ids.includes(Number(c.id)))
  );
}

/** Active stores of the module (in the zones unless `zoneIds` is null) with an active item in one of the categories. */
function storesOfCategories(
  catalog: Catalog,
  mod: Module,
  zoneIds: number[] | null,
  ids: number[],
  type: unknown,
): Store[] {
  return catalog.stores.filter(
    (s) =>
      s.status === 1 &&
      s.module_id === mod.id &&
      (!zoneIds || zoneIds.includes(s.zone_id)) &&
      typeFilter(type, s.veg === 1, s.non_veg === 1) &&
      (catalog.itemsByStore.get(s.id) ?? []).some((it) => it.status === 1 && inCategories(catalog, it, ids)),
  );
}

function storePage(c: Context, deps: Deps, stores: Store[]) {
  const { catalog } = deps;
  const q = c.req.query();
  const page = paginate(stores, q);
  const view = viewOf(c, deps.now());
  const out = page.rows.map((s) => {
    const catIds = new Set<number>();
    for (const it of catalog.itemsByStore.get(s.id) ?? []) {
      catIds.add(it.category_id);
      const parent = catalog.categoryById.get(it.category_id)?.parent_id;
      if (parent) catIds.add(parent);
    }
    return { ...formatStore(catalog, s, view), category_ids: [...catIds], discount_status: true };
  });
  return send(c, { total_size: page.total_size, limit: Number(page.limit), offset: Number(page.offset), stores: out });
}

const conditionName = (row: CommonConditionRow, lang: string) =>
  row.translations.find((t) => t.locale === lang && t.key === 'name')?.value ?? row.name;
const activeConditions = () => COMMON_CONDITIONS.filter((x) => x.status === 1);

function conditionItems(catalog: Catalog, mod: Module, zoneIds: number[], conditionId: number, type: unknown): Item[] {
  return catalog.items.filter((it) => {
    const s = catalog.storeById.get(it.store_id);
    return (
      it.common_condition_id === conditionId &&
      it.module_id === mod.id &&
      it.status === 1 &&
      !!s &&
      s.status === 1 &&
      zoneIds.includes(s.zone_id) &&
      typeFilter(type, it.veg === 1, it.veg === 0)
    );
  });
}

export function registerDiscovery(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  // §1.4: the platform returns before applying the zone list (its quirk); open stores first, then newest.
  r.get('/categories/stores/list', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    zonesOf(c);
    const q = c.req.query();
    validate(q, { ...PAGE, category_ids: 'required|string|max:2000' });
    const now = deps.now();
    const stores = storesOfCategories(catalog, mod, null, jsonIds(q.category_ids), q.type).sort(
      (a, b) => Number(isOpen(b.schedules, now)) - Number(isOpen(a.schedules, now)) || newestFirst(a, b),
    );
    return storePage(c, deps, stores);
  });

  // §1.5: {category_id} is an id (the category or its children) or a category slug; stores in the zones, newest first.
  r.get('/categories/stores/:category_id', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    validate(c.req.query(), PAGE);
    const key = c.req.param('category_id') ?? '';
    const category = /^\d+$/.test(key)
      ? catalog.categoryById.get(Number(key))
      : catalog.categories.find((x) => x.slug === key);
    const stores = category
      ? storesOfCategories(catalog, mod, zoneIds, [category.id], c.req.query('type')).sort(newestFirst)
      : [];
    return storePage(c, deps, stores);
  });

  // §2.6: bare array of active conditions with their item counts, in storage order; names translated.
  r.get('/common-condition', (c) => {
    moduleOf(c, deps, 'required');
    const lang = langOf(c);
    return send(
      c,
      activeConditions().map((row) => ({
        ...row,
        name: conditionName(row, lang),
        items_count: catalog.items.filter((it) => it.status === 1 && it.common_condition_id === row.id).length,
      })),
    );
  });

  r.get('/common-condition/list', (c) => {
    moduleOf(c, deps, 'required');
    const lang = langOf(c);
    return send(
      c,
      activeConditions().map((row) => ({ id: row.id, name: conditionName(row, lang), translations: row.translations })),
    );
  });

  // §2.6: {condition_id} is an id or a slug; an unknown or inactive one has no items.
  r.get('/common-condition/items/:condition_id', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, PAGE);
    const key = c.req.param('condition_id') ?? '';
    const row = activeConditions().find((x) => (/^\d+$/.test(key) ? x.id === Number(key) : x.slug === key));
    const list = row ? conditionItems(catalog, mod, zoneIds, row.id, q.type).sort(newestFirst) : [];
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
