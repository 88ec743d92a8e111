// Coupon rules shared by coupon/apply and order/place (platform-api §3.6; accounts §9 "Coupons").
import type { Catalog, Coupon } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';
import { inDateWindow } from '../catalog/time.ts';

export function couponZones(c: Coupon): number[] {
  if (c.coupon_type !== 'zone_wise' || !c.data) return [];
  try {
    return (JSON.parse(c.data) as unknown[]).map(Number);
  } catch {
    return [];
  }
}

/**
 * The customer has used the coupon as often as its limit allows. Uses count the customer's orders and rental
 * trips that kept the coupon; coupon/list leaves such a coupon out, so it is never offered as available.
 */
export function usedUp(db: DB, c: Coupon, ownerId: number, isGuest: boolean): boolean {
  if (c.limit === null) return false;
  const guest = isGuest ? 1 : 0;
  const used =
    (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ? AND coupon_code = ? AND order_status NOT IN ('canceled','failed')").get(ownerId, guest, c.code) as { n: number })
      .n +
    (
      db.prepare("SELECT COUNT(*) AS n FROM trips WHERE owner_id = ? AND is_guest = ? AND json_extract(data, '$.coupon_code') = ? AND trip_status <> 'canceled'").get(ownerId, guest, c.code) as {
        n: number;
      }
    ).n;
  return used >= c.limit;
}

/**
 * Finds and checks a coupon for a user (or guest) and store: 404 not found, 407 expired,
 * 406 usage limit over, 403 not eligible.
 */
export function checkCoupon(db: DB, cat: Catalog, now: Date, p: { code: string; moduleId: number | null; storeId: number; ownerId: number; isGuest: boolean; zoneIds: number[] | null }): Coupon {
  const c = cat.coupons.find((x) => x.code.toLowerCase() === p.code.toLowerCase() && x.status === 1 && (p.moduleId === null || x.module_id === p.moduleId));
  if (!c) fail(404, 'coupon', 'Not found');
  if (!inDateWindow(now, c.start_date, c.expire_date)) fail(407, 'coupon', 'Coupon expired');
  if (usedUp(db, c, p.ownerId, p.isGuest)) fail(406, 'coupon', 'Coupon usage limit over');
  if (c.coupon_type === 'store_wise' && c.store_id !== p.storeId) fail(403, 'coupon', 'This coupon is not valid for you');
  if (c.coupon_type === 'zone_wise') {
    const store = cat.storeById.get(p.storeId);
    const zones = couponZones(c);
    if (!store || !zones.includes(store.zone_id) || (p.zoneIds && !p.zoneIds.some((z) => zones.includes(z)))) fail(403, 'coupon', 'This coupon is not valid for you');
  }
  if (c.coupon_type === 'first_order') {
    const orders = (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ?').get(p.ownerId, p.isGuest ? 1 : 0) as { n: number }).n;
    if (orders > 0) fail(403, 'coupon', 'This coupon is not valid for you');
  }
  return c;
}

/** The customer (or guest) has placed an order before: a first_order coupon is then of no use to them. */
export function hasOrdered(db: DB, ownerId: number, isGuest: boolean): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ?').get(ownerId, isGuest ? 1 : 0) as { n: number }).n > 0;
}

/** A live coupon with this code exists, but for another module than the one asked about. */
export function belongsToOtherModule(cat: Catalog, code: string, moduleId: number): boolean {
  const same = (x: Coupon) => x.code.toLowerCase() === code.toLowerCase() && x.status === 1;
  return !cat.coupons.some((x) => same(x) && x.module_id === moduleId) && cat.coupons.some((x) => same(x) && x.module_id !== moduleId);
}
