// Payment requests: a pending payment the local payment page (routes/payment-pages.ts) settles.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { isoStamp } from '../catalog/time.ts';
import { WALLET_BONUSES, walletEntry } from './wallet.ts';

/** A pending payment for the local payment page (/payment/pay?payment_id=…); its id. */
export function createPaymentRequest(
  db: DB,
  p: {
    kind: 'order' | 'trip' | 'wallet' | 'add_fund';
    user_id: number | null;
    order_id: number | null;
    amount: number;
    payment_method: string;
    callback: string | null;
  },
  at: string,
): string {
  const id = randomUUID();
  db.prepare(
    'INSERT INTO payment_requests (id, kind, user_id, order_id, amount, payment_method, callback, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, p.kind, p.user_id, p.order_id, p.amount, p.payment_method, p.callback, 'pending', at, at);
  return id;
}

export interface PaymentRow {
  // order_id holds the order id, or the trip id when kind is 'trip'
  id: string;
  kind: 'add_fund' | 'order' | 'trip';
  user_id: number | null;
  order_id: number | null;
  amount: number;
  payment_method: string;
  callback: string | null;
  status: string;
}

export const findPaymentRequest = (db: DB, id: string) =>
  db.prepare('SELECT * FROM payment_requests WHERE id = ?').get(id) as PaymentRow | undefined;

/**
 * Completes a payment request as the customer decided on the payment page: paid (the top-up credited with
 * its bonus, the order or trip marked paid) or failed (a pending order marked failed). Checked and written
 * in one synchronous transaction: a payment completes once, and only while its order or trip can still be
 * paid (not paid by another request, cancelled or switched to cash since). Answers why not, or null.
 */
export function settlePayment(
  db: DB,
  now: Date,
  p: PaymentRow,
  success: boolean,
  couponAllowed: (o: PayableOrder) => boolean = () => true,
): string | null {
  let refusal: string | null = null;
  db.transaction(() => {
    if (findPaymentRequest(db, p.id)?.status !== 'pending') return;
    const order = p.kind === 'order' && p.order_id ? findOrder(db, p.order_id) : undefined;
    refusal =
      p.kind === 'trip' && p.order_id
        ? tripUnpayable(db, p.order_id)
        : order
          ? orderUnpayable(order)
          : p.kind === 'order'
            ? 'This order no longer exists.'
            : null;
    // A new payment of an order re-checks its coupon's limit here, with the write.
    if (!refusal && success && order && !couponAllowed(order)) refusal = COUPON_LIMIT;
    const ok = success && !refusal;
    db.prepare('UPDATE payment_requests SET status = ?, updated_at = ? WHERE id = ?').run(
      ok ? 'paid' : 'failed',
      isoStamp(now),
      p.id,
    );
    if (refusal) return;
    if (p.kind === 'trip' && p.order_id) {
      if (ok)
        db.prepare("UPDATE trips SET payment_status = 'paid', updated_at = ? WHERE id = ?").run(
          isoStamp(now),
          p.order_id,
        );
      return;
    }
    if (!ok) {
      if (p.kind === 'order' && p.order_id)
        db.prepare(
          "UPDATE orders SET order_status = 'failed', updated_at = ? WHERE id = ? AND order_status = 'pending' AND payment_status != 'paid'",
        ).run(isoStamp(now), p.order_id);
      return;
    }
    if (p.kind === 'add_fund' && p.user_id) {
      const bonus = WALLET_BONUSES.find((b) => b.status === 1 && p.amount >= b.minimum_add_amount);
      const extra = bonus
        ? Math.min(
            bonus.maximum_bonus_amount,
            bonus.bonus_type === 'percentage' ? (p.amount * bonus.bonus_amount) / 100 : bonus.bonus_amount,
          )
        : 0;
      walletEntry(db, now, p.user_id, {
        credit: p.amount,
        bonus: Math.round(extra * 100) / 100,
        type: 'add_fund',
        reference: p.payment_method,
      });
    }
    if (p.kind === 'order' && p.order_id)
      db.prepare(
        "UPDATE orders SET payment_status = 'paid', order_status = CASE WHEN order_status = 'failed' THEN 'pending' ELSE order_status END, updated_at = ? WHERE id = ?",
      ).run(isoStamp(now), p.order_id);
  })();
  return refusal;
}

export const COUPON_LIMIT = 'Coupon usage limit over';

export interface PayableOrder {
  id: number;
  coupon_code: string | null;
  owner_id: number;
  is_guest: number;
  order_amount: number;
  order_status: string;
  payment_status: string;
  payment_method: string;
  data: string;
}

export const findOrder = (db: DB, id: number) =>
  db
    .prepare(
      'SELECT id, owner_id, is_guest, coupon_code, order_amount, order_status, payment_status, payment_method, data FROM orders WHERE id = ?',
    )
    .get(id) as PayableOrder | undefined;

/** Why this order cannot take a digital payment now, or null: paid, cancelled, delivered or refunded
 *  orders, and one whose payment method was switched away from digital (e.g. failed, then cash). */
export function orderUnpayable(o: PayableOrder): string | null {
  if (o.payment_status === 'paid') return 'This order is already paid.';
  if (o.payment_method !== 'digital_payment') return 'This order is not paid online.';
  if (o.order_status !== 'pending' && o.order_status !== 'failed') return 'This order can no longer be paid.';
  return null;
}

/** Why this trip cannot be paid now, or null. */
export function tripUnpayable(db: DB, tripId: number): string | null {
  const t = db.prepare('SELECT trip_status, payment_status FROM trips WHERE id = ?').get(tripId) as
    { trip_status: string; payment_status: string } | undefined;
  if (!t) return 'This trip no longer exists.';
  if (t.payment_status === 'paid') return 'This trip is already paid.';
  if (t.trip_status === 'canceled' || t.trip_status === 'completed') return 'This trip can no longer be paid.';
  return null;
}

/**
 * A payment reference: the proof /payment-mobile asks of a browser navigation (which carries no token).
 * Random (192 bits), tied to one order, and used once: it is a payment request row in the state `issued`
 * that opening the page turns `pending`. It is handed only to the caller who placed the order, and again,
 * on the way back from a failed payment, to the caller who held the last one. Call it inside the
 * transaction that writes the order, so an order never exists without its reference's owner knowing it.
 */
export function issuePaymentReference(
  db: DB,
  o: { orderId: number; userId: number | null; amount: number },
  at: string,
): string {
  const id = randomBytes(24).toString('base64url');
  db.prepare(
    "INSERT INTO payment_requests (id, kind, user_id, order_id, amount, payment_method, callback, status, created_at, updated_at) VALUES (?, 'order', ?, ?, ?, 'digital_payment', NULL, 'issued', ?, ?)",
  ).run(id, o.userId, o.orderId, o.amount, at, at);
  return id;
}

/**
 * Spends an order's payment reference: the issued row becomes the pending payment the page shows, with the
 * amount, method and callback of this navigation. False when the reference is unknown, another order's,
 * or already spent (a second navigation with it is a stranger's).
 */
export function spendPaymentReference(
  db: DB,
  ref: string,
  orderId: number,
  p: { amount: number; payment_method: string; callback: string | null },
  at: string,
): boolean {
  if (!/^[A-Za-z0-9_-]{32}$/.test(ref)) return false;
  return (
    db
      .prepare(
        "UPDATE payment_requests SET status = 'pending', amount = ?, payment_method = ?, callback = ?, updated_at = ? WHERE id = ? AND kind = 'order' AND order_id = ? AND status = 'issued'",
      )
      .run(p.amount, p.payment_method, p.callback, at, ref, orderId).changes === 1
  );
}

/**
 * Whether the caller of /payment-mobile (a browser navigation) may open this order's page without a
 * payment reference: a signed-in owner's bearer token, or for a guest's order the guest id (random, 2^52
 * and up: the guest's own credential, which reads the guest's orders anyway). The phone and the sequential
 * customer id prove nothing: anyone may know them.
 */
export function callerOwnsOrder(
  o: PayableOrder,
  caller: { userId: number | null; customerId: string | undefined; contactNumber: string | undefined },
): boolean {
  if (!o.is_guest) return caller.userId === o.owner_id;
  if ((caller.customerId ?? '').trim() !== String(o.owner_id)) return false;
  if (caller.contactNumber === undefined) return true;
  // A contact number sent along must still be the order's.
  const data = JSON.parse(o.data) as { delivery_address?: { contact_person_number?: string } | null };
  const given = digits(caller.contactNumber);
  return given.length >= 6 && digits(data.delivery_address?.contact_person_number) === given;
}

const digits = (p: unknown) => String(p ?? '').replace(/\D/g, '');
