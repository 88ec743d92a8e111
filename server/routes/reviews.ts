// Item reviews and the review reminder, as the platform's web client (2.3.1) calls them:
// items/reviews/{item_id} (module check), customer/review-reminder and review-reminder-cancel (token).
import type { Deps } from '../http/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { moduleOf, requireUser } from '../http/access.ts';
import { paginate } from '../http/paging.ts';
import { validate } from '../http/validate.ts';
import { itemReviews, ReviewReminders } from '../services/reviews.ts';

export function registerReviews(r: Routes, deps: Deps): void {
  const reminders = new ReviewReminders(deps.db);

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
