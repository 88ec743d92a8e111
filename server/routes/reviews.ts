// Item reviews and the review reminder, as the platform's web client (2.3.1) calls them:
// items/reviews/{item_id} (module check), customer/review-reminder and review-reminder-cancel (token);
// stores/reviews (a store's item reviews); and the review writes after delivery: items/reviews/submit and
// delivery-man/reviews/submit (token; rating, comment and up to 3 `attachment[]` images), with the
// courier's reviews at delivery-man/reviews/{id}.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { moduleOf, requireUser } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { int, num, str, validate } from '../http/validate.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { isoStamp } from '../catalog/time.ts';
import { checkImage, storeImage } from '../services/uploads.ts';
import { itemReviews, REVIEW_SUBMITTED, ReviewReminders, ReviewWriter, storeReviews } from '../services/reviews.ts';

const MAX_REVIEW_IMAGES = 3;

/** rating: 0.5 to 5 in steps of 0.5 (the storefront's stars, core §9); comment up to 500 characters. */
function reviewInput(body: Record<string, unknown>) {
  validate(body, {
    order_id: 'required|integer|min:1',
    rating: 'required|numeric|min:0.5|max:5',
    comment: 'required|string|max:500',
  });
  const rating = num(body.rating);
  if (Math.round(rating * 2) !== rating * 2) fail(403, 'rating', 'The rating must be a multiple of 0.5.');
  return { orderId: int(body.order_id), rating, comment: str(body.comment).trim() };
}

async function attachments(deps: Deps, body: Record<string, unknown>): Promise<string[]> {
  const raw = body['attachment[]'] ?? body.attachment;
  const list = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_REVIEW_IMAGES) fail(403, 'attachment', 'Maximum 3 images can be send at a time.');
  const at = isoStamp(deps.now());
  const out: string[] = [];
  for (const v of list) {
    const img = await checkImage('attachment', v);
    if (img) out.push(storeImage(deps.db, img, at));
  }
  return out;
}

export function registerReviews(r: Routes, deps: Deps): void {
  const reminders = new ReviewReminders(deps.db);
  const writer = new ReviewWriter(deps.db, deps.catalog, deps.now);

  // Bare array of the store's item reviews (each with `item_name` and `customer`), newest first.
  r.get('/stores/reviews', (c) => {
    moduleOf(c, deps, 'required');
    const q = c.req.query();
    validate(q, { store_id: 'required|integer|min:1' });
    return send(c, storeReviews(deps.catalog, int(q.store_id)));
  });

  r.post('/items/reviews/submit', async (c) => {
    const u = requireUser(c, deps);
    moduleOf(c, deps, 'optional');
    const body = await readBody(c);
    validate(body, { item_id: 'required|integer|min:1' });
    const base = reviewInput(body);
    writer.submitItem(u, { ...base, itemId: int(body.item_id), attachment: await attachments(deps, body) });
    return send(c, { message: REVIEW_SUBMITTED });
  });

  r.post('/delivery-man/reviews/submit', async (c) => {
    const u = requireUser(c, deps);
    moduleOf(c, deps, 'optional');
    const body = await readBody(c);
    validate(body, { delivery_man_id: 'required|integer|min:1' });
    const base = reviewInput(body);
    writer.submitCourier(u, {
      ...base,
      deliveryManId: int(body.delivery_man_id),
      attachment: await attachments(deps, body),
    });
    return send(c, { message: REVIEW_SUBMITTED });
  });

  r.get('/delivery-man/reviews/:delivery_man_id', (c) => {
    requireUser(c, deps);
    moduleOf(c, deps, 'optional');
    const id = c.req.param('delivery_man_id') ?? '';
    if (!/^\d{1,9}$/.test(id)) fail(404, 'delivery_man', 'Not found');
    return send(c, writer.courierReviews(Number(id)));
  });

  // {total_size, limit, offset, reviews}; without limit and offset every review, limit/offset null.
  r.get('/items/reviews/:item_id', (c) => {
    moduleOf(c, deps, 'required');
    const id = c.req.param('item_id') ?? '';
    const all = /^\d{1,9}$/.test(id) ? itemReviews(deps.catalog, Number(id)) : [];
    const q = c.req.query();
    const paged = q.limit && q.offset;
    const page = paginate(all, paged ? q : {}, paged ? { limit: 50, offset: 1 } : { limit: null, offset: null });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, reviews: page.rows });
  });

  r.get('/customer/review-reminder', (c) => {
    const u = requireUser(c, deps);
    moduleOf(c, deps, 'optional');
    return send(c, reminders.next(u.id));
  });

  // The platform answers the JSON string "success".
  r.get('/customer/review-reminder-cancel', (c) => {
    const u = requireUser(c, deps);
    moduleOf(c, deps, 'optional');
    const q = c.req.query();
    validate(q, { order_id: 'required|integer|min:1' });
    reminders.cancel(u.id, Number(q.order_id));
    return send(c, 'success');
  });
}
