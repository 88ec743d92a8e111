// Offline payment methods (bank transfer, mobile wallet…): seeded into the settings table, answered by
// offline_payment_method_list as the platform does (active methods, or null when there are none).
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';

export interface OfflinePaymentMethod {
  id: number;
  method_name: string;
  /** Payee details shown to the customer. */
  method_fields: Array<{ input_name: string; input_data: string }>;
  /** Inputs the customer fills in. */
  method_informations: Array<{ customer_input: string; customer_placeholder: string; is_required: 0 | 1 }>;
  status: 0 | 1;
  created_at: string;
  updated_at: string;
}

export function activeOfflineMethods(db: DB): OfflinePaymentMethod[] | null {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'offline_payment_methods'").get() as
    { value: string } | undefined;
  const all = row ? (JSON.parse(row.value) as OfflinePaymentMethod[]) : [];
  const active = all.filter((m) => m.status === 1);
  return active.length ? active : null;
}

/** What customer/order/track answers as `offline_payment` (platform-api-turn4 §5.5), kept in the order's data. */
export interface OfflineProof {
  input: Array<{ user_input: string; user_data: string }>;
  data: {
    status: 'pending' | 'verified' | 'denied';
    method_id: number;
    method_name: string;
    customer_note: string | null;
    admin_note: string | null;
  };
  method_fields: OfflinePaymentMethod['method_fields'];
}

export const OFFLINE_UNAVAILABLE = 'Offline payment for the order not available at this time';

/**
 * The proof a customer sends for a method: each of the method's inputs that was sent, and every required one
 * present (the platform leaves `is_required` to its client; the server refuses a proof that lacks one, with
 * the field's own code).
 */
export function proofFor(
  method: OfflinePaymentMethod,
  body: Record<string, unknown>,
  note: string | null,
): OfflineProof {
  const input: OfflineProof['input'] = [];
  for (const info of method.method_informations) {
    const raw = body[info.customer_input];
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, 255) : '';
    if (!value && info.is_required)
      fail(403, info.customer_input, `The ${info.customer_input.replace(/_/g, ' ')} field is required.`);
    if (value) input.push({ user_input: info.customer_input, user_data: value });
  }
  return {
    input,
    data: {
      status: 'pending',
      method_id: method.id,
      method_name: method.method_name,
      customer_note: note,
      admin_note: null,
    },
    method_fields: method.method_fields,
  };
}

/** Keeps an order's proof (customer/order/offline-payment and -update) in its data. */
export function saveOfflineProof(
  db: DB,
  orderId: number,
  data: Record<string, unknown>,
  proof: OfflineProof,
  at: string,
): void {
  db.prepare('UPDATE orders SET data = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify({ ...data, offline_payment: proof }),
    at,
    orderId,
  );
}

/** The business's verdict on a proof (the demo store desk): a verified proof pays the order. */
export function judgeOfflineProof(
  db: DB,
  orderId: number,
  paymentStatus: string,
  data: Record<string, unknown>,
  at: string,
): void {
  db.prepare('UPDATE orders SET payment_status = ?, data = ?, updated_at = ? WHERE id = ?').run(
    paymentStatus,
    JSON.stringify(data),
    at,
    orderId,
  );
}

/** A prescription order's price, set by the store (the demo store desk): the order is confirmed with it. */
export function pricePrescriptionOrder(
  db: DB,
  orderId: number,
  total: number,
  data: Record<string, unknown>,
  at: string,
): void {
  db.prepare(
    "UPDATE orders SET order_amount = ?, order_status = 'confirmed', data = ?, updated_at = ? WHERE id = ?",
  ).run(total, JSON.stringify(data), at, orderId);
}
