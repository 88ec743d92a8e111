// The reference server's courier simulation: a running demo order is confirmed, gets a courier, is picked up
// and delivered over STOREFRONT_COURIER_SECONDS of server time (0 = off), and the courier's lat/lng advance
// from near the store to the store, then along a straight path to the delivery address. The platform's
// shapes stay: status stamps (accepted, confirmed, processing, handover, picked_up, delivered), delivery_man_id
// and, in the answer, `delivery_man` with lat/lng/location.
import type { DB } from '../db/open.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { deliveryManById } from '../catalog/delivery-men.ts';
import { isoStamp } from '../catalog/time.ts';

export const COURIER_STAGES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
] as const;
export type CourierStage = (typeof COURIER_STAGES)[number];
/** Where each stage starts, as a share of the whole run. */
const STARTS: Record<CourierStage, number> = {
  pending: 0,
  accepted: 0.08,
  confirmed: 0.12,
  processing: 0.25,
  handover: 0.4,
  picked_up: 0.5,
  delivered: 1,
};

export function courierSeconds(env: string | undefined = process.env.STOREFRONT_COURIER_SECONDS): number {
  const n = Number(env ?? 180);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

type Point = { lat: number; lng: number };
type Data = Record<string, unknown>;

const lerp = (a: Point, b: Point, t: number): Point => ({
  lat: a.lat + (b.lat - a.lat) * t,
  lng: a.lng + (b.lng - a.lng) * t,
});
const round = (p: Point) => ({ lat: p.lat.toFixed(6), lng: p.lng.toFixed(6) });

function ends(cat: Catalog, data: Data): { from: Point; to: Point } | null {
  const store = cat.storeById.get(Number(data.store_id)) as unknown as
    { latitude?: string; longitude?: string } | undefined;
  // Parcel orders go from the sender (pickup address) to the receiver.
  const sender = data.receiver_details ? (data.delivery_address as Data | undefined) : undefined;
  const receiver = (data.receiver_details ?? data.delivery_address) as Data | undefined;
  const from = sender
    ? { lat: Number(sender.latitude), lng: Number(sender.longitude) }
    : { lat: Number(store?.latitude), lng: Number(store?.longitude) };
  const to = { lat: Number(receiver?.latitude), lng: Number(receiver?.longitude) };
  return [from.lat, from.lng, to.lat, to.lng].every(Number.isFinite) ? { from, to } : null;
}

/** The courier's place at a share `t` of the run: coming to the store, then carrying the order. */
export function courierPoint(from: Point, to: Point, t: number): Point {
  // The courier starts about a kilometre off, on the far side of the store from the address.
  const start = { lat: from.lat - (to.lat - from.lat) * 0.5 - 0.005, lng: from.lng - (to.lng - from.lng) * 0.5 };
  if (t < STARTS.handover)
    return lerp(start, from, Math.max(0, (t - STARTS.accepted) / (STARTS.handover - STARTS.accepted)));
  if (t < STARTS.picked_up) return from;
  return lerp(from, to, Math.min(1, (t - STARTS.picked_up) / (1 - STARTS.picked_up)));
}

/** Moves one order's data to stage `stage` at share `t`; never backwards. Returns the new data or null. */
export function advanceOrder(cat: Catalog, data: Data, stage: CourierStage, t: number, at: string): Data | null {
  const current = COURIER_STAGES.indexOf(String(data.order_status) as CourierStage);
  const target = COURIER_STAGES.indexOf(stage);
  if (current < 0 || target < current) return null;
  const out: Data = { ...data, order_status: stage, updated_at: at };
  for (const s of COURIER_STAGES.slice(current + 1, target + 1)) out[s] = out[s] ?? at;
  const delivery = data.order_type === 'delivery' || data.order_type === 'parcel';
  if (delivery && target >= COURIER_STAGES.indexOf('accepted') && !out.delivery_man_id)
    out.delivery_man_id = (Number(data.id) % 2) + 1;
  const path = delivery ? ends(cat, data) : null;
  if (path && target >= COURIER_STAGES.indexOf('accepted'))
    out.courier_position = round(courierPoint(path.from, path.to, stage === 'delivered' ? 1 : t));
  if (stage === 'delivered' && data.payment_method === 'cash_on_delivery') out.payment_status = 'paid';
  return target === current && out.courier_position === data.courier_position ? null : out;
}

export function stageAt(t: number): CourierStage {
  let stage: CourierStage = 'pending';
  for (const s of COURIER_STAGES) if (t >= STARTS[s]) stage = s;
  return stage;
}

export interface CourierRating {
  avg_rating: number;
  rating_count: number;
}

/**
 * A courier's rating, recomputed from the customers' reviews (delivery_man_reviews, created by the review
 * writer), rounded to one decimal as delivery-man/reviews answers it. No review table yet: no rating.
 */
export function courierRating(db: DB, deliveryManId: number): CourierRating {
  const table = db
    .prepare("SELECT 1 AS ok FROM sqlite_master WHERE type = 'table' AND name = 'delivery_man_reviews'")
    .get();
  if (!table) return { avg_rating: 0, rating_count: 0 };
  const stats = db
    .prepare('SELECT COUNT(*) AS n, AVG(rating) AS avg FROM delivery_man_reviews WHERE delivery_man_id = ?')
    .get(deliveryManId) as { n: number; avg: number | null };
  return { avg_rating: stats.avg ? Math.round(stats.avg * 10) / 10 : 0, rating_count: stats.n };
}

/** `delivery_man` of the order answer: the assigned demo courier with its rating and where it is now, or null. */
export function courierView(
  data: Data,
  rating: (deliveryManId: number) => CourierRating = () => ({ avg_rating: 0, rating_count: 0 }),
) {
  const dm = deliveryManById.get(Number(data.delivery_man_id));
  if (!dm) return null;
  const at = data.courier_position as { lat: string; lng: string } | undefined;
  return {
    ...dm,
    ...rating(dm.id),
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    location: at ? `${at.lat},${at.lng}` : null,
  };
}

const RUNNING = "('pending','accepted','confirmed','processing','handover','picked_up')";

/** One tick: every running demo order moves to where its age puts it, in one synchronous transaction. */
export function tickCouriers(db: DB, cat: Catalog, now: Date, seconds: number): number {
  if (seconds <= 0) return 0;
  const at = isoStamp(now);
  const update = db.prepare(
    'UPDATE orders SET order_status = ?, payment_status = ?, data = ?, updated_at = ? WHERE id = ?',
  );
  return db.transaction(() => {
    let moved = 0;
    const rows = db
      .prepare(`SELECT id, payment_status, data FROM orders WHERE order_status IN ${RUNNING}`)
      .all() as Array<{ id: number; payment_status: string; data: string }>;
    for (const row of rows) {
      const data: Data = { ...(JSON.parse(row.data) as Data), payment_status: row.payment_status };
      // A digital or offline payment not made yet keeps the order waiting, as on the platform.
      if (row.payment_status !== 'paid' && data.payment_method !== 'cash_on_delivery') continue;
      // A prescription order waits for the store's price (routes/store-desk.ts).
      if (data.prescription_order && !data.prescription_price) continue;
      const startMs = Date.parse(String(data.schedule_at ?? data.created_at));
      if (!Number.isFinite(startMs)) continue;
      const t = (now.getTime() - startMs) / (seconds * 1000);
      if (t <= 0) continue;
      const out = advanceOrder(cat, data, stageAt(t), Math.min(1, t), at);
      if (!out) continue;
      update.run(out.order_status, out.payment_status, JSON.stringify(out), at, row.id);
      moved++;
    }
    return moved;
  })();
}

/** Test hook: puts an order in a given stage (and its courier where that stage begins). */
export function setOrderStage(
  db: DB,
  cat: Catalog,
  now: Date,
  id: number,
  stage: CourierStage,
  share?: number,
): Data | null {
  const at = isoStamp(now);
  return db.transaction(() => {
    const row = db.prepare('SELECT payment_status, data FROM orders WHERE id = ?').get(id) as
      { payment_status: string; data: string } | undefined;
    if (!row) return null;
    const data: Data = { ...(JSON.parse(row.data) as Data), payment_status: row.payment_status };
    const out = advanceOrder(cat, data, stage, share ?? STARTS[stage], at) ?? data;
    db.prepare('UPDATE orders SET order_status = ?, payment_status = ?, data = ?, updated_at = ? WHERE id = ?').run(
      out.order_status,
      out.payment_status,
      JSON.stringify(out),
      at,
      id,
    );
    return out;
  })();
}
