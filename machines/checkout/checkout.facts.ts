/**
 * The facts the checkout gathers itself (issue 44 "machines gather their own facts"): the zones at the
 * address (its coverage, payment switches, cash limit and fees), the distance to the store, the tip most
 * given, and the customer's coupons. The edge answers each from the query cache; the view only reads them.
 */
import { fromPromise } from 'xstate';
import { distanceQueryPoints, zoneQueryPoint, type CheckoutZone } from '../../src/domain/checkoutFacts';
import type { Coupon } from '../../src/domain/types/coupon';
import type { CheckoutDraft } from '../../src/domain/checkoutDraft';

export type Point = { lat: string; lng: string };

/** A coupon of the customer's list as the checkout shows it: the coupon rules' fields, its id and title. */
export type CouponFact = Coupon & { id: number; title?: string | null };

export interface GatheredFacts {
  /** Where the zone was asked (the address for a delivery, else the store), or null. */
  zoneAt: Point | null;
  /** The zones there; undefined while the answer is awaited. */
  zoneData: CheckoutZone[] | undefined;
  /** From the store to the delivery address, as asked (null: not asked). */
  route: { from: Point; to: Point } | null;
  /** The distance-api answer, as it came; undefined while awaited or not asked. */
  distance: unknown;
  /** The tip most customers give (most-tips), shown on the tip choices. */
  mostTip: number | null;
  /** The signed-in customer's coupons (coupon/list); the view shows those that fit the store. */
  coupons: CouponFact[];
}

export const noFacts: GatheredFacts = {
  zoneAt: null,
  zoneData: undefined,
  route: null,
  distance: undefined,
  mostTip: null,
  coupons: [],
};

/** The fact actors the edge provides (src/app/checkoutFlows.ts); these defaults answer nothing. */
export const factActors = {
  /** Edge: config/get-zone-id at the point, from the query cache (addressZonesQuery). */
  zoneFacts: fromPromise<CheckoutZone[], Point>(async () => []),
  /** Edge: config/distance-api from the store to the address (distanceQuery). */
  distanceFacts: fromPromise<unknown, { from: Point; to: Point }>(async () => null),
  /** Edge: most-tips (mostTipsQuery). */
  tipFacts: fromPromise<number | null, void>(async () => null),
  /** Edge: coupon/list for a signed-in customer (couponsQuery). */
  couponFacts: fromPromise<CouponFact[], { signedIn: boolean }>(async () => []),
};

const samePoint = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the draft now asks: the zone's point and the route, and whether each differs from what was asked. */
export function factsToAsk(
  storeAt: Point | null,
  draft: Pick<CheckoutDraft, 'orderType' | 'address'>,
  gathered: GatheredFacts,
) {
  const store = { latitude: storeAt?.lat ?? null, longitude: storeAt?.lng ?? null };
  const zoneAt = zoneQueryPoint({ store, draft });
  const points = distanceQueryPoints({ store, draft });
  const route = points.from && points.to ? { from: points.from, to: points.to } : null;
  return {
    zoneAt,
    route,
    zoneMoved: !samePoint(zoneAt, gathered.zoneAt),
    routeMoved: !samePoint(route, gathered.route),
  };
}
