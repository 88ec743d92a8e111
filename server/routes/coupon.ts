// coupon/list (token, zoneId), coupon/list/all (public), coupon/apply (token, moduleId)
// (platform-api §3.6).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { Coupon } from '../catalog/catalog.ts';
import { send } from '../http/respond.ts';
import { moduleOf, parseZoneIds, requireUser, zonesOf } from '../request/access.ts';
import { validate } from '../http/validate.ts';
import { inDateWindow } from '../catalog/time.ts';
import { belongsToOtherModule, checkCoupon, couponZones, hasOrdered, usedUp } from '../services/coupons.ts';
import { fail } from '../http/errors.ts';

export function registerCoupon(r: Routes, deps: Deps): void {
  const { catalog, db } = deps;

  const out = (c: Coupon) => {
    const store = c.store_id ? catalog.storeById.get(c.store_id) : undefined;
    return {
      ...c,
      ...(c.coupon_type === 'store_wise' && store
        ? { data: store.name, store: { id: store.id, name: store.name } }
        : { store: null }),
    };
  };

  function list(c: Context, zoneIds: number[], ownerId?: number) {
    const mod = moduleOf(c, deps, 'optional');
    const now = deps.now();
    const ordered = ownerId !== undefined && hasOrdered(db, ownerId, false);
    return send(
      c,
      catalog.coupons
        .filter(
          (x) => x.status === 1 && inDateWindow(now, x.start_date, x.expire_date) && (!mod || x.module_id === mod.id),
        )
        .filter((x) => x.coupon_type !== 'zone_wise' || couponZones(x).some((z) => zoneIds.includes(z)))
        .filter((x) => !x.store_id || zoneIds.includes(catalog.storeById.get(x.store_id)!.zone_id))
        .filter((x) => ownerId === undefined || !usedUp(db, x, ownerId, false))
        // A first-order coupon is offered only to a customer who has not ordered yet.
        .filter((x) => x.coupon_type !== 'first_order' || !ordered)
        .map(out),
    );
  }

  r.get('/coupon/list', (c) => {
    // The customer's own list: a coupon used as often as its limit allows is not available any more.
    return list(c, zonesOf(c), requireUser(c, deps).id);
  });

  r.get('/coupon/list/all', (c) => list(c, zonesOf(c)));

  r.get('/coupon/apply', (c) => {
    const u = requireUser(c, deps);
    const mod = moduleOf(c, deps, 'required')!;
    const q = c.req.query();
    validate(q, { code: 'required|string|max:100', store_id: 'required|integer|min:1' });
    // Still "not found" for this module, with a code of its own so the page can say where the code belongs.
    if (belongsToOtherModule(catalog, q.code!, mod.id)) fail(404, 'coupon_module', 'This coupon is for another module');
    const coupon = checkCoupon(db, catalog, deps.now(), {
      code: q.code!,
      moduleId: mod.id,
      storeId: Number(q.store_id),
      ownerId: u.id,
      isGuest: false,
      zoneIds: parseZoneIds(c.req.header('zoneId')),
    });
    // The platform answers the coupon as stored: a store_wise coupon's `data` is its store ids as JSON
    // (`["1"]`), which the platform's client parses to match the cart's store; only the list names the store.
    return send(c, { ...coupon, store: out(coupon).store });
  });
}
