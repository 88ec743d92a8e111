// Rental shapes and rules shared by the rental routes (platform-api-more §11).
import type { Catalog, Store, Vehicle } from '../catalog/catalog.ts';
import { fail } from '../http/errors.ts';
import { present } from '../http/validate.ts';
import { storeDiscount } from './store.ts';

export type Loc = { lat: number; lng: number; location_name?: string };

/** A pickup/destination location sent as an object or as a JSON string: {lat, lng, location_name}. */
export function parseLoc(field: string, v: unknown): Loc | null {
  if (!present(v)) return null;
  let val = v;
  if (typeof val === 'string') {
    try {
      val = JSON.parse(val);
    } catch {
      fail(403, field, `The ${field.replace(/_/g, ' ')} must be a valid JSON string.`);
    }
  }
  const o = val as Record<string, unknown>;
  const lat = Number(o?.lat);
  const lng = Number(o?.lng);
  if (
    !o ||
    typeof o !== 'object' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    fail(403, field, `The ${field.replace(/_/g, ' ')} must have lat and lng.`);
  return { lat, lng, location_name: o.location_name === undefined ? undefined : String(o.location_name).slice(0, 255) };
}

/** Rental lists page with integer limit (25) / offset (1), echoed as integers (more §11). */
export function rentalPage<T>(list: T[], q: Record<string, string | undefined>) {
  const limit = q.limit ? Number(q.limit) : 25;
  const offset = q.offset ? Number(q.offset) : 1;
  return { total_size: list.length, limit, offset, rows: list.slice((offset - 1) * limit, offset * limit) };
}

/** Line price: hourly price × hours or distance price × km, less the vehicle discount. */
export function unitPrice(v: Vehicle, type: string, hours: number, km: number): number {
  const gross = type === 'hourly' ? v.hourly_price * hours : v.distance_price * km;
  const off = v.discount_type === 'percent' ? (gross * v.discount_price) / 100 : v.discount_price;
  return Math.round(Math.max(0, gross - off) * 100) / 100;
}

/** A provider's pickup zones as strings (the platform stores a JSON array of strings). */
export const pickupZones = (p: Store) => (p.pickup_zone_id ?? []).map(String);

/** Vehicle shape with its provider summary. */
export function vehicleView(catalog: Catalog, v: Vehicle, now: Date) {
  const p = catalog.storeById.get(v.provider_id)! as Store;
  const { vehicle_identities: _vi, ...rest } = v;
  return {
    ...rest,
    zone_id: p.zone_id,
    provider: { id: p.id, name: p.name, address: p.address, tax: p.tax, discount: storeDiscount(p, now) },
  };
}
