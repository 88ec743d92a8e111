// Item reviews and the "rate your last order" reminder (the platform web client's items/reviews/{id},
// customer/review-reminder and review-reminder-cancel). Reviews live in the in-memory catalogue; the
// reminder reads the caller's orders, whose `is_reviewed` / `is_review_canceled` flags stand in for
// the platform's order-reference columns.
import type { DB } from '../db/open.ts';
import type { Catalog, Review } from '../catalog/catalog.ts';

/** A review as items/reviews/{id} sends it: active only, `attachment` decoded, plus the item's name. */
export function itemReviews(cat: Catalog, itemId: number) {
  const item = cat.itemById.get(itemId);
  return (cat.reviewsByItem.get(itemId) ?? [])
    .filter((r) => r.status === 1)
    .map((r: Review) => ({
      ...r,
      attachment: decodeList(r.attachment),
      item_name: item?.name ?? null,
      customer: { image: null, ...r.customer },
    }));
}

function decodeList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  try {
    const v = JSON.parse(String(raw ?? '[]')) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export class ReviewReminders {
  private readonly latest;
  private readonly lines;
  private readonly flag;

  constructor(db: DB) {
    // The newest delivered order of a signed-in customer that was neither reviewed nor dismissed.
    this.latest = db.prepare<[number], { id: number }>(
      `SELECT id FROM orders WHERE owner_id = ? AND is_guest = 0 AND order_status = 'delivered'
         AND coalesce(json_extract(data, '$.is_reviewed'), 0) = 0 AND coalesce(json_extract(data, '$.is_review_canceled'), 0) = 0
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    this.lines = db.prepare<[number], { image: string | null; image_full_url: string | null }>(
      `SELECT json_extract(data, '$.item_details.image') AS image, json_extract(data, '$.item_details.image_full_url') AS image_full_url
       FROM order_details WHERE order_id = ? ORDER BY id`,
    );
    this.flag = db.prepare<[number, number]>(
      `UPDATE orders SET data = json_set(data, '$.is_review_canceled', 1) WHERE id = ? AND owner_id = ? AND is_guest = 0`,
    );
  }

  /** `{order_id, images}`: the order to rate and its items' image file names (null and [] when none). */
  next(userId: number) {
    const order = this.latest.get(userId);
    const lines = order ? this.lines.all(order.id).filter((l) => l.image) : [];
    return {
      order_id: order?.id ?? null,
      images: lines.map((l) => l.image as string),
      images_full_url: lines.map((l) => l.image_full_url),
    };
  }

  /** Dismisses the reminder for one of the caller's own orders (another customer's order is left alone). */
  cancel(userId: number, orderId: number): void {
    this.flag.run(orderId, userId);
  }
}
