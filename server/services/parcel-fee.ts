// The delivery fee of a parcel (platform-api §3.7 parcel fields): priced by the server itself from the
// distance between the two points, never from the posted `order_amount` or `distance`.
import type { ParcelCategory, Zone } from '../catalog/catalog.ts';
import type { Config } from '../catalog/settings.ts';
import { drivingKm } from '../catalog/geo.ts';
import { pivot } from '../format/zone.ts';

export const r2 = (n: number) => Math.round(n * 100) / 100;

/** A zone's increased-fee figures and its pivot row for the parcel module (what get-zone-id shows). */
export interface ParcelZoneFigures {
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  increased_delivery_fee_type?: string | null;
  pivot: { per_km_shipping_charge: number; minimum_shipping_charge: number; maximum_shipping_charge: number } | null;
}

/**
 * Delivery fee of a parcel of `km` kilometres (the same rule as src/domain/parcel.ts parcelDeliveryFee):
 * per-km × km, at least the minimum — the category's figures when it has a per-km charge (as the platform's
 * clients do), else the zone's parcel figures, else the config's parcel charges; the zone's maximum caps it;
 * the zone's increased fee (when on: a percent, or an amount when its type says so) is added, rounded on its own.
 */
export function parcelFee(
  cfg: Config,
  category: ParcelCategory,
  km: number,
  zone: ParcelZoneFigures | null = null,
): number {
  const given = (v: unknown) => v !== null && v !== undefined && v !== '';
  const p = zone?.pivot ?? null;
  const [perKm, minimum] = given(category.parcel_per_km_shipping_charge)
    ? [Number(category.parcel_per_km_shipping_charge), Number(category.parcel_minimum_shipping_charge ?? 0)]
    : p && given(p.per_km_shipping_charge)
      ? [Number(p.per_km_shipping_charge), Number(p.minimum_shipping_charge ?? 0)]
      : [Number(cfg.parcel_per_km_shipping_charge ?? 0), Number(cfg.parcel_minimum_shipping_charge ?? 0)];
  let fee = Math.max(minimum, Math.max(0, km) * perKm);
  const max = Number(p?.maximum_shipping_charge ?? 0);
  if (max > 0) fee = Math.min(fee, max);
  const base = r2(fee);
  if (!zone || Number(zone.increased_delivery_fee_status) !== 1) return base;
  const extra =
    zone.increased_delivery_fee_type === 'amount'
      ? Number(zone.increased_delivery_fee)
      : (base * Number(zone.increased_delivery_fee)) / 100;
  return r2(base + r2(extra));
}

/** Distance in km between the two points: the distance service's figure (catalog/geo.ts drivingKm). */
export const parcelKm = drivingKm;

/** A parcel's money, in the sender's zone: the fee for `km`, the additional charge and the tip, to two digits. */
export function priceParcel(cfg: Config, category: ParcelCategory, zone: Zone, km: number, tips: number) {
  const delivery = parcelFee(cfg, category, km, {
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
    increased_delivery_fee_type: zone.increased_delivery_fee_type,
    pivot: pivot(zone, category.module_id, 'parcel'),
  });
  const additional = cfg.additional_charge_status ? Number(cfg.additional_charge) : 0;
  return { delivery, additional, tips, total: r2(delivery + additional + tips) };
}
