// The address records themselves (acc §3), apart from their rules so every rules module can name them.

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
