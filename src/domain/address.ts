import { normalizePhone } from './contact';
import type {
  AddressDraft,
  AddressErrors,
  AddressLabel,
  DeliveryAddress,
  GuestContact,
  GuestContactErrors,
} from './addressTypes';

// The records and the form's vocabulary are types of their own module (nothing of them reaches the bundle).
export type {
  DeliveryAddress,
  OrderType,
  GuestContact,
  CheckoutAddressSlotProps,
  GuestContactSlotProps,
  AddressLabel,
  AddressDraft,
  AddressField,
  AddressErrorId,
  AddressErrors,
  GuestContactErrorId,
  GuestContactErrors,
} from './addressTypes';

// ---- Rules of the address form, the guest contact and the pickers (acc §4, §5) ----

/** acc §2 Address modal "Label As": home, office or other; 'other' may carry a label name. */
export const ADDRESS_LABELS = ['home', 'office', 'other'] as const satisfies readonly AddressLabel[];

/** core §9: the current location offered at checkout is the pseudo type 'Selected Address', never editable in the book. */
export const SELECTED_ADDRESS_TYPE = 'Selected Address';

/**
 * core §9: until a signed-in customer chooses one, the order (or the parcel's sender) is the current location, the
 * pseudo type, with their name and phone as contact; null for a guest, whose address is kept on the device.
 */
export function currentLocationAddress(
  place: {
    signedIn: boolean;
    position: { lat: number; lng: number } | null;
    address: string | null;
    zoneIds: number[];
  },
  profile: { f_name?: string | null; l_name?: string | null; phone?: string | null } | null | undefined,
): DeliveryAddress | null {
  if (!place.signedIn || !place.position) return null;
  return {
    id: null,
    address_type: SELECTED_ADDRESS_TYPE,
    address: place.address ?? '',
    latitude: String(place.position.lat),
    longitude: String(place.position.lng),
    contact_person_name: [profile?.f_name, profile?.l_name].filter(Boolean).join(' '),
    contact_person_number: profile?.phone ?? '',
    zone_ids: place.zoneIds,
  };
}

/** core §9: the pseudo type is not editable (no edit icon); the customer gives another address instead. */
export const isSelectedAddress = (a: Pick<DeliveryAddress, 'address_type'> | null | undefined): boolean =>
  a?.address_type === SELECTED_ADDRESS_TYPE;

/**
 * acc §4 "Save this Address": the address chosen at checkout as address/add stores it. The pseudo type
 * 'Selected Address' is never stored: it goes into the book as 'other' (under its label when it has one); every
 * other type stays as it is; the label and the additional information go along.
 */
export function addressToSave(
  a: DeliveryAddress,
): Omit<DeliveryAddress, 'id' | 'zone_id' | 'zone_ids' | 'contact_person_email'> {
  const label = a.address_label?.trim() || null;
  return {
    address_type: isSelectedAddress(a) || !a.address_type.trim() ? 'other' : a.address_type,
    address_label: label,
    address: a.address,
    contact_person_name: a.contact_person_name,
    contact_person_number: a.contact_person_number,
    latitude: a.latitude,
    longitude: a.longitude,
    road: a.road || null,
    house: a.house || null,
    floor: a.floor || null,
    additional_information: a.additional_information?.trim() || null,
  };
}

/** acc §9: phone numbers have at least 10 digits. */
export const PHONE_MIN_DIGITS = 10;

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The stored number split into the picker's code and the national digits ('+8801700000001' → '+880', '1700000001'). */
export function splitPhone(
  stored: string | null | undefined,
  defaultDial: string,
): { dialCode: string; phone: string } {
  const v = (stored ?? '').trim();
  if (v.startsWith(defaultDial)) return { dialCode: defaultDial, phone: v.slice(defaultDial.length) };
  // Another country's number stays whole, in its international form ('+' kept), so it is sent unchanged.
  return { dialCode: defaultDial, phone: v };
}

/** The number as the API wants it (E.164), normalised by the country's own rules; an international one is kept. */
export function draftPhone(draft: Pick<AddressDraft, 'dialCode' | 'phone'>): string {
  return normalizePhone(draft.phone, draft.dialCode);
}

/** A new address; a guest's contact card (name, phone, e-mail) fills its contact fields so nothing is typed twice. */
export function blankAddressDraft(
  dialCode: string,
  point: { lat: number; lng: number } | null = null,
  contact: GuestContact | null = null,
): AddressDraft {
  return {
    label: 'home',
    labelName: '',
    address: '',
    contact_person_name: contact?.contact_person_name ?? '',
    ...(contact?.contact_person_number ? splitPhone(contact.contact_person_number, dialCode) : { dialCode, phone: '' }),
    contact_person_email: contact?.contact_person_email ?? '',
    house: '',
    floor: '',
    road: '',
    additional_information: '',
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
  };
}

export function labelOf(type: string | null | undefined): AddressLabel {
  return type === 'home' || type === 'office' ? type : 'other';
}

/** A saved (or device) address as the form edits it: a free-text type shows as 'other' with that name. */
export function draftOf(a: DeliveryAddress, dialCode: string): AddressDraft {
  const label = labelOf(a.address_type);
  const lat = Number(a.latitude);
  const lng = Number(a.longitude);
  return {
    label,
    labelName:
      label === 'other'
        ? a.address_label || (a.address_type !== 'other' && a.address_type !== 'others' ? a.address_type : '') || ''
        : '',
    address: a.address ?? '',
    contact_person_name: a.contact_person_name ?? '',
    ...splitPhone(a.contact_person_number, dialCode),
    contact_person_email: a.contact_person_email ?? '',
    house: a.house ?? '',
    floor: a.floor ?? '',
    road: a.road ?? '',
    additional_information: a.additional_information ?? '',
    latitude: Number.isFinite(lat) && a.latitude !== '' ? lat : null,
    longitude: Number.isFinite(lng) && a.longitude !== '' ? lng : null,
  };
}

/**
 * acc §5 Address form: address ('Address is required'), contact_person_name ('Name is required'),
 * contact_person_number ('Phone Number is required', at least 10 digits). In take-away mode the address is not
 * collected. A point is needed for a delivery address (the map always gives one once it has loaded).
 */
export function addressErrors(draft: AddressDraft, takeAway = false): AddressErrors {
  const errors: AddressErrors = {};
  if (!takeAway && !draft.address.trim()) errors.address = 'addressRequired';
  if (!draft.contact_person_name.trim()) errors.contact_person_name = 'nameRequired';
  if (!draft.phone.trim()) errors.phone = 'phoneRequired';
  else if (digitsOf(draftPhone(draft)).length < PHONE_MIN_DIGITS) errors.phone = 'phoneTooShort';
  if (!takeAway && !errors.address && (draft.latitude === null || draft.longitude === null))
    errors.point = 'pointRequired';
  return errors;
}

/** acc §4: Reset clears name, number, additional information, house and floor (the point, address and road stay). */
export function resetAddressDraft(draft: AddressDraft): AddressDraft {
  return { ...draft, contact_person_name: '', phone: '', additional_information: '', house: '', floor: '' };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * The body of address add/update (acc §7): a non-empty label name under 'other' replaces the address type;
 * in take-away mode address, road, house and floor are not sent.
 */
export function addressPayload(
  draft: AddressDraft,
  opts: { takeAway?: boolean; guest?: boolean } = {},
): DeliveryAddress {
  const name = draft.labelName.trim();
  const type = draft.label === 'other' && name ? name : draft.label;
  const takeAway = Boolean(opts.takeAway);
  return {
    address_type: type,
    address_label: draft.label === 'other' && name ? name : null,
    address: takeAway ? '' : draft.address.trim(),
    latitude: draft.latitude === null ? '' : String(draft.latitude),
    longitude: draft.longitude === null ? '' : String(draft.longitude),
    contact_person_name: draft.contact_person_name.trim(),
    contact_person_number: draftPhone(draft),
    contact_person_email: opts.guest ? orNull(draft.contact_person_email) : null,
    road: takeAway ? null : orNull(draft.road),
    house: takeAway ? null : orNull(draft.house),
    floor: takeAway ? null : orNull(draft.floor),
    additional_information: orNull(draft.additional_information),
  };
}

/** acc §4: addresses are offered only where their zone_ids include the store's zone, when one is given. */
export function addressesInZone<T extends { zone_ids?: number[] | null; zone_id?: number | null }>(
  list: readonly T[],
  storeZoneId: number | null | undefined,
): T[] {
  if (storeZoneId === null || storeZoneId === undefined) return [...list];
  return list.filter((a) => (a.zone_ids ?? (a.zone_id != null ? [a.zone_id] : [])).includes(storeZoneId));
}

// ---- Guest contact (acc §3, §5: name, phone and e-mail all required) ----

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestContactErrors(c: GuestContact): GuestContactErrors {
  const errors: GuestContactErrors = {};
  if (!c.contact_person_name.trim()) errors.contact_person_name = 'nameMissing';
  if (!c.contact_person_number.trim()) errors.contact_person_number = 'phoneMissing';
  else if (digitsOf(c.contact_person_number).length < PHONE_MIN_DIGITS) errors.contact_person_number = 'phoneShort';
  if (!c.contact_person_email.trim()) errors.contact_person_email = 'emailMissing';
  else if (!EMAIL_SHAPE.test(c.contact_person_email.trim()) || c.contact_person_email.trim().length > 255)
    errors.contact_person_email = 'emailInvalid';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The guest's contact as read back from the device; anything unreadable is no contact. */
export function parseGuestContact(value: unknown): GuestContact | null {
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  const c = {
    contact_person_name: text(o.contact_person_name),
    contact_person_number: text(o.contact_person_number),
    contact_person_email: text(o.contact_person_email),
  };
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
