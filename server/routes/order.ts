// customer/order place, list, running-orders, details, track, cancel, payment-method, and the public
// reason lists (platform-api §3.7, more §10). Order items come from the server cart (owner + moduleId
// header); the posted `cart` is used only with is_buy_now=1. The answer spells `total_ammount` (sic).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { orderPlacement } from '../handlers/order-place.ts';
import { ApiError, fail } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { ownerOf, requireUser, type Owner } from '../request/access.ts';
import { lookupOf, NOT_THE_OWNER } from '../request/guest-lookup.ts';
import { checkImage, storeImage } from '../services/uploads.ts';
import { paginate } from '../http/paging.ts';
import { int, str, validate } from '../http/validate.ts';
import { tracksStock } from '../services/cart.ts';
import { COD_LIMIT_MESSAGE } from '../services/orders.ts';
import { orderLines, orderOut } from '../services/order-view.ts';
import { courierRating } from '../services/courier.ts';
import { paidOn, refundOnCancel } from '../services/refunds.ts';
import { pivot } from '../format/zone.ts';
import { OrderRecords, type OrderRow } from '../services/order-records.ts';
import { formatStore } from '../format/store.ts';
import { viewOf } from '../format/view.ts';
import { isoStamp } from '../catalog/time.ts';
import { normalizePhone } from '../http/people.ts';
import { couponStillAllowed } from '../services/coupons.ts';
import { COUPON_LIMIT } from '../services/payments.ts';
import { StockWriter } from '../services/stock.ts';

const PAST = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed'];

/** The stored order object with the live status columns. */
const orderData = (o: OrderRow): Record<string, unknown> => ({ ...(JSON.parse(o.data) as Record<string, unknown>), order_status: o.order_status, payment_status: o.payment_status });

export function registerOrder(r: Routes, deps: Deps): void {
  r.post('/customer/order/place', orderPlacement(deps));
  registerOrderReads(r, deps);
  registerOrderChanges(r, deps);
}

/** list, running-orders, details and track. */
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
      orders: page.rows.map((o) => ({ ...orderData(o), ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, view), rated), details_count: records.lineCount(o.id) })),
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
      return send(c, { ...orderOut(catalog, orderData(o), (s) => formatStore(catalog, s, viewOf(c, deps.now())), rated), details_count: 0 });
    if (!lines.length) fail(404, 'order', 'Not found');
    return send(
      c,
      lines.map((l, i) => (i === 0 ? { ...l, is_guest: o.is_guest } : l)),
    );
  });

  r.get('/customer/order/track', (c) => {
    const q = c.req.query();
    const { byContact, owner } = lookupOf(c, deps, q);
    validate(q, { order_id: 'required|integer|min:1', contact_number: owner.isGuest ? 'required|string|max:20' : 'string|max:20' });
    const o = records.byId(int(q.order_id));
    const data = o ? orderData(o) : null;
    const addr = data?.delivery_address as { contact_person_number?: string } | null | undefined;
    // A guest's order is found from any device by its number and contact phone (request/guest-lookup.ts).
    const isOwner = Boolean(o && o.owner_id === owner.id && o.is_guest === (owner.isGuest ? 1 : 0));
    const found = byContact ? o?.is_guest === 1 && addr?.contact_person_number === normalizePhone(q.contact_number) : isOwner;
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
}

/** cancel, payment-method, the reason lists, refund-request and most-tips. */
function registerOrderChanges(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const records = new OrderRecords(db);
  const stock = new StockWriter(db, catalog);

  async function cancel(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1', reason: 'required|string|max:255' });
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(403, 'order', 'Not found');
    if (!['pending', 'failed', 'canceled'].includes(o.order_status)) fail(403, 'order', 'You can not cancel after confirm');
    const at = isoStamp(deps.now());
    records.transaction(() => {
      if (o.order_status !== 'canceled') {
        const lines = orderLines(db, o.id) as unknown as Parameters<StockWriter['giveBack']>[0];
        stock.giveBack(lines, (it) => tracksStock(deps.config(), catalog.moduleById.get(it.module_id)!.module_type));
        const stored = JSON.parse(o.data) as Record<string, unknown> & { order_amount: number; partially_paid_amount?: number };
        const refund = refundOnCancel(db, deps.config(), deps.now(), {
          id: o.id,
          ownerId: o.owner_id,
          isGuest: o.is_guest === 1,
          amount: paidOn({ ...stored, payment_status: o.payment_status }),
          type: 'order_refund',
          note: str(body.reason),
        });
        if (refund?.refund_status === 'refunded') records.setPaymentStatus(o.id, 'refunded');
        const data = { ...stored, canceled: at, cancellation_reason: str(body.reason), canceled_by: 'customer', ...(refund ? { refund } : {}) };
        records.markCanceled(o.id, data, at);
      }
    });
    return send(c, { message: 'Order canceled successfully' });
  }
  r.put('/customer/order/cancel', cancel);
  r.post('/customer/order/cancel', cancel); // HTML forms / the web client send POST with _method=put

  async function paymentMethod(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1' });
    if (!deps.config().cash_on_delivery) fail(403, 'cod', 'Cash on delivery is not available');
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(404, 'order', 'Not found');
    const stored = JSON.parse(o.data) as Record<string, unknown> & { order_amount: number; zone_id: number; module_id: number };
    // The rules of placing a cash order hold when switching to one: the zone takes cash, up to its limit.
    const zone = catalog.zoneById.get(stored.zone_id);
    if (zone?.cash_on_delivery === 0) fail(403, 'cod', 'Cash on delivery is not available');
    const limit = zone ? pivot(zone, stored.module_id).maximum_cod_order_amount : 0;
    if (limit > 0 && Math.round(stored.order_amount * 100) > Math.round(limit * 100)) fail(403, 'order_amount', COD_LIMIT_MESSAGE);
    // A cancelled or delivered order is never revived (its stock was given back once already).
    const data = { ...stored, payment_method: 'cash_on_delivery', order_status: 'pending' };
    records.transaction(() => {
      // The coupon's limit is checked again with the switch: the order's use must still fit beside the others.
      if (!couponStillAllowed(db, catalog, records.byId(o.id) ?? o)) fail(406, 'coupon', COUPON_LIMIT);
      if (!records.switchToCashOnDelivery(o.id, data, isoStamp(deps.now()))) fail(403, 'order', 'Only a failed or unpaid digital payment order can switch to cash on delivery');
    });
    return send(c, { message: 'Payment method updated successfully' });
  }
  r.put('/customer/order/payment-method', paymentMethod);
  r.post('/customer/order/payment-method', paymentMethod);

  const REASONS = ['Changed my mind', 'Ordered by mistake', 'Delivery is taking too long', 'Found a better price'];
  r.get('/customer/order/cancellation-reasons', (c) => {
    const q = c.req.query();
    const rows = REASONS.map((reason, i) => ({
      id: i + 1,
      reason,
      user_type: 'customer',
      status: 1,
      created_at: isoStamp(new Date(Date.UTC(2024, 0, 1))),
      updated_at: isoStamp(new Date(Date.UTC(2024, 0, 1))),
    }));
    const page = paginate(rows, q, { limit: 25, offset: 1 });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, data: page.rows });
  });
  r.get('/customer/order/refund-reasons', (c) =>
    send(c, { refund_reasons: ['Item damaged', 'Wrong item delivered', 'Missing items'].map((reason, i) => ({ id: i + 1, reason, status: 1, created_at: null, updated_at: null })) }),
  );
  // Issue 14 (orders helper): the refund request of a delivered, paid order (more §10). Images follow the
  // upload rules of acc §5 (services/uploads.ts); at most 3 are kept.
  r.post('/customer/order/refund-request', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, { order_id: 'required|integer|min:1', customer_reason: 'required|string|max:254', customer_note: 'string|max:1000', refund_method: 'string|max:50' });
    if (!deps.config().refund_active_status) fail(403, 'order', 'Refund is not available');
    const o = records.owned(int(body.order_id), { id: u.id, isGuest: false });
    if (!o) fail(403, 'order', 'Not found');
    if (o.order_status !== 'delivered' || o.payment_status !== 'paid') fail(403, 'order', 'You can request a refund only for a delivered and paid order');
    const raw = body['image[]'] ?? body.image;
    const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).slice(0, 3);
    const images: Array<Awaited<ReturnType<typeof checkImage>>> = [];
    for (const f of files) images.push(await checkImage('image', f));
    const at = isoStamp(deps.now());
    records.transaction(() => {
      const names = images.flatMap((img) => (img ? [storeImage(db, img, at)] : []));
      const data = { ...JSON.parse(o.data), refund_requested: at, refund_customer_note: body.customer_note ?? null, refund_reason: str(body.customer_reason), refund_images: names };
      records.markRefundRequested(o.id, data, at);
    });
    return send(c, { message: 'Refund request placed successfully' });
  });

  r.get('/most-tips', (c) => {
    return send(c, { most_tips_amount: records.mostTips() });
  });
}
