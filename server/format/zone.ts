// Zone and module shapes for get-zone-id, zone/list and module (platform-api §3.1, §5.3).
import type { Catalog, Module, Zone } from '../catalog/catalog.ts';

/** The parcel module's own figures in every zone (per km, minimum, maximum), priced by distance. */
const PARCEL_PIVOT = { per_km_shipping_charge: 9, minimum_shipping_charge: 35, maximum_shipping_charge: 150 };

/**
 * Per zone-module delivery settings (the pivot row). Uttara uses a fixed charge to exercise that rule; the
 * parcel module has its own per-km, minimum and maximum (issue 17: the zone's parcel charges).
 */
export function pivot(zone: Zone, moduleId: number, moduleType?: string) {
  if (moduleType === 'parcel') {
    return {
      zone_id: zone.id,
      module_id: moduleId,
      ...PARCEL_PIVOT,
      maximum_cod_order_amount: 5000,
      delivery_charge_type: 'distance',
      fixed_shipping_charge: 0,
    };
  }
  const fixed = zone.id === 3;
  return {
    zone_id: zone.id,
    module_id: moduleId,
    per_km_shipping_charge: 10,
    minimum_shipping_charge: 40,
    maximum_shipping_charge: 200,
    maximum_cod_order_amount: 5000,
    delivery_charge_type: fixed ? 'fixed' : 'distance',
    fixed_shipping_charge: fixed ? 60 : 0,
  };
}

export function zoneBase(z: Zone) {
  return {
    id: z.id,
    name: z.name,
    display_name: z.display_name,
    status: z.status,
    cash_on_delivery: z.cash_on_delivery,
    digital_payment: z.digital_payment,
    offline_payment: z.offline_payment,
    increased_delivery_fee: z.increased_delivery_fee,
    increased_delivery_fee_status: z.increased_delivery_fee_status,
    increased_delivery_fee_type: z.increased_delivery_fee_type ?? 'percent',
    increase_delivery_charge_message: z.increase_delivery_charge_message,
    created_at: '2024-01-01T10:00:00.000000Z',
    updated_at: '2024-01-01T10:00:00.000000Z',
  };
}

export function zoneData(cat: Catalog, z: Zone) {
  return {
    ...zoneBase(z),
    modules: z.modules.map((mid) => ({
      ...cat.moduleById.get(mid)!,
      pivot: pivot(z, mid, cat.moduleById.get(mid)!.module_type),
    })),
  };
}

export function zoneListEntry(z: Zone) {
  return { ...zoneBase(z), formated_coordinates: z.polygon.map((p) => ({ lat: p.lat, lng: p.lng })) };
}

/** A Module with counts; with zones, counts are limited to them and `zones[]` is attached. */
export function formatModule(cat: Catalog, m: Module, zoneIds: number[] | null) {
  const inZone = (zid: number) => zoneIds === null || zoneIds.includes(zid);
  const stores = cat.stores.filter((s) => s.module_id === m.id && s.status === 1 && inZone(s.zone_id));
  const storeIds = new Set(stores.map((s) => s.id));
  const items = cat.items.filter((i) => storeIds.has(i.store_id));
  const out: Record<string, unknown> = { ...m, stores_count: stores.length, items_count: items.length };
  if (zoneIds !== null)
    out.zones = cat.zones
      .filter((z) => zoneIds.includes(z.id) && z.modules.includes(m.id))
      .map((z) => ({ ...zoneBase(z), pivot: pivot(z, m.id, m.module_type) }));
  return out;
}
