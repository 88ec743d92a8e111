import type { DeliveryAddress, GuestContact, OrderType } from './addressTypes';

// The address book's and checkout's rules; the form's rules and the guest's contact have their own modules,
// re-exported here so callers keep one import.
export type { DeliveryAddress, GuestContact, OrderType } from './addressTypes';
export * from './addressForm';
export * from './guestContact';

/**
 * What the checkout page gives the address picker (acc §2 "Checkout address picker"). The picker lives in
 * features/address and the checkout route composes it into the page, since features do not import each other.
 */
export interface CheckoutAddressSlotProps {
  /** Only addresses whose zone_ids include this zone are offered; null offers all. */
  storeZoneId: number | null;
  orderType: OrderType;
  signedIn: boolean;
  /** The address (with its contact person) the order will be sent to, or null until one is chosen. */
  selected: DeliveryAddress | null;
  onSelect(address: DeliveryAddress | null): void;
  /** acc §4 "Save this Address" checkbox (signed in, an address not yet in the book). */
  saveAddress: boolean;
  onSaveAddressChange(save: boolean): void;
  /** The heading; "Delivery Addresses" (acc §2) unless told (the parcel sender's address). */
  title?: string;
}

/** What a page that needs the guest's contact (checkout, trip booking, parcel) gives the guest-contact card. */
export interface GuestContactSlotProps {
  value: GuestContact | null;
  onChange(contact: GuestContact): void;
}

// ---- The pickers' rules (acc §4, core §9) ----

/** core §9: the current location offered at checkout is the pseudo type 'Selected Address', never editable in the book. */
export const SELECTED_ADDRESS_TYPE = 'Selected Address';

/**
 * core §9: until a signed-in customer chooses one, the order (or the parcel's sender) is the current location, the
 * pseudo type, with their name and phone as contact; null for a guest, whose address is kept on the device.
 */
export function currentLocationAddress(
  place: { signedIn: boolean; position: { lat: number; lng: number } | null; address: string | null; zoneIds: number[] },
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
export const isSelectedAddress = (a: Pick<DeliveryAddress, 'address_type'> | null | undefined): boolean => a?.address_type === SELECTED_ADDRESS_TYPE;

/**
 * acc §4 "Save this Address": the address chosen at checkout as address/add stores it. The pseudo type
 * 'Selected Address' is never stored: it goes into the book as 'other' (under its label when it has one); every
 * other type stays as it is; the label and the additional information go along.
 */
export function addressToSave(a: DeliveryAddress): Omit<DeliveryAddress, 'id' | 'zone_id' | 'zone_ids' | 'contact_person_email'> {
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

/** acc §4: addresses are offered only where their zone_ids include the store's zone, when one is given. */
export function addressesInZone<T extends { zone_ids?: number[] | null; zone_id?: number | null }>(list: readonly T[], storeZoneId: number | null | undefined): T[] {
  if (storeZoneId === null || storeZoneId === undefined) return [...list];
  return list.filter((a) => (a.zone_ids ?? (a.zone_id != null ? [a.zone_id] : [])).includes(storeZoneId));
}
