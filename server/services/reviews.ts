// Item reviews and the "rate your last order" reminder (the platform web client's items/reviews/{id},
// customer/review-reminder and review-reminder-cancel). Reviews live in the in-memory catalogue; the
// reminder reads the caller's orders, whose `is_reviewed` / `is_review_canceled` flags stand in for
// the platform's order-reference columns.
import type { DB } from '../db/open.ts';
import type { Catalog, Review } from '../catalog/catalog.ts';
import { isoStamp } from '../catalog/time.ts';
import { url } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import type { UserRow } from './users.ts';
import { deliveryManById } from '../catalog/delivery-men.ts';
import { courierRating } from './courier.ts';

const DELIVERED_STATUSES = new Set(['delivered', 'refund_requested', 'refund_request_canceled', 'refunded']);

const newestFirst = (a: { created_at?: unknown; id: number }, b: { created_at?: unknown; id: number }) =>
  String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id;

/**
 * A review as items/reviews/{id} sends it: active only, `attachment` decoded, plus the item's name; newest first,
 * as the platform's store reviews (`latest()`) and the product page show them, so a page of ten is the newest ten.
 * (The platform's item query has no ORDER BY at all, which a paged list cannot rely on.)
 */
export function itemReviews(cat: Catalog, itemId: number) {
  const item = cat.itemById.get(itemId);
  return (cat.reviewsByItem.get(itemId) ?? [])
    .filter((r) => r.status === 1)
    .map((r: Review) => ({
      ...r,
      attachment: decodeList(r.attachment),
      item_name: item?.name ?? null,
      customer: { image: null, ...r.customer },
    }))
    .sort(newestFirst);
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

/** A store's review list (stores/reviews): the active reviews of its items, newest first. */
export function storeReviews(cat: Catalog, storeId: number) {
  return (cat.itemsByStore.get(storeId) ?? []).flatMap((it) => itemReviews(cat, it.id)).sort(newestFirst);
}

export const REVIEW_SUBMITTED = 'Review submitted successfully';
export const ALREADY_REVIEWED = 'You already submitted a review for this order';

interface OrderFacts {
  id: number;
  order_status: string;
  data: string;
}

/**
 * Review writes (items/reviews/submit, delivery-man/reviews/submit). Only the customer's own delivered order
 * can be reviewed, each item of it once and its courier once; "not yours" and "unknown" answer the same.
 * Item reviews go into the catalogue (table and memory) so item and store review lists and the item's
 * rating show them at once; courier reviews have a table of their own, created here.
 */
export class ReviewWriter {
  private readonly stmts;

  constructor(
    private readonly db: DB,
    private readonly cat: Catalog,
    private readonly now: () => Date,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS delivery_man_reviews (id INTEGER PRIMARY KEY, delivery_man_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL, order_id INTEGER NOT NULL, comment TEXT NOT NULL, rating REAL NOT NULL, attachment TEXT NOT NULL DEFAULT '[]',
      created_at TEXT NOT NULL, UNIQUE (user_id, order_id))`);
    this.stmts = {
      order: db.prepare<[number, number], OrderFacts>(
        'SELECT id, order_status, data FROM orders WHERE id = ? AND owner_id = ? AND is_guest = 0',
      ),
      lineItems: db.prepare<[number], { item_id: number | null }>(
        "SELECT json_extract(data, '$.item_id') AS item_id FROM order_details WHERE order_id = ?",
      ),
      insertReview: db.prepare('INSERT INTO reviews (id, item_id, data) VALUES (?, ?, ?)'),
      maxReview: db.prepare<[], { m: number | null }>('SELECT MAX(id) AS m FROM reviews'),
      reviewed: db.prepare("UPDATE orders SET data = json_set(data, '$.is_reviewed', 1) WHERE id = ?"),
      dmInsert: db.prepare(
        'INSERT INTO delivery_man_reviews (delivery_man_id, user_id, order_id, comment, rating, attachment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      dmExists: db.prepare<[number, number], { id: number }>(
        'SELECT id FROM delivery_man_reviews WHERE user_id = ? AND order_id = ?',
      ),
      dmList: db.prepare<
        [number],
        {
          id: number;
          delivery_man_id: number;
          user_id: number;
          order_id: number;
          comment: string;
          rating: number;
          attachment: string;
          created_at: string;
        }
      >('SELECT * FROM delivery_man_reviews WHERE delivery_man_id = ? ORDER BY id DESC'),
      people: db.prepare<[number], { id: number; f_name: string | null; l_name: string | null; image: string | null }>(
        'SELECT id, f_name, l_name, image FROM users WHERE id = ?',
      ),
    };
  }

  private deliveredOrder(u: UserRow, orderId: number): OrderFacts & { parsed: Record<string, unknown> } {
    const o = this.stmts.order.get(orderId, u.id);
    if (!o) fail(403, 'order_id', 'Order not found');
    // A refund request (open, refused or paid) comes after delivery: the order was delivered all the same.
    if (!DELIVERED_STATUSES.has(o.order_status))
      fail(403, 'order_id', 'You can review an order only after it is delivered');
    return { ...o, parsed: JSON.parse(o.data) as Record<string, unknown> };
  }

  submitItem(
    u: UserRow,
    input: { itemId: number; orderId: number; rating: number; comment: string; attachment: string[] },
  ): void {
    const order = this.deliveredOrder(u, input.orderId);
    const inOrder = this.stmts.lineItems.all(order.id).some((l) => l.item_id === input.itemId);
    const item = this.cat.itemById.get(input.itemId);
    if (!inOrder || !item) fail(403, 'item_id', 'This item is not in the order');
    const list = this.cat.reviewsByItem.get(item.id) ?? [];
    if (list.some((r) => r.user_id === u.id && r.order_id === order.id)) fail(403, 'review', ALREADY_REVIEWED);
    const at = isoStamp(this.now());
    // Seeded reviews have no customer photos, so the Review type reads image_full_url as null; a review
    // written here may carry one.
    const review = {
      id: (this.stmts.maxReview.get()?.m ?? 0) + 1,
      item_id: item.id,
      user_id: u.id,
      comment: input.comment,
      attachment: JSON.stringify(input.attachment.map((f) => url(`/storage/review/${f}`))),
      rating: input.rating,
      order_id: order.id,
      item_campaign_id: null,
      status: 1,
      module_id: item.module_id,
      reply: null,
      created_at: at,
      updated_at: at,
      customer: {
        id: u.id,
        f_name: u.f_name ?? '',
        l_name: u.l_name ?? '',
        image_full_url: u.image ? url(`/storage/profile/${u.image}`) : null,
      },
    } as unknown as Review;
    this.db.transaction(() => {
      this.stmts.insertReview.run(review.id, review.item_id, JSON.stringify(review));
      this.stmts.reviewed.run(order.id);
      // The item's rating takes the new review in (rounded as the platform stores it).
      const count = (item.rating_count ?? 0) + 1;
      item.avg_rating = Math.round((((item.avg_rating ?? 0) * (count - 1) + input.rating) / count) * 100) / 100;
      item.rating_count = count;
      this.cat.saveItem(item);
    })();
    this.cat.reviewsByItem.set(item.id, [...list, review]);
  }

  submitCourier(
    u: UserRow,
    input: { deliveryManId: number; orderId: number; rating: number; comment: string; attachment: string[] },
  ): void {
    const order = this.deliveredOrder(u, input.orderId);
    if (Number(order.parsed.delivery_man_id) !== input.deliveryManId || !deliveryManById.has(input.deliveryManId))
      fail(403, 'delivery_man_id', 'This delivery man did not deliver the order');
    if (this.stmts.dmExists.get(u.id, order.id)) fail(403, 'delivery_man', ALREADY_REVIEWED);
    this.stmts.dmInsert.run(
      input.deliveryManId,
      u.id,
      order.id,
      input.comment,
      input.rating,
      JSON.stringify(input.attachment),
      isoStamp(this.now()),
    );
  }

  /** delivery-man/reviews/{id}: the courier with its rating, and its reviews (each with the customer). */
  courierReviews(deliveryManId: number) {
    const dm = deliveryManById.get(deliveryManId);
    if (!dm) fail(404, 'delivery_man', 'Not found');
    return {
      delivery_man: { ...dm, ...courierRating(this.db, deliveryManId) },
      reviews: this.stmts.dmList.all(deliveryManId).map((r) => {
        const c = this.stmts.people.get(r.user_id);
        return {
          ...r,
          attachment: JSON.parse(r.attachment) as string[],
          customer: c
            ? {
                id: c.id,
                f_name: c.f_name ?? '',
                l_name: c.l_name ?? '',
                image_full_url: c.image ? url(`/storage/profile/${c.image}`) : null,
              }
            : null,
        };
      }),
    };
  }
}
