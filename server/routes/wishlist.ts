// customer/wish-list, wish-list/add (query item_id or store_id on a POST), wish-list/remove
// (platform-api §3.4). Duplicates answer 409 {message}.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail, failMessage } from '../http/errors.ts';
import { moduleOf, requireUser, zonesOf } from '../request/access.ts';
import { present, validate } from '../http/validate.ts';
import { formatItem } from '../format/item.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { isoStamp } from '../catalog/time.ts';
import { Wishlists } from '../services/wishlists.ts';

export function registerWishlist(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const wishlists = new Wishlists(db);

  function target(q: Record<string, string | undefined>): { kind: 'item' | 'store'; id: number } {
    validate(q, {
      item_id: 'required_without:store_id|integer|min:1',
      store_id: 'required_without:item_id|integer|min:1',
    });
    if (present(q.item_id) && present(q.store_id)) fail(403, 'data', 'Send either item_id or store_id, not both');
    return present(q.item_id) ? { kind: 'item', id: Number(q.item_id) } : { kind: 'store', id: Number(q.store_id) };
  }

  r.get('/customer/wish-list', (c) => {
    const u = requireUser(c, deps);
    const zoneIds = zonesOf(c);
    const mod = moduleOf(c, deps, 'optional');
    const now = deps.now();
    const view = viewOf(c, now);
    const all = wishlists.all(u.id);
    const item = all
      .filter((w) => w.kind === 'item')
      .map((w) => catalog.itemById.get(w.ref_id))
      .filter(
        (it) =>
          it && (!mod || it.module_id === mod.id) && zoneIds.includes(catalog.storeById.get(it.store_id)!.zone_id),
      )
      .map((it) => formatItem(catalog, it!, now));
    const store = all
      .filter((w) => w.kind === 'store')
      .map((w) => catalog.storeById.get(w.ref_id))
      .filter((s) => s && (!mod || s.module_id === mod.id) && zoneIds.includes(s.zone_id))
      .map((s) => formatStore(catalog, s!, view));
    return send(c, { item, store });
  });

  r.post('/customer/wish-list/add', (c) => {
    const u = requireUser(c, deps);
    const t = target(c.req.query());
    const exists = t.kind === 'item' ? catalog.itemById.has(t.id) : catalog.storeById.has(t.id);
    if (!exists) fail(403, `${t.kind}_id`, `The selected ${t.kind} id is invalid.`);
    if (!wishlists.add(u.id, t.kind, t.id, isoStamp(deps.now()))) failMessage(409, 'Already in wishlist');
    catalog.version++; // items/details shows whislists_count
    return send(c, { message: 'Added successfully' });
  });

  r.delete('/customer/wish-list/remove', (c) => {
    const u = requireUser(c, deps);
    const t = target(c.req.query());
    if (!wishlists.remove(u.id, t.kind, t.id)) failMessage(404, 'Not found');
    catalog.version++;
    return send(c, { message: 'Successfully removed' });
  });
}
