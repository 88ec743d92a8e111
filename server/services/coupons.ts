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
 * Orders that hold a use of their coupon: from placement until the order is cancelled or finally failed. A
 * failed digital payment is not final (the order may be paid again or switched to cash on delivery), so it
 * keeps its use: failing payments never frees a use to spend again.
 */
const HOLDS_USE =
  "order_status <> 'canceled' AND NOT (order_status = 'failed' AND NOT (payment_status = 'unpaid' AND payment_method = 'digital_payment'))";

/**
 * The customer has used the coupon as often as its limit allows. Uses count the customer's orders that hold
 * one (HOLDS_USE) and rental trips that kept the coupon; `before`, for an order already placed, counts only
 * the orders placed before it (a switch or a new payment of that order re-checks them: earlier uses win). coupon/list leaves such a coupon out,
 * so it is never offered as available.
 */
export function usedUp(
  db: DB,
  c: Coupon,
  ownerId: number,
  isGuest: boolean,
  before = Number.MAX_SAFE_INTEGER,
): boolean {
  if (c.limit === null) return false;
  const guest = isGuest ? 1 : 0;
  const used =
    (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ? AND coupon_code = ? AND id < ? AND ${HOLDS_USE}`,
        )
        .get(ownerId, guest, c.code, before) as { n: number }
    ).n +
    (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM trips WHERE owner_id = ? AND is_guest = ? AND json_extract(data, '$.coupon_code') = ? AND trip_status <> 'canceled'",
        )
        .get(ownerId, guest, c.code) as {
        n: number;
      }
    ).n;
  return used >= c.limit;
}

/**
 * A switch to cash or a new payment of an order that carries a coupon: the coupon's other uses by the
 * order's owner must leave room for this one. Call it inside the transaction that writes the change.
 */
export function couponStillAllowed(
  db: DB,
  cat: Catalog,
  o: { id: number; owner_id: number; is_guest: number; coupon_code?: string | null },
): boolean {
  if (!o.coupon_code) return true;
  const c = cat.coupons.find((x) => x.code === o.coupon_code);
  return !c || !usedUp(db, c, o.owner_id, o.is_guest === 1, o.id);
}

/**
 * A first order is the customer's first and the contact number's first: an order by this owner, or any
 * order placed with this contact number (or for this account's phone), however new the guest id.
 */
function hadOrderBefore(db: DB, ownerId: number, isGuest: boolean, phones: readonly string[]): boolean {
  if (
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ?')
        .get(ownerId, isGuest ? 1 : 0) as { n: number }
    ).n > 0
  )
    return true;
  const byContact = db.prepare(
    "SELECT 1 FROM orders o LEFT JOIN users u ON o.is_guest = 0 AND u.id = o.owner_id WHERE json_extract(o.data, '$.delivery_address.contact_person_number') = ? OR u.phone = ? LIMIT 1",
  );
  return phones.some((p) => !!p && byContact.get(p, p) !== undefined);
}

/**
 * Finds and checks a coupon for a user (or guest) and store: 404 not found, 407 expired,
 * 406 usage limit over, 403 not eligible.
 */
export function checkCoupon(
  db: DB,
  cat: Catalog,
  now: Date,
  p: {
    code: string;
    moduleId: number | null;
    storeId: number;
    ownerId: number;
    isGuest: boolean;
    zoneIds: number[] | null;
    phones?: readonly string[];
  },
): Coupon {
  const c = cat.coupons.find(
    (x) =>
      x.code.toLowerCase() === p.code.toLowerCase() &&
      x.status === 1 &&
      (p.moduleId === null || x.module_id === p.moduleId),
  );
  if (!c) fail(404, 'coupon', 'Not found');
  if (!inDateWindow(now, c.start_date, c.expire_date)) fail(407, 'coupon', 'Coupon expired');
  if (usedUp(db, c, p.ownerId, p.isGuest)) fail(406, 'coupon', 'Coupon usage limit over');
  if (c.coupon_type === 'store_wise' && c.store_id !== p.storeId)
    fail(403, 'coupon', 'This coupon is not valid for you');
  if (c.coupon_type === 'zone_wise') {
    const store = cat.storeById.get(p.storeId);
    const zones = couponZones(c);
    if (!store || !zones.includes(store.zone_id) || (p.zoneIds && !p.zoneIds.some((z) => zones.includes(z))))
      fail(403, 'coupon', 'This coupon is not valid for you');
  }
  if (c.coupon_type === 'first_order' && hadOrderBefore(db, p.ownerId, p.isGuest, p.phones ?? []))
    fail(403, 'coupon', 'This coupon is not valid for you');
  return c;
}

/** The customer (or guest) has placed an order before: a first_order coupon is then of no use to them. */
export function hasOrdered(db: DB, ownerId: number, isGuest: boolean): boolean {
  return (
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM orders WHERE owner_id = ? AND is_guest = ?')
        .get(ownerId, isGuest ? 1 : 0) as { n: number }
    ).n > 0
  );
}

/** A live coupon with this code exists, but for another module than the one asked about. */
export function belongsToOtherModule(cat: Catalog, code: string, moduleId: number): boolean {
  const same = (x: Coupon) => x.code.toLowerCase() === code.toLowerCase() && x.status === 1;
  return (
    !cat.coupons.some((x) => same(x) && x.module_id === moduleId) &&
    cat.coupons.some((x) => same(x) && x.module_id !== moduleId)
  );
}
