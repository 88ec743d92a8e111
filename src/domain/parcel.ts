/**
 * Parcel orders (issue 17; api §3.7 parcel fields): the fee rule, the order body and the refusal codes in
 * words a customer understands. The server prices the order itself; the page shows the same figure first.
 */
import type { DeliveryAddress } from './address';
import { zoneForModule } from './billInput';
import { flagOn } from './flags';
import type { ParcelPayment } from './payment';

export interface ParcelCategoryLite {
  id: number;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  parcel_per_km_shipping_charge?: number | null;
  parcel_minimum_shipping_charge?: number | null;
}

export interface ParcelCharges {
  parcel_per_km_shipping_charge?: number | null;
  parcel_minimum_shipping_charge?: number | null;
  additional_charge_status?: number | boolean | null;
  additional_charge?: number | null;
}

export type ChargePayer = 'sender' | 'receiver';

const EARTH_RADIUS_M = 6378137;
/** The distance service's city detour factor (server/catalog/geo.ts DETOUR). */
const DETOUR = 1.3;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The km between two points as the distance service (config/distance-api) answers it and the server
 * charges (server/catalog/geo.ts drivingMetres): the straight line (radius 6378137 m) × 1.3, in whole metres.
 */
export function parcelKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))) * DETOUR) / 1000;
}

/** The zone's figures for the parcel module (get-zone-id zone_data[].modules[].pivot) and its increased fee. */
export interface ParcelZone {
  id: number;
  increased_delivery_fee?: number | string | null;
  increased_delivery_fee_status?: number | boolean | null;
  increased_delivery_fee_type?: string | null;
  pivot?: {
    per_km_shipping_charge?: number | string | null;
    minimum_shipping_charge?: number | string | null;
    maximum_shipping_charge?: number | string | null;
  } | null;
}

/** A get-zone-id zone_data entry (only what the parcel fee reads). */
export interface ParcelZoneData {
  id: number;
  increased_delivery_fee?: number | string | null;
  increased_delivery_fee_status?: number | boolean | null;
  increased_delivery_fee_type?: string | null;
  modules?: ReadonlyArray<{ id: number; pivot?: ParcelZone['pivot'] }> | null;
}

/**
 * The zone that prices a parcel: the first zone (smallest area first, as get-zone-id lists them) at the
 * sender's address that serves the parcel module; null when none does.
 */
export function parcelZoneOf(
  zones: ReadonlyArray<ParcelZoneData> | null | undefined,
  moduleId: number | null | undefined,
): ParcelZone | null {
  const z = zones?.find((x) => x.modules?.some((m) => m.id === moduleId));
  return z ? zoneForModule(z, moduleId) : null;
}

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The delivery fee of a parcel (issue 17 item 2 "the delivery fee for the distance under the zone's parcel
 * charges"); the server prices it the same way:
 * 1. the rate: km × per-km, at least the minimum — the category's own charges when it has a per-km charge,
 *    else the zone's figures for the parcel module when the zone gives a per-km charge, else the config's
 *    parcel charges;
 * 2. the zone's maximum for the parcel module caps it (0 or none: no cap);
 * 3. the zone's increased fee (when switched on: a percent, or an amount when its type says so) is added,
 *    rounded on its own.
 */
export function parcelDeliveryFee(
  category: ParcelCategoryLite,
  config: ParcelCharges,
  km: number,
  zone: ParcelZone | null = null,
): number {
  const pivot = zone?.pivot ?? null;
  let perKm: number;
  let minimum: number;
  if (given(category.parcel_per_km_shipping_charge)) {
    perKm = Number(category.parcel_per_km_shipping_charge);
    minimum = Number(category.parcel_minimum_shipping_charge ?? 0);
  } else if (pivot && given(pivot.per_km_shipping_charge)) {
    perKm = Number(pivot.per_km_shipping_charge);
    minimum = Number(pivot.minimum_shipping_charge ?? 0);
  } else {
    perKm = Number(config.parcel_per_km_shipping_charge ?? 0);
    minimum = Number(config.parcel_minimum_shipping_charge ?? 0);
  }
  let fee = Math.max(minimum, Math.max(0, km) * perKm);
  const max = Number(pivot?.maximum_shipping_charge ?? 0);
  if (max > 0) fee = Math.min(fee, max);
  const base = round2(fee);
  if (!zone || !flagOn(zone.increased_delivery_fee_status)) return base;
  const extra =
    zone.increased_delivery_fee_type === 'amount'
      ? Number(zone.increased_delivery_fee ?? 0)
      : (base * Number(zone.increased_delivery_fee ?? 0)) / 100;
  return round2(base + round2(extra));
}

export interface ParcelBill {
  km: number;
  deliveryFee: number;
  additional: number;
  total: number;
}

export function parcelBill(
  category: ParcelCategoryLite,
  config: ParcelCharges,
  sender: DeliveryAddress,
  receiver: DeliveryAddress,
  zone: ParcelZone | null = null,
): ParcelBill {
  const km = parcelKm(
    { lat: Number(sender.latitude), lng: Number(sender.longitude) },
    { lat: Number(receiver.latitude), lng: Number(receiver.longitude) },
  );
  const deliveryFee = parcelDeliveryFee(category, config, km, zone);
  const additional = Number(config.additional_charge_status) ? Number(config.additional_charge ?? 0) : 0;
  return { km, deliveryFee, additional, total: round2(deliveryFee + additional) };
}

export const addressComplete = (a: DeliveryAddress | null): a is DeliveryAddress =>
  !!a &&
  !!a.address.trim() &&
  !!a.contact_person_name.trim() &&
  a.contact_person_number.replace(/\D/g, '').length >= 8 &&
  a.latitude !== '' &&
  a.longitude !== '';

export interface ParcelDraft {
  category: ParcelCategoryLite;
  sender: DeliveryAddress;
  receiver: DeliveryAddress;
  instruction: string | null;
  note: string;
  payer: ChargePayer;
  payment: ParcelPayment;
}

/**
 * Where an end of the parcel is, as `order/place` reads it; a part not given is left out of the sender's body
 * (`undefined`) and written as `null` in the receiver's JSON.
 */
function placeOf<Missing extends null | undefined>(a: DeliveryAddress, missing: Missing) {
  return {
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    road: a.road ?? missing,
    house: a.house ?? missing,
    floor: a.floor ?? missing,
  };
}

/** The `order/place` body (the server cart is not used; guest_id is added by the API layer). */
export function parcelOrderBody(d: ParcelDraft, total: number) {
  const s = d.sender;
  const r = d.receiver;
  return {
    order_amount: total,
    order_type: 'parcel' as const,
    payment_method: d.payment,
    parcel_category_id: d.category.id,
    charge_payer: d.payer,
    address_type: s.address_type,
    ...placeOf(s, undefined),
    contact_person_name: s.contact_person_name,
    contact_person_number: s.contact_person_number,
    ...(s.contact_person_email ? { contact_person_email: s.contact_person_email } : {}),
    receiver_details: JSON.stringify({
      id: null,
      address_type: 'others',
      contact_person_name: r.contact_person_name,
      contact_person_number: r.contact_person_number,
      ...placeOf(r, null),
    }),
    ...(d.instruction ? { delivery_instruction: d.instruction } : {}),
    ...(d.note.trim() ? { order_note: d.note.trim() } : {}),
  };
}

export type ParcelErrorId =
  | 'senderMissing'
  | 'receiverMissing'
  | 'paymentMissing'
  | 'outsideCoverage'
  | 'receiverPaysCash'
  | 'paymentUnavailable'
  | 'walletLow'
  | 'guestCheckoutOff'
  | 'categoryGone'
  | 'receiverInvalid'
  | 'contactMissing'
  | 'failed';

/** A refusal of `order/place` (ApiError-like: details [{code, message}]) → what to tell the customer. */
export function parcelRefusal(error: unknown): ParcelErrorId {
  const d = (error as { details?: Array<{ code?: string | null; message?: string }> } | null)?.details?.[0];
  const code = d?.code ?? '';
  const message = d?.message ?? '';
  if (code === 'coordinates') return 'outsideCoverage';
  // The platform's own codes for digital and offline payment switched off (this server's for the others).
  if (code === 'digital_payment' || code === 'offline_payment_status') return 'paymentUnavailable';
  if (code === 'payment_method')
    return /wallet balance/i.test(message)
      ? 'walletLow'
      : /receiver/i.test(message)
        ? 'receiverPaysCash'
        : 'paymentUnavailable';
  if (code === 'is_guest') return 'guestCheckoutOff';
  if (code === 'parcel_category' || code === 'parcel_category_id') return 'categoryGone';
  if (code === 'receiver_details' || code === 'latitude' || code === 'longitude' || code === 'address')
    return 'receiverInvalid';
  if (code === 'contact_person_name' || code === 'contact_person_number') return 'contactMissing';
  return 'failed';
}

/** `/order-placed?order_id=N[&contact_number=…]` (guests track with the sender's phone). */
/** The /order-placed search a placed parcel opens (or the payment page comes back to). */
export type OrderPlacedSearch = { order_id: number; contact_number?: string };

export function orderPlacedSearch(orderId: number, guestPhone: string | null): OrderPlacedSearch {
  return guestPhone ? { order_id: orderId, contact_number: guestPhone } : { order_id: orderId };
}
