// Whose order a proof of offline payment may go to (platform-api-turn4 §5.3, §5.4). The platform checks
// neither. Here: a customer's own order (by its token), or a guest's own order: the guest id that placed
// it and, when sent, the contact phone it was placed with, the two things order/track asks a guest for
// (request/guest-lookup.ts). The storefront always sends the phone; the platform's own client sends only
// the guest id, which is still enough. The phone rides the query, not the body: a method's own inputs
// fill the body and may have any name, `contact_number` too.
import type { Context } from 'hono';
import type { Owner } from './access.ts';
import type { OrderRecords, OrderRow } from '../services/order-records.ts';
import { normalizePhone } from '../http/people.ts';
import { int, validate } from '../http/validate.ts';

export function proofOrder(
  c: Context,
  records: OrderRecords,
  body: Record<string, unknown>,
  owner: Owner,
): OrderRow | undefined {
  const o = records.owned(int(body.order_id), owner);
  const contact = c.req.query('contact_number');
  if (!o || !owner.isGuest || contact === undefined) return o;
  validate({ contact_number: contact }, { contact_number: 'required|string|max:20' });
  const address = (JSON.parse(o.data) as { delivery_address?: { contact_person_number?: string } | null })
    .delivery_address;
  return address?.contact_person_number === normalizePhone(contact) ? o : undefined;
}
