import { api } from '../api';
import { unwrap } from '../client';
import { formBody } from '../formBody';

/**
 * platform-api-turn4 §5.1 prescription/place: multipart, the fields and one `order_attachment[]` per image.
 * Loaded with the prescription page only (not with any first load, docs/budgets.md).
 */
export function placePrescriptionCall(
  fields: Record<string, string>,
  files: ReadonlyArray<Blob>,
  headers: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('order_attachment[]', f);
  return unwrap(api.POST('/api/v1/customer/order/prescription/place', { ...formBody(form), headers }));
}
