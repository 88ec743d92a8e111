import { normalizePhone } from './contact';
import type { DeliveryAddress, GuestContact } from './addressTypes';

// ---- Rules of the address form (acc §4, §5): its draft, checks, reset and the body it sends ----

/** acc §2 Address modal "Label As": home, office or other; 'other' may carry a label name. */
export const ADDRESS_LABELS = ['home', 'office', 'other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** acc §9: phone numbers have at least 10 digits. */
export const PHONE_MIN_DIGITS = 10;

/** What the address form edits: strings as typed; the phone as a country code and the national digits. */
export interface AddressDraft {
  label: AddressLabel;
  /** The label name typed under 'other' (optional). */
  labelName: string;
  address: string;
  contact_person_name: string;
  dialCode: string;
  phone: string;
  contact_person_email: string;
  house: string;
  floor: string;
  road: string;
  additional_information: string;
  latitude: number | null;
  longitude: number | null;
}

export type AddressField = Exclude<keyof AddressDraft, 'label' | 'latitude' | 'longitude'>;

/** Message ids of the form's checks; views turn them into the spec's words. */
export type AddressErrorId = 'addressRequired' | 'nameRequired' | 'phoneRequired' | 'phoneTooShort' | 'pointRequired';
export type AddressErrors = Partial<Record<'address' | 'contact_person_name' | 'phone' | 'point', AddressErrorId>>;

export const digitsOf = (s: string): string => s.replace(/\D/g, '');

/** The stored number split into the picker's code and the national digits ('+8801700000001' → '+880', '1700000001'). */
export function splitPhone(stored: string | null | undefined, defaultDial: string): { dialCode: string; phone: string } {
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
export function blankAddressDraft(dialCode: string, point: { lat: number; lng: number } | null = null, contact: GuestContact | null = null): AddressDraft {
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
    labelName: label === 'other' ? a.address_label || (a.address_type !== 'other' && a.address_type !== 'others' ? a.address_type : '') || '' : '',
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
  if (!takeAway && !errors.address && (draft.latitude === null || draft.longitude === null)) errors.point = 'pointRequired';
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
export function addressPayload(draft: AddressDraft, opts: { takeAway?: boolean; guest?: boolean } = {}): DeliveryAddress {
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
