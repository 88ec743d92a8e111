import { api } from '../api';
import { unwrap } from '../client';
import { formBody } from '../formBody';
import { placeOrderBody } from '../reshape/placeOrderBody';

/**
 * api §3.7 order/place (the cart's order, or a parcel's): JSON, or multipart with `order_attachment[]` when
 * prescription images go along. The body is the flow's own (the domain builds it), read into the contract's
 * request (src/api/reshape/placeOrderBody.ts); the guest id is the client's.
 */
export function placeOrderCall(
  fields: Record<string, unknown>,
  headers: Record<string, string>,
  attachments: ReadonlyArray<unknown> = [],
) {
  const body = placeOrderBody(fields);
  if (!attachments.length) return unwrap(api.POST('/api/v1/customer/order/place', { body, headers }));
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, String(v));
  for (const f of attachments) form.append('order_attachment[]', f as Blob);
  return unwrap(api.POST('/api/v1/customer/order/place', { ...formBody(form), headers }));
}
