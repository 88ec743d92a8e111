/**
 * Rules of an order after it was placed (more §10, issue 14): which statuses are final, which actions a
 * customer may take, the status timeline, and how often a running order refreshes itself.
 */
import { dialCodeOf, normalizePhone } from './contact';
import { orderStatusOf, type OrderStatus } from './history';
import type { OrderStanding } from './types/order';

/** The past-orders list's statuses (more §10 `customer/order/list`): nothing changes them any more on its own. */
export const FINAL_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
];

export function isFinalStatus(status: string | null | undefined): boolean {
  return FINAL_STATUSES.includes(orderStatusOf(status));
}

/** more §10 cancel: only pending and failed orders. */
export function canCancel(status: string | null | undefined): boolean {
  const s = orderStatusOf(status);
  return s === 'pending' || s === 'failed';
}

/** A failed digital payment may switch to cash on delivery (more §10 payment-method). */
export function canSwitchToCashOnDelivery(o: OrderStanding, cashOnDelivery: boolean): boolean {
  return (
    cashOnDelivery &&
    orderStatusOf(o.order_status) === 'failed' &&
    o.payment_method === 'digital_payment' &&
    o.payment_status !== 'paid'
  );
}

/** more §10 refund-request: delivered and paid orders, when refunds are on. */
export function canRequestRefund(o: OrderStanding, refundsOn: boolean): boolean {
  return refundsOn && orderStatusOf(o.order_status) === 'delivered' && o.payment_status === 'paid';
}

/** A review as the item and courier review lists answer it: the order it was written for. */
export interface ReviewOfOrder {
  order_id?: number | null;
}

/**
 * issue 18: a delivered order is reviewed once each of its items has a review for this order, and so has its
 * courier when it had one (the review page offers exactly these). Until then "Write a review" stays.
 */
export function isOrderReviewed(
  orderId: number,
  itemReviews: readonly (readonly ReviewOfOrder[])[],
  courierReviews: readonly ReviewOfOrder[] | null,
): boolean {
  const reviewed = (list: readonly ReviewOfOrder[]) => list.some((r) => r.order_id === orderId);
  return itemReviews.length > 0 && itemReviews.every(reviewed) && (courierReviews === null || reviewed(courierReviews));
}

/** The happy path a delivery order walks, in order (issue 14). Take-away orders skip picked_up. */
const DELIVERY_PATH = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;
const TAKE_AWAY_PATH = ['pending', 'confirmed', 'processing', 'handover', 'delivered'] as const;

export interface TimelineStep {
  status: OrderStatus;
  /** When it happened (the order's column of that name), or null when not reached. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/** The order's time columns, one per status it reached (the platform's orders table). */
type Stamps = Partial<Record<OrderStatus | 'refund_requested', string | null>> &
  OrderStanding & { order_type?: string | null; updated_at?: string | null };

/**
 * The timeline: the path's steps with their times; `accepted` stands in for `confirmed` when only it was
 * stamped. A canceled, failed or refund order ends at the last step reached, followed by that status.
 */
export function orderTimeline(o: Stamps): TimelineStep[] {
  const status = orderStatusOf(o.order_status);
  const path = o.order_type === 'take_away' ? TAKE_AWAY_PATH : DELIVERY_PATH;
  const stamp = (s: OrderStatus) => (s === 'confirmed' ? (o.confirmed ?? o.accepted ?? null) : (o[s] ?? null));
  const offPath = !(path as readonly string[]).includes(status) && status !== 'accepted';
  const currentIndex = status === 'accepted' ? 1 : (path as readonly string[]).indexOf(status);
  let reached = currentIndex;
  if (offPath) {
    reached = -1;
    path.forEach((s, i) => {
      if (stamp(s)) reached = i;
    });
    if (reached < 0) reached = 0;
  }
  // Off the path, only the steps that happened (pending always did).
  const shown = offPath ? path.slice(0, reached + 1).filter((s, i) => i === 0 || stamp(s)) : path;
  const steps: TimelineStep[] = shown.map((s, i) => ({
    status: s,
    at: stamp(s),
    state: offPath
      ? 'done'
      : i < currentIndex
        ? 'done'
        : i === currentIndex
          ? status === 'delivered'
            ? 'done'
            : 'current'
          : 'upcoming',
  }));
  if (offPath) {
    if (status === 'refunded' || status === 'refund_request_canceled')
      steps.push({ status: 'refund_requested', at: o.refund_requested ?? null, state: 'done' });
    steps.push({ status, at: o[status] ?? o.updated_at ?? null, state: 'current' });
  }
  return steps;
}

/** Running orders refresh every 10 s at first, then back off (×2 while nothing changes) to at most 60 s. */
export const POLL_BASE_MS = 10_000;
export const POLL_MAX_FACTOR = 6;

export function nextPollDelay(current: number, changed: boolean, base: number = POLL_BASE_MS): number {
  return changed ? base : Math.min(base * POLL_MAX_FACTOR, current * 2);
}

/**
 * order/track `contact_number` must equal the number stored at checkout, which is E.164: a local number
 * ('01711223344') is read in the picker's country, never sent as '+01711…'.
 */
export function trackContactNumber(phone: string, dialCode: string = dialCodeOf(null)): string {
  return normalizePhone(phone.replace(/[()]/g, ''), dialCode);
}

/** The add-on line "Extra Cheese (1)", the variation "Size: Regular". */
export function variationText(variation: unknown): string[] {
  if (!Array.isArray(variation)) return [];
  return variation.flatMap((v: unknown) => {
    if (!v || typeof v !== 'object') return [];
    const r = v as { name?: string; values?: { label?: string[] } | Array<{ label?: string }>; type?: string };
    if (r.type) return [r.type];
    const labels = Array.isArray(r.values) ? r.values.map((x) => x.label ?? '') : (r.values?.label ?? []);
    return r.name ? [`${r.name}: ${labels.join(', ')}`] : [];
  });
}
