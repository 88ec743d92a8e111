// Which stores a list shows: the module's active stores in the caller's zones, by the veg filter. Shared
// by the store, item, category, shelf and search lists.
import type { Catalog, Module, Store } from '../catalog/catalog.ts';

/** type = all | veg | non_veg as the platform filters stores and items. */
export function typeFilter(type: unknown, isVeg: boolean, isNonVeg: boolean): boolean {
  if (type === 'veg') return isVeg;
  if (type === 'non_veg') return isNonVeg;
  return true;
}

export function storesIn(deps: { catalog: Catalog }, mod: Module | null, zoneIds: number[], type: unknown): Store[] {
  return deps.catalog.stores.filter(
    (s) =>
      s.status === 1 &&
      (!mod || s.module_id === mod.id) &&
      zoneIds.includes(s.zone_id) &&
      typeFilter(type, s.veg === 1, s.non_veg === 1),
  );
}
