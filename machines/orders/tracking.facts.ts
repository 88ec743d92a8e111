/**
 * Pure facts of live tracking (issue: live order tracking): which phase an order is in, how far the courier
 * still is, and an ETA range that never moves later without a reason (a new phase).
 */
export interface CourierPosition {
  lat: string | number | null;
  lng: string | number | null;
  f_name?: string | null;
  l_name?: string | null;
  location?: string | null;
}

/** The platform's order/track answer, as far as tracking reads it. */
export interface TrackedOrder {
  order_status: string;
  delivery_man?: CourierPosition | null;
  /** The store's delivery time, e.g. "30-40 min" (store.delivery_time). */
  store_delivery_time?: string | null;
  /** When the store's delivery time started to run (ms): the order's placement, or its schedule. */
  placed_at?: number | null;
  /** Where the order goes: delivery_address.latitude/longitude. */
  destination?: { lat: number; lng: number } | null;
  /** Where the courier collects it: the store (a parcel: the sender). */
  pickup?: { lat: number; lng: number } | null;
}

export type TrackingPhase =
  'noCourier' | 'assigned' | 'pickedUp' | 'near' | 'delivered' | 'canceled' | 'failed' | 'refund';

/** Within this distance of the address the ETA becomes "arriving". */
export const NEAR_KM = 0.3;
/** A courier's average speed in town, for the distance left after pickup. */
export const COURIER_KMH = 20;

const REFUND_STATUSES = ['refund_requested', 'refunded', 'refund_request_canceled'];
const PICKED_UP = ['picked_up'];
const ASSIGNED = ['accepted', 'confirmed', 'processing', 'handover'];

function num(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

export function courierPoint(order: TrackedOrder): { lat: number; lng: number } | null {
  const lat = num(order.delivery_man?.lat);
  const lng = num(order.delivery_man?.lng);
  return lat === null || lng === null ? null : { lat, lng };
}

/** Great-circle distance in km (the same formula the checkout's distance fallback uses). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceLeftKm(order: TrackedOrder): number | null {
  const at = courierPoint(order);
  return at && order.destination ? haversineKm(at, order.destination) : null;
}

/** A new status or a courier who moved: worth polling again soon. */
export function orderMoved(before: TrackedOrder | null, after: TrackedOrder): boolean {
  if (!before || before.order_status !== after.order_status) return true;
  const a = courierPoint(before);
  const b = courierPoint(after);
  return a === null || b === null ? a !== b : a.lat !== b.lat || a.lng !== b.lng;
}

export function trackingPhase(order: TrackedOrder): TrackingPhase {
  const s = order.order_status;
  if (s === 'delivered') return 'delivered';
  if (s === 'canceled') return 'canceled';
  if (s === 'failed') return 'failed';
  if (REFUND_STATUSES.includes(s)) return 'refund';
  if (PICKED_UP.includes(s)) {
    const left = distanceLeftKm(order);
    return left !== null && left <= NEAR_KM ? 'near' : 'pickedUp';
  }
  // The platform assigns a courier before or after the store accepts: the courier's presence decides.
  if (order.delivery_man && (ASSIGNED.includes(s) || courierPoint(order))) return 'assigned';
  return 'noCourier';
}

export function isEndPhase(phase: TrackingPhase): boolean {
  return phase === 'delivered' || phase === 'canceled' || phase === 'failed' || phase === 'refund';
}

/** "30-40 min" → [30, 40]; "45 min" → [45, 45]; hours count as 60 min. */
export function parseDeliveryTime(text: string | null | undefined): [number, number] | null {
  if (!text) return null;
  const m = /(\d+)\s*(?:-\s*(\d+))?\s*(min|hour|day)?/i.exec(text);
  if (!m) return null;
  const unit = m[3]?.toLowerCase() === 'hour' ? 60 : m[3]?.toLowerCase() === 'day' ? 1440 : 1;
  const lo = Number(m[1]) * unit;
  const hi = (m[2] ? Number(m[2]) : Number(m[1])) * unit;
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

/** Arrival window as absolute times (ms), or `arriving` near the address; null when nothing honest can be said. */
export type Eta = { kind: 'window'; from: number; to: number } | { kind: 'arriving' } | null;

/**
 * A courier on the way to the store: the ride to it and on to the address, so the estimate falls as the
 * courier comes closer (the store's own promise, fixed from the placement, would stand still meanwhile).
 */
function rideMinutes(order: TrackedOrder): number | null {
  const at = courierPoint(order);
  if (!at || !order.pickup || !order.destination) return null;
  return ((haversineKm(at, order.pickup) + haversineKm(order.pickup, order.destination)) / COURIER_KMH) * 60;
}

/** A range, not a point: traffic and the handover take their time. */
function rideWindow(now: number, minutes: number): Eta {
  return { kind: 'window', from: now + Math.floor(minutes) * 60_000, to: now + Math.ceil(minutes + 5) * 60_000 };
}

export function estimateEta(order: TrackedOrder, phase: TrackingPhase, now: number): Eta {
  if (isEndPhase(phase)) return null;
  if (phase === 'near') return { kind: 'arriving' };
  if (phase === 'pickedUp') {
    const left = distanceLeftKm(order);
    if (left === null) return null;
    return rideWindow(now, (left / COURIER_KMH) * 60);
  }
  if (phase === 'assigned') {
    const ride = rideMinutes(order);
    if (ride !== null) return rideWindow(now, ride);
  }
  const range = parseDeliveryTime(order.store_delivery_time);
  if (!range) return null;
  // The store's promise runs from the placement, not from when the page opened; once it has passed there is
  // no honest number until the courier has the order.
  const base = order.placed_at ?? now;
  const window = { kind: 'window' as const, from: base + range[0] * 60_000, to: base + range[1] * 60_000 };
  return window.to > now ? window : null;
}

/**
 * The ETA shown next: within one phase the window only moves earlier or stays (a courier stuck at a light
 * does not push the promise back each poll); a new phase is the reason a window may move later.
 */
export function steadyEta(previous: Eta, next: Eta, samePhase: boolean): Eta {
  if (!samePhase || previous === null || next === null) return next;
  if (previous.kind !== 'window' || next.kind !== 'window') return next;
  return {
    kind: 'window',
    from: Math.min(previous.from, next.from),
    to: Math.max(Math.min(previous.to, next.to), Math.min(previous.from, next.from)),
  };
}

/** Whole minutes from now to each end of the window, for "12–17 min". */
export function etaMinutes(eta: Eta, now: number): [number, number] | null {
  if (!eta || eta.kind !== 'window') return null;
  return [Math.max(0, Math.round((eta.from - now) / 60_000)), Math.max(1, Math.round((eta.to - now) / 60_000))];
}
