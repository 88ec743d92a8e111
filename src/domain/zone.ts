/** Zones: the `zoneid` the platform returns and the rental pickup-zone check (core §4 Module choice). */

/**
 * The zone ids in a stored `zoneid` ("[2,1]", smallest zone first). Accepts what older clients left too:
 * a bare id, or the JSON string encoded twice.
 */
export function parseZoneIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value === 'string') return parseZoneIds(value);
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** A provider's `pickup_zone_id` as sent: strings in an array, or that array JSON-encoded (raw rows). */
export function pickupZoneIds(raw: unknown): string[] {
  if (typeof raw === 'string') {
    try {
      return pickupZoneIds(JSON.parse(raw));
    } catch {
      return [];
    }
  }
  return Array.isArray(raw) ? raw.map((v) => String(v)) : [];
}

/** The rental cart as the module choice reads it: its lines, each with the provider's pickup zones. */
export interface RentalCartView {
  carts: ReadonlyArray<{ provider?: { pickup_zone_id?: unknown } | null }>;
}

export function isCartEmpty(cart: RentalCartView | null | undefined): boolean {
  return !cart || !Array.isArray(cart.carts) || cart.carts.length === 0;
}

/**
 * core §4 Module choice: the first cart line's provider must pick up in one of the allowed zones.
 * Zone ids are compared as strings, as the platform stores them (`["1","2"]`).
 */
export function cartFitsZones(cart: RentalCartView | null | undefined, allowedZoneIds: readonly number[]): boolean {
  if (isCartEmpty(cart)) return true;
  const zones = pickupZoneIds(cart!.carts[0]?.provider?.pickup_zone_id);
  return allowedZoneIds.some((id) => zones.includes(String(id)));
}

export interface NamedZone {
  id: number;
  name?: string | null;
  display_name?: string | null;
}

/** The names of the stored zones, smallest first, from any zone list (module zones, zone/list). */
export function zoneNames(zones: readonly NamedZone[], zoneIds: readonly number[]): string[] {
  const names: string[] = [];
  for (const id of zoneIds) {
    const zone = zones.find((z) => z.id === id);
    const name = zone?.display_name || zone?.name;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Accepts the stored zone as the platform returns it (`"[2,1]"`), or a bare id left by an older client. */
export function normaliseZoneId(raw: string | null): string | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value === 'string') return normaliseZoneId(value);
  if (typeof value === 'number' && Number.isInteger(value)) return `[${value}]`;
  if (Array.isArray(value) && value.length && value.every((v) => Number.isInteger(Number(v))))
    return JSON.stringify(value.map(Number));
  return null;
}
