import type { Store } from '../../api/types';
import { getScope } from '../../api/scope';

/** Coordinates go into the URL as numbers (`lat=23.7563`), not as quoted strings. */
export const coordinate = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);

/**
 * The query of a store page link (core §2: id, module_id, lat, lng, store_zone_id). Apart from the store card,
 * so the home's banners link to stores without the card (and its heart) in the first load (docs/budgets.md).
 */
export function storeSearch(s: Pick<Store, 'id' | 'latitude' | 'longitude' | 'zone_id' | 'module_id'>) {
  return {
    id: s.id,
    module_id: s.module_id ?? getScope().moduleId ?? undefined,
    lat: coordinate(s.latitude),
    lng: coordinate(s.longitude),
    store_zone_id: s.zone_id,
  };
}
