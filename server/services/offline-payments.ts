// Offline payment methods (bank transfer, mobile wallet…): seeded into the settings table, answered by
// offline_payment_method_list as the platform does (active methods, or null when there are none).
import type { DB } from '../db/open.ts';

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
  const row = db.prepare("SELECT value FROM settings WHERE key = 'offline_payment_methods'").get() as { value: string } | undefined;
  const all = row ? (JSON.parse(row.value) as OfflinePaymentMethod[]) : [];
  const active = all.filter((m) => m.status === 1);
  return active.length ? active : null;
}
