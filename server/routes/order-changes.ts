// Changes a customer makes to an order (platform-api §3.7, more §10): cancel (its writes in
// services/order-cancel.ts), the switch of a failed or unpaid digital payment to cash on delivery, the
// refund request of a delivered and paid order, and the public reason lists.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { input, readBody } from '../http/body.ts';
import { ownerOf, requireUser } from '../request/access.ts';
import { checkImage, storeImage } from '../services/uploads.ts';
import { paginate } from '../http/paging.ts';
import { int, str, validate } from '../http/validate.ts';
import { COD_LIMIT_MESSAGE } from '../services/orders.ts';
import { pivot } from '../format/zone.ts';
import { OrderRecords } from '../services/order-records.ts';
import { OrderCancellation } from '../services/order-cancel.ts';
import { isoStamp } from '../catalog/time.ts';
import { couponStillAllowed } from '../services/coupons.ts';
import { COUPON_LIMIT } from '../services/payments.ts';

export function registerOrderChanges(r: Routes, deps: Deps): void {
  const records = new OrderRecords(deps.db);
  registerCancel(r, deps, records);
  registerPaymentSwitch(r, deps, records);
  registerRefundRequest(r, deps, records);
}

/** cancel and the cancellation reasons. */
function registerCancel(r: Routes, deps: Deps, records: OrderRecords): void {
  const cancellation = new OrderCancellation(deps.db, deps.catalog);

  async function cancel(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1', reason: 'required|string|max:255' });
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(403, 'order', 'Not found');
    if (!['pending', 'failed', 'canceled'].includes(o.order_status))
      fail(403, 'order', 'You can not cancel after confirm');
    cancellation.cancel(deps.config(), deps.now(), o, str(body.reason));
    return send(c, { message: 'Order canceled successfully' });
  }
  r.put('/customer/order/cancel', cancel);
  r.post('/customer/order/cancel', cancel); // HTML forms / the web client send POST with _method=put

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
}

/** payment-method: a failed or unpaid digital payment switched to cash on delivery. */
function registerPaymentSwitch(r: Routes, deps: Deps, records: OrderRecords): void {
  const { db, catalog } = deps;

  async function paymentMethod(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    validate(body, { order_id: 'required|integer|min:1' });
    if (!deps.config().cash_on_delivery) fail(403, 'cod', 'Cash on delivery is not available');
    const o = records.owned(int(body.order_id), owner);
    if (!o) fail(404, 'order', 'Not found');
    const stored = JSON.parse(o.data) as Record<string, unknown> & {
      order_amount: number;
      zone_id: number;
      module_id: number;
    };
    // The rules of placing a cash order hold when switching to one: the zone takes cash, up to its limit.
    const zone = catalog.zoneById.get(stored.zone_id);
    if (zone?.cash_on_delivery === 0) fail(403, 'cod', 'Cash on delivery is not available');
    const limit = zone ? pivot(zone, stored.module_id).maximum_cod_order_amount : 0;
    if (limit > 0 && Math.round(stored.order_amount * 100) > Math.round(limit * 100))
      fail(403, 'order_amount', COD_LIMIT_MESSAGE);
    // A cancelled or delivered order is never revived (its stock was given back once already).
    const data = { ...stored, payment_method: 'cash_on_delivery', order_status: 'pending' };
    records.transaction(() => {
      // The coupon's limit is checked again with the switch: the order's use must still fit beside the others.
      if (!couponStillAllowed(db, catalog, records.byId(o.id) ?? o)) fail(406, 'coupon', COUPON_LIMIT);
      if (!records.switchToCashOnDelivery(o.id, data, isoStamp(deps.now())))
        fail(403, 'order', 'Only a failed or unpaid digital payment order can switch to cash on delivery');
    });
    return send(c, { message: 'Payment method updated successfully' });
  }
  r.put('/customer/order/payment-method', paymentMethod);
  r.post('/customer/order/payment-method', paymentMethod);
}

/** The refund reasons and refund-request. */
function registerRefundRequest(r: Routes, deps: Deps, records: OrderRecords): void {
  const { db } = deps;

  r.get('/customer/order/refund-reasons', (c) =>
    send(c, {
      refund_reasons: ['Item damaged', 'Wrong item delivered', 'Missing items'].map((reason, i) => ({
        id: i + 1,
        reason,
        status: 1,
        created_at: null,
        updated_at: null,
      })),
    }),
  );
  // Issue 14 (orders helper): the refund request of a delivered, paid order (more §10). Images follow the
  // upload rules of acc §5 (services/uploads.ts); at most 3 are kept.
  r.post('/customer/order/refund-request', async (c) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, {
      order_id: 'required|integer|min:1',
      customer_reason: 'required|string|max:254',
      customer_note: 'string|max:1000',
      refund_method: 'string|max:50',
    });
    if (!deps.config().refund_active_status) fail(403, 'order', 'Refund is not available');
    const o = records.owned(int(body.order_id), { id: u.id, isGuest: false });
    if (!o) fail(403, 'order', 'Not found');
    if (o.order_status !== 'delivered' || o.payment_status !== 'paid')
      fail(403, 'order', 'You can request a refund only for a delivered and paid order');
    const raw = body['image[]'] ?? body.image;
    const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).slice(0, 3);
    const images: Array<Awaited<ReturnType<typeof checkImage>>> = [];
    for (const f of files) images.push(await checkImage('image', f));
    const at = isoStamp(deps.now());
    records.transaction(() => {
      const names = images.flatMap((img) => (img ? [storeImage(db, img, at)] : []));
      const data = {
        ...JSON.parse(o.data),
        refund_requested: at,
        refund_customer_note: body.customer_note ?? null,
        refund_reason: str(body.customer_reason),
        refund_images: names,
      };
      records.markRefundRequested(o.id, data, at);
    });
    return send(c, { message: 'Refund request placed successfully' });
  });
}
