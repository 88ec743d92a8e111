// Payment requests: a pending payment the local payment page (routes/payment-pages.ts) settles.
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/open.ts';

/** A pending payment for the local payment page (/payment/pay?payment_id=…); its id. */
export function createPaymentRequest(
  db: DB,
  p: { kind: 'order' | 'trip' | 'wallet'; user_id: number | null; order_id: number | null; amount: number; payment_method: string; callback: string | null },
  at: string,
): string {
  const id = randomUUID();
  db.prepare('INSERT INTO payment_requests (id, kind, user_id, order_id, amount, payment_method, callback, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    id, p.kind, p.user_id, p.order_id, p.amount, p.payment_method, p.callback, 'pending', at, at,
  );
  return id;
}
