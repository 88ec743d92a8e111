// Stored rental carts and trips: the SQL behind rental/user/cart/* and rental/user/trip/* (routes/rental-
// cart.ts, routes/rental-trips.ts). Lines and trips are always reached through their owner (user or guest
// id with the guest flag); a cart is per owner and module, with one row of trip data (user data) beside it.
import type { DB } from '../db/open.ts';

export type RentalOwner = { id: number; isGuest: boolean };

export interface RentalRow {
  id: number;
  owner_id: number;
  is_guest: number;
  module_id: number;
  provider_id: number;
  vehicle_id: number;
  quantity: number;
  price: number;
  created_at: string;
  updated_at: string;
}

export interface UserDataRow {
  id: number;
  owner_id: number;
  is_guest: number;
  module_id: number;
  pickup_location: string | null;
  destination_location: string | null;
  pickup_time: string | null;
  rental_type: string;
  estimated_hours: number;
  distance: number;
  destination_time: string | null;
  created_at: string;
  updated_at: string;
}

/** The trip a cart is for, as stored in its user data row. */
export interface TripData {
  pickup_location: string | null;
  destination_location: string | null;
  pickup_time: string | null;
  rental_type: string;
  estimated_hours: number;
  distance: number;
  destination_time: string | null;
}

export interface TripRow {
  id: number;
  owner_id: number;
  is_guest: number;
  provider_id: number;
  trip_status: string;
  payment_status: string;
  data: string;
}

const g = (o: RentalOwner) => (o.isGuest ? 1 : 0);

export class RentalCarts {
  constructor(private readonly db: DB) {}

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  lines(o: RentalOwner, moduleId: number): RentalRow[] {
    return this.db
      .prepare('SELECT * FROM rental_carts WHERE owner_id = ? AND is_guest = ? AND module_id = ? ORDER BY id')
      .all(o.id, g(o), moduleId) as RentalRow[];
  }

  line(o: RentalOwner, id: number): RentalRow | undefined {
    return this.db
      .prepare('SELECT * FROM rental_carts WHERE id = ? AND owner_id = ? AND is_guest = ?')
      .get(id, o.id, g(o)) as RentalRow | undefined;
  }

  userData(o: RentalOwner, moduleId: number): UserDataRow | undefined {
    return this.db
      .prepare('SELECT * FROM rental_user_data WHERE owner_id = ? AND is_guest = ? AND module_id = ?')
      .get(o.id, g(o), moduleId) as UserDataRow | undefined;
  }

  /** Adds a line and sets the cart's trip data, in one transaction. */
  add(
    o: RentalOwner,
    moduleId: number,
    line: { provider_id: number; vehicle_id: number; quantity: number; price: number },
    trip: TripData,
    at: string,
  ): void {
    this.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO rental_user_data (owner_id, is_guest, module_id, pickup_location, destination_location, pickup_time, rental_type, estimated_hours, distance, destination_time, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (owner_id, is_guest, module_id) DO UPDATE SET pickup_location = excluded.pickup_location, destination_location = excluded.destination_location,
          pickup_time = excluded.pickup_time, rental_type = excluded.rental_type, estimated_hours = excluded.estimated_hours, distance = excluded.distance,
          destination_time = excluded.destination_time, updated_at = excluded.updated_at`,
        )
        .run(
          o.id,
          g(o),
          moduleId,
          trip.pickup_location,
          trip.destination_location,
          trip.pickup_time,
          trip.rental_type,
          trip.estimated_hours,
          trip.distance,
          trip.destination_time,
          at,
          at,
        );
      this.db
        .prepare(
          'INSERT INTO rental_carts (owner_id, is_guest, module_id, provider_id, vehicle_id, quantity, price, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(o.id, g(o), moduleId, line.provider_id, line.vehicle_id, line.quantity, line.price, at, at);
    });
  }

  setQuantity(lineId: number, quantity: number, at: string): void {
    this.db.prepare('UPDATE rental_carts SET quantity = ?, updated_at = ? WHERE id = ?').run(quantity, at, lineId);
  }

  setPrice(lineId: number, price: number): void {
    this.db.prepare('UPDATE rental_carts SET price = ? WHERE id = ?').run(price, lineId);
  }

  /** Drops a line the catalogue can no longer serve (no owner check: the caller listed it for its owner). */
  dropLine(lineId: number): void {
    this.db.prepare('DELETE FROM rental_carts WHERE id = ?').run(lineId);
  }

  setTrip(userDataId: number, trip: TripData, at: string): void {
    this.db
      .prepare(
        'UPDATE rental_user_data SET pickup_location = ?, destination_location = ?, pickup_time = ?, rental_type = ?, estimated_hours = ?, distance = ?, destination_time = ?, updated_at = ? WHERE id = ?',
      )
      .run(
        trip.pickup_location,
        trip.destination_location,
        trip.pickup_time,
        trip.rental_type,
        trip.estimated_hours,
        trip.distance,
        trip.destination_time,
        at,
        userDataId,
      );
  }

  /** Removes the owner's lines with these ids; how many went. */
  remove(o: RentalOwner, ids: number[]): number {
    const del = this.db.prepare('DELETE FROM rental_carts WHERE id = ? AND owner_id = ? AND is_guest = ?');
    return this.transaction(() => ids.reduce((n, id) => n + del.run(id, o.id, g(o)).changes, 0));
  }

  /** Removes the owner's line of this vehicle; the trip data goes with the last line. */
  removeVehicle(o: RentalOwner, moduleId: number, vehicleId: number): void {
    this.transaction(() => {
      this.db
        .prepare('DELETE FROM rental_carts WHERE owner_id = ? AND is_guest = ? AND module_id = ? AND vehicle_id = ?')
        .run(o.id, g(o), moduleId, vehicleId);
      this.dropTripIfEmpty(o, moduleId);
    });
  }

  /** Removes the trip data of a cart that has no lines left. */
  dropTripIfEmpty(o: RentalOwner, moduleId: number): void {
    const left = this.db
      .prepare('SELECT COUNT(*) AS n FROM rental_carts WHERE owner_id = ? AND is_guest = ? AND module_id = ?')
      .get(o.id, g(o), moduleId) as { n: number };
    if (!left.n)
      this.db
        .prepare('DELETE FROM rental_user_data WHERE owner_id = ? AND is_guest = ? AND module_id = ?')
        .run(o.id, g(o), moduleId);
  }

  /** Empties the owner's cart of one module, trip data included. */
  clear(o: RentalOwner, moduleId: number): void {
    this.transaction(() => {
      this.db
        .prepare('DELETE FROM rental_carts WHERE owner_id = ? AND is_guest = ? AND module_id = ?')
        .run(o.id, g(o), moduleId);
      this.db
        .prepare('DELETE FROM rental_user_data WHERE owner_id = ? AND is_guest = ? AND module_id = ?')
        .run(o.id, g(o), moduleId);
    });
  }
}

export class Trips {
  constructor(private readonly db: DB) {}

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  find(o: RentalOwner, id: number): TripRow | undefined {
    return this.db.prepare('SELECT * FROM trips WHERE id = ? AND owner_id = ? AND is_guest = ?').get(id, o.id, g(o)) as
      TripRow | undefined;
  }

  /** A guest trip by id and the contact number it was booked with (tracking from any device). */
  findByContact(id: number, phone: string): TripRow | undefined {
    return this.db
      .prepare(
        "SELECT * FROM trips WHERE id = ? AND is_guest = 1 AND json_extract(data, '$.user_info.contact_person_number') = ?",
      )
      .get(id, phone) as TripRow | undefined;
  }

  list(o: RentalOwner): TripRow[] {
    return this.db
      .prepare('SELECT * FROM trips WHERE owner_id = ? AND is_guest = ? ORDER BY id DESC')
      .all(o.id, g(o)) as TripRow[];
  }

  /** Stores a pending trip with its lines; `data` gets the new id. Call inside a transaction with the cart's removal. */
  create(
    o: RentalOwner,
    providerId: number,
    moduleId: number,
    data: Record<string, unknown>,
    details: (tripId: number) => Array<Record<string, unknown>>,
    at: string,
  ): number {
    const info = this.db
      .prepare(
        'INSERT INTO trips (owner_id, is_guest, provider_id, module_id, trip_status, payment_status, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(o.id, g(o), providerId, moduleId, 'pending', 'unpaid', '{}', at, at);
    const tripId = Number(info.lastInsertRowid);
    this.db.prepare('UPDATE trips SET data = ? WHERE id = ?').run(JSON.stringify({ id: tripId, ...data }), tripId);
    const detail = this.db.prepare('INSERT INTO trip_details (trip_id, data) VALUES (?, ?)');
    for (const d of details(tripId)) detail.run(tripId, JSON.stringify(d));
    return tripId;
  }

  details(tripId: number): Array<Record<string, unknown> & { id: number }> {
    return (
      this.db.prepare('SELECT id, data FROM trip_details WHERE trip_id = ? ORDER BY id').all(tripId) as Array<{
        id: number;
        data: string;
      }>
    ).map((d) => ({ id: d.id, ...JSON.parse(d.data) }));
  }

  /** False when the trip was no longer pending (the status test sits in the write itself). */
  cancel(id: number, data: Record<string, unknown>, at: string, paymentStatus?: string): boolean {
    return (
      this.db
        .prepare(
          "UPDATE trips SET trip_status = 'canceled', payment_status = COALESCE(?, payment_status), data = ?, updated_at = ? WHERE id = ? AND trip_status = 'pending'",
        )
        .run(paymentStatus ?? null, JSON.stringify(data), at, id).changes === 1
    );
  }

  /** False when the trip is already paid or cancelled: a trip is paid once, and never once cancelled. */
  markPaid(id: number, at: string): boolean {
    return (
      this.db
        .prepare(
          "UPDATE trips SET payment_status = 'paid', updated_at = ? WHERE id = ? AND payment_status <> 'paid' AND trip_status <> 'canceled'",
        )
        .run(at, id).changes === 1
    );
  }

  setData(id: number, data: Record<string, unknown>, at: string): void {
    this.db.prepare('UPDATE trips SET data = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(data), at, id);
  }
}
