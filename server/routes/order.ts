// customer/order place, list, running-orders, details and track (platform-api §3.7, more §10); cancel,
// payment-method, refund-request and the reason lists are in order-changes.ts. Order items come from the server cart (owner + moduleId
// header); the posted `cart` is used only with is_buy_now=1. The answer spells `total_ammount` (sic).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { orderPlacement } from '../handlers/order-place.ts';
import { ApiError, fail } from '../http/errors.ts';
import { ownerOf, type Owner } from '../request/access.ts';
import { lookupOf, NOT_THE_OWNER } from '../request/guest-lookup.ts';
import { paginate } from '../http/paging.ts';
import { int, validate } from '../http/validate.ts';
import { orderLines, orderOut } from '../services/order-view.ts';
import { courierRating } from '../services/courier.ts';
import { OrderRecords, type OrderRow } from '../services/order-records.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { normalizePhone } from '../http/people.ts';

const PAST = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed'];

/** The stored order object with the live status columns. */
const orderData = (o: OrderRow): Record<string, unknown> => ({
  ...(JSON.parse(o.data) as Record<string, unknown>),
  order_status: o.order_status,
  payment_status: o.payment_status,
});

export function registerOrder(r: Routes, deps: Deps): void {
  r.post('/customer/order/place', orderPlacement(deps));
  registerOrderReads(r, deps);
}

/** list, running-orders, details, track and most-tips. */
function registerOrderReads(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const records = new OrderRecords(db);
  // The courier's rating follows the customers' reviews of them.
  const rated = (deliveryManId: number) => courierRating(db, deliveryManId);

  function orders(c: Context, owner: Owner, statuses: string[], include: boolean) {
    const q = c.req.query();
    validate(q, { limit: 'required|integer|min:1|max:1000', offset: 'required|integer|min:1' });
    const rows = records.list(owner);
    const list = rows.filter((o) => statuses.includes(o.order_status) === include);
    const page = paginate(list, q);
    const view = viewOf(c, deps.now());
    return send(c, {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      orders: page.rows.map((o) => ({
        ...orderData(o),
        ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, view), rated),
        details_count: records.lineCount(o.id),
      })),
    });
  }

  r.get('/customer/order/list', (c) => orders(c, ownerOf(c, deps, c.req.query()), PAST, true));
  r.get('/customer/order/running-orders', (c) => orders(c, ownerOf(c, deps, c.req.query()), PAST, false));

  /** Finds an order: unknown id → framework 404; someone else's order → 404 code order. (The platform
   *  does not check a guest's orders against guest_id; we do, so guests cannot read other orders.) */
  function findOrder(owner: Owner, id: number): OrderRow {
    const o = records.byId(id);
    if (!o) throw new ApiError(404, { message: `No query results for model [App\\Models\\Order] ${id}` });
    if (o.owner_id !== owner.id || o.is_guest !== (owner.isGuest ? 1 : 0)) fail(404, 'order', 'Not found');
    return o;
  }

  r.get('/customer/order/details', (c) => {
    const q = c.req.query();
    const owner = ownerOf(c, deps, q);
    validate(q, { order_id: 'required|integer|min:1' });
    const o = findOrder(owner, int(q.order_id));
    const lines = orderLines(db, o.id);
    // A parcel order has no lines: the platform answers with the Order object itself.
    // A prescription order has none either until the store fills it (handlers/prescription-place.ts).
    if (!lines.length && (orderData(o).order_type === 'parcel' || orderData(o).prescription_order))
      return send(c, {
        ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, viewOf(c, deps.now())), rated),
        details_count: 0,
      });
    if (!lines.length) fail(404, 'order', 'Not found');
    return send(
      c,
      lines.map((l, i) => (i === 0 ? { ...l, is_guest: o.is_guest } : l)),
    );
  });

  r.get('/customer/order/track', (c) => {
    const q = c.req.query();
    const { byContact, owner } = lookupOf(c, deps, q);
    validate(q, {
      order_id: 'required|integer|min:1',
      contact_number: owner.isGuest ? 'required|string|max:20' : 'string|max:20',
    });
    const o = records.byId(int(q.order_id));
    const data = o ? orderData(o) : null;
    const addr = data?.delivery_address as { contact_person_number?: string } | null | undefined;
    // A guest's order is found from any device by its number and contact phone (request/guest-lookup.ts).
    const isOwner = Boolean(o && o.owner_id === owner.id && o.is_guest === (owner.isGuest ? 1 : 0));
    const found = byContact
      ? o?.is_guest === 1 && addr?.contact_person_number === normalizePhone(q.contact_number)
      : isOwner;
    if (!o || !data || !found) fail(404, 'order', 'Not found');
    const store = catalog.storeById.get(Number(data.store_id));
    const [min, max] = (store?.delivery_time.match(/\d+/g) ?? ['30', '40']).map(Number);
    return send(c, {
      ...orderOut(catalog, data, (s) => formatStore(catalog, s, viewOf(c, deps.now())), rated),
      details_count: orderLines(db, o.id).length,
      payments: Array.isArray(data.payments) ? data.payments : [],
      min_delivery_time: min,
      max_delivery_time: max,
      offline_payment: data.offline_payment ?? null,
      ...(isOwner ? {} : NOT_THE_OWNER),
    });
  });

  r.get('/most-tips', (c) => {
    return send(c, { most_tips_amount: records.mostTips() });
  });
}
