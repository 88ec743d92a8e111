// The store's and the business's side of two customer flows, for the demo (there is no admin panel here):
//   POST /store-desk/order/{id}/price {order_amount}          a prescription order's total, set by the store;
//                                                              the order is confirmed and moves on from there
//   POST /store-desk/order/{id}/offline-payment {status, admin_note?}
//                                                              the business verifies or denies a payment proof
// Served like the outbox (routes/outbox.ts): to a direct peer on this machine only, or with test hooks on.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { isDirectLoopback } from '../http/client.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { num, present, str, validate } from '../http/validate.ts';
import { OrderRecords } from '../services/order-records.ts';
import { isoStamp } from '../catalog/time.ts';
import { cents, digitsOf, fromCents } from '../services/pricing.ts';
import { judgeOfflineProof, pricePrescriptionOrder, type OfflineProof } from '../services/offline-payments.ts';

export function registerStoreDesk(root: Routes, deps: Deps, testHooks: boolean): void {
  const records = new OrderRecords(deps.db);
  const allowed = (c: Context) => testHooks || isDirectLoopback(c);

  function orderFor(c: Context) {
    if (!allowed(c)) fail(403, 'store_desk', 'The store desk answers on this machine only');
    const o = records.byId(Number(c.req.param('id')));
    if (!o) fail(404, 'order', 'Not found');
    return { o, data: JSON.parse(o.data) as Record<string, unknown> };
  }
  const body = async (c: Context) => ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>;

  root.post('/store-desk/order/:id/price', async (c) => {
    const { o, data } = orderFor(c);
    const b = await body(c);
    validate(b, { order_amount: 'required|numeric|min:0|max:1000000' });
    if (!data.prescription_order || o.order_status !== 'pending')
      fail(403, 'order', 'Only a pending prescription order takes a price');
    const d = digitsOf(deps.config());
    // The store's figure is the medicine; delivery, tip and charges stay what the server priced at placing.
    const extras = cents(Number(data.order_amount), d);
    const total = fromCents(cents(num(b.order_amount), d) + extras, d);
    const at = isoStamp(deps.now());
    const next = {
      ...data,
      order_amount: total,
      prescription_price: num(b.order_amount),
      order_status: 'confirmed',
      confirmed: at,
      updated_at: at,
    };
    pricePrescriptionOrder(deps.db, o.id, total, next, at);
    return send(c, { order_id: o.id, order_amount: total, order_status: 'confirmed' });
  });

  root.post('/store-desk/order/:id/offline-payment', async (c) => {
    const { o, data } = orderFor(c);
    const b = await body(c);
    validate(b, { status: 'required|in:verified,denied', admin_note: 'string|max:1000' });
    const proof = data.offline_payment as OfflineProof | undefined;
    if (!proof) fail(404, 'order', 'No offline payment for this order yet');
    const status = str(b.status) as 'verified' | 'denied';
    const at = isoStamp(deps.now());
    const next = {
      ...data,
      offline_payment: {
        ...proof,
        data: { ...proof.data, status, admin_note: present(b.admin_note) ? str(b.admin_note) : null },
      },
      updated_at: at,
    };
    judgeOfflineProof(deps.db, o.id, status === 'verified' ? 'paid' : o.payment_status, next, at);
    return send(c, { order_id: o.id, status });
  });
}
