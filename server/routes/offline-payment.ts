// offline_payment_method_list: the active offline payment methods, or null when there are none
// (the platform's answer; no headers or token needed). customer/order/offline-payment and
// offline-payment-update (platform-api-turn4 §5.3, §5.4): the customer's proof of an offline payment, kept
// in the order's data and answered by order/track as `offline_payment` (§5.5). Stricter than the platform,
// which checks neither: the order must be the caller's own, unpaid and paid offline, and the method's
// required inputs must be there (services/offline-payments.ts proofFor).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send, sendRaw } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { input } from '../http/body.ts';
import { int, present, str, validate } from '../http/validate.ts';
import { ownerOf } from '../request/access.ts';
import { proofOrder } from '../request/proof-owner.ts';
import { OrderRecords, type OrderRow } from '../services/order-records.ts';
import {
  activeOfflineMethods,
  OFFLINE_UNAVAILABLE,
  proofFor,
  saveOfflineProof,
  type OfflineProof,
} from '../services/offline-payments.ts';
import { isoStamp } from '../catalog/time.ts';

export function registerOfflinePayment(r: Routes, deps: Deps): void {
  const records = new OrderRecords(deps.db);
  r.get('/offline_payment_method_list', (c) => {
    const methods = activeOfflineMethods(deps.db);
    return methods ? send(c, methods) : sendRaw(c, 'null');
  });

  /** The caller's own unpaid offline-payment order, or the refusal that says why not. */
  async function proofRequest(c: Context) {
    const body = await input(c);
    const owner = ownerOf(c, deps, body);
    if (!Number(deps.config().offline_payment_status)) fail(403, 'offline_payment_status', OFFLINE_UNAVAILABLE);
    validate(body, { order_id: 'required|integer|min:1', customer_note: 'string|max:1000' });
    const o = proofOrder(c, records, body, owner);
    if (!o) fail(403, 'order', 'Not found');
    if (o.payment_status === 'paid') fail(403, 'order', 'This order is already paid');
    const data = JSON.parse(o.data) as Record<string, unknown> & { offline_payment?: OfflineProof | null };
    if (data.payment_method !== 'offline_payment') fail(403, 'order', 'This order is not paid by offline payment');
    if (['canceled', 'failed', 'delivered'].includes(o.order_status))
      fail(403, 'order', 'This order can no longer take a payment');
    if (data.offline_payment?.data.status === 'verified') fail(403, 'order', 'This payment is already verified');
    const note = present(body.customer_note) ? str(body.customer_note) : null;
    return { body, o, data, note };
  }

  const save = (o: OrderRow, data: Record<string, unknown>, proof: OfflineProof) =>
    saveOfflineProof(deps.db, o.id, data, proof, isoStamp(deps.now()));

  // The first proof, or a proof by another method (switching method): the order's record is replaced.
  async function offlinePayment(c: Context) {
    const { body, o, data, note } = await proofRequest(c);
    validate(body, { method_id: 'required|integer|min:1' });
    const method = (activeOfflineMethods(deps.db) ?? []).find((m) => m.id === int(body.method_id));
    if (!method) fail(403, 'method_id', 'The selected method id is invalid.');
    save(o, data, proofFor(method, body, note));
    return send(c, { payment: 'success' });
  }

  // A correction: the stored method's inputs again, back to pending for the business to look at.
  async function offlinePaymentUpdate(c: Context) {
    const { body, o, data, note } = await proofRequest(c);
    const stored = data.offline_payment;
    if (!stored) fail(404, 'order', 'No offline payment for this order yet');
    const method = (activeOfflineMethods(deps.db) ?? []).find((m) => m.id === stored.data.method_id);
    if (!method) fail(403, 'method_id', 'The selected method id is invalid.');
    save(o, data, proofFor(method, body, note ?? stored.data.customer_note));
    return send(c, { payment: 'Payment_Info_Updated_successfully' });
  }

  for (const method of ['put', 'post'] as const) {
    r[method]('/customer/order/offline-payment', offlinePayment);
    r[method]('/customer/order/offline-payment-update', offlinePaymentUpdate);
  }
}
