import type { Owner } from '../request/access.ts';
import { str } from '../http/validate.ts';
import { normalizePhone } from '../http/people.ts';

/**
 * The address an order is delivered to (a parcel's sender), from the posted fields; a signed-in customer's
 * name, phone and e-mail stand in for the contact fields left out (api §3.7).
 */
export function deliveryAddressOf(body: Record<string, unknown>, owner: Owner) {
  const name = given(body.contact_person_name);
  const phone = given(body.contact_person_number);
  return {
    contact_person_name: name || `${owner.user?.f_name ?? ''} ${owner.user?.l_name ?? ''}`.trim(),
    contact_person_number: normalizePhone(phone || owner.user?.phone || ''),
    contact_person_email: body.contact_person_email ?? owner.user?.email ?? null,
    address_type: str(body.address_type) || 'others',
    address: str(body.address),
    latitude: str(body.latitude),
    longitude: str(body.longitude),
    floor: body.floor ?? null,
    road: body.road ?? null,
    house: body.house ?? null,
  };
}

/**
 * A contact field as sent, or '' when it is missing. The platform's web client appends its guest contact to the
 * prescription form even for a signed-in customer, so FormData writes the words "undefined" (and "null"): the
 * platform stores them as the order's contact ("undefined", "+undefined" here); the account's own stand in.
 */
function given(v: unknown): string {
  const s = str(v).trim();
  return s === 'undefined' || s === 'null' ? '' : s;
}
