// The customer's saved addresses (platform-api §3.4): one row per address, with the zones containing it.
import type { DB } from '../db/open.ts';

export type AddressRow = Record<string, unknown> & { zone_ids: string };

/** What the customer sends, checked, with the zones found for its point. */
export interface AddressFields {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address_type: string;
  address: string;
  latitude: string;
  longitude: string;
  floor: string | null;
  road: string | null;
  house: string | null;
  additional_information: string | null;
  address_label: string | null;
  zone_id: number;
  zone_ids: string;
}

export class Addresses {
  constructor(private readonly db: DB) {}

  /** The user's addresses, newest first. */
  list(userId: number): AddressRow[] {
    return this.db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY id DESC').all(userId) as AddressRow[];
  }

  /** Whether the user owns an address with this id. */
  owns(userId: number, id: number): boolean {
    return this.db.prepare('SELECT 1 FROM addresses WHERE id = ? AND user_id = ?').get(id, userId) !== undefined;
  }

  add(userId: number, f: AddressFields, at: string): void {
    this.db
      .prepare(
        `INSERT INTO addresses (user_id, contact_person_name, contact_person_number, contact_person_email, address_type, address, latitude, longitude,
        floor, road, house, additional_information, address_label, zone_id, zone_ids, created_at, updated_at)
       VALUES (@user_id, @contact_person_name, @contact_person_number, @contact_person_email, @address_type, @address, @latitude, @longitude,
        @floor, @road, @house, @additional_information, @address_label, @zone_id, @zone_ids, @at, @at)`,
      )
      .run({ ...f, user_id: userId, at });
  }

  update(userId: number, id: number, f: AddressFields, at: string): void {
    this.db
      .prepare(
        `UPDATE addresses SET contact_person_name=@contact_person_name, contact_person_number=@contact_person_number, contact_person_email=@contact_person_email,
        address_type=@address_type, address=@address, latitude=@latitude, longitude=@longitude, floor=@floor, road=@road, house=@house,
        additional_information=@additional_information, address_label=@address_label, zone_id=@zone_id, zone_ids=@zone_ids, updated_at=@at
       WHERE id=@id AND user_id=@user_id`,
      )
      .run({ ...f, id, user_id: userId, at });
  }

  /** Whether there was such an address. */
  remove(userId: number, id: number): boolean {
    return this.db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, userId).changes > 0;
  }
}
