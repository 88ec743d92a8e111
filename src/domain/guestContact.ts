import { digitsOf, PHONE_MIN_DIGITS } from './addressForm';
import type { DeliveryAddress, GuestContact } from './addressTypes';

// ---- Guest contact (acc §3, §5: name, phone and e-mail all required) and the guest's device copy ----

export type GuestContactErrorId = 'nameMissing' | 'phoneMissing' | 'phoneShort' | 'emailMissing' | 'emailInvalid';
export type GuestContactErrors = Partial<Record<keyof GuestContact, GuestContactErrorId>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestContactErrors(c: GuestContact): GuestContactErrors {
  const errors: GuestContactErrors = {};
  if (!c.contact_person_name.trim()) errors.contact_person_name = 'nameMissing';
  if (!c.contact_person_number.trim()) errors.contact_person_number = 'phoneMissing';
  else if (digitsOf(c.contact_person_number).length < PHONE_MIN_DIGITS) errors.contact_person_number = 'phoneShort';
  if (!c.contact_person_email.trim()) errors.contact_person_email = 'emailMissing';
  else if (!EMAIL_SHAPE.test(c.contact_person_email.trim()) || c.contact_person_email.trim().length > 255) errors.contact_person_email = 'emailInvalid';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The guest's contact as read back from the device; anything unreadable is no contact. */
export function parseGuestContact(value: unknown): GuestContact | null {
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  const c = { contact_person_name: text(o.contact_person_name), contact_person_number: text(o.contact_person_number), contact_person_email: text(o.contact_person_email) };
  return c.contact_person_name || c.contact_person_number || c.contact_person_email ? c : null;
}

/** The guest's address as read back from the device: it needs an address line or a point. */
export function parseDeliveryAddress(value: unknown): DeliveryAddress | null {
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  const a: DeliveryAddress = {
    address_type: text(o.address_type) || 'home',
    address_label: text(o.address_label) || null,
    address: text(o.address),
    latitude: text(o.latitude),
    longitude: text(o.longitude),
    contact_person_name: text(o.contact_person_name),
    contact_person_number: text(o.contact_person_number),
    contact_person_email: text(o.contact_person_email) || null,
    road: text(o.road) || null,
    house: text(o.house) || null,
    floor: text(o.floor) || null,
    additional_information: text(o.additional_information) || null,
    zone_ids: Array.isArray(o.zone_ids) ? o.zone_ids.filter((z): z is number => typeof z === 'number') : [],
  };
  return a.address || (a.latitude && a.longitude) ? a : null;
}
