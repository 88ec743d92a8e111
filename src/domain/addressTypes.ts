// The address records (acc §3), what the pickers are given, and the address form's and the guest contact's
// vocabulary: types only, so the rules in address.ts keep one module at run time.

/**
 * A delivery address as checkout, the address book and the guest's device copy hold it (acc §3): a saved
 * address has an id; the guest's own and the 'Selected Address' pseudo type (core §9) have none.
 */
export interface DeliveryAddress {
  id?: number | null;
  address_type: string;
  address_label?: string | null;
  address: string;
  latitude: string;
  longitude: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  additional_information?: string | null;
  zone_id?: number | null;
  zone_ids?: number[];
}

export type OrderType = 'delivery' | 'take_away';

/** acc §3 Guest contact info (kept on the guest's device beside the guest's address). */
export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

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

/** acc §2 Address modal "Label As": home, office or other; 'other' may carry a label name. */
export type AddressLabel = 'home' | 'office' | 'other';

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

export type GuestContactErrorId = 'nameMissing' | 'phoneMissing' | 'phoneShort' | 'emailMissing' | 'emailInvalid';
export type GuestContactErrors = Partial<Record<keyof GuestContact, GuestContactErrorId>>;
