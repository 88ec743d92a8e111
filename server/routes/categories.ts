// categories, categories/childes/{id}, categories/items/{id} (platform-api §3.1).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { moduleOf, parseZoneIds, zonesOf } from '../request/access.ts';
import { formatCategory, inCategory } from '../format/category.ts';
import { formatItem } from '../format/item.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { typeFilter } from '../services/store-lists.ts';

export function registerCategories(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/categories', (c) => {
    const mod = moduleOf(c, deps, 'optional');
    const zoneIds = parseZoneIds(c.req.header('zoneId'));
    const featured = c.req.query('featured');
    const items = catalog.items.filter((it) => (!mod || it.module_id === mod.id) && (!zoneIds || zoneIds.includes(catalog.storeById.get(it.store_id)!.zone_id)));
    const list = catalog.categories.filter((cat) => cat.position === 0 && cat.status === 1 && (!mod || cat.module_id === mod.id) && (!featured || featured === '0' || cat.featured === 1));
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

  r.get('/categories/items/:id', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const zoneIds = zonesOf(c);
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1', offset: 'required|integer|min:1', type: 'in:all,veg,non_veg' });
    const id = Number(c.req.param('id'));
    const now = deps.now();
    const items = catalog.items.filter(
      (it) => it.module_id === mod.id && inCategory(it, id) && zoneIds.includes(catalog.storeById.get(it.store_id)!.zone_id) && typeFilter(q.type, it.veg === 1, it.veg === 0),
    );
    const page = paginate(items, q);
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, products: page.rows.map((it) => formatItem(catalog, it, now)) });
  });
}
