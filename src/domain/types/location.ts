/** The app's words for places and zones (acc §9 delivery fee; get-zone-id `zone_data`). */
import type { BillZonePivot } from '../bill.types';

/** A point; stores send their coordinates as strings, addresses as numbers. */
export interface LatLng {
  lat: number | string;
  lng: number | string;
}

/** A get-zone-id zone_data entry (or any zone with modules[].pivot): its increased fee and module pivots. */
export interface ZoneData {
  id: number;
  increased_delivery_fee?: number | string | null;
  increased_delivery_fee_status?: number | boolean | null;
  increased_delivery_fee_type?: string | null;
  modules?: ReadonlyArray<{ id: number; pivot?: BillZonePivot | null }> | null;
}
