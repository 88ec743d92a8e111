// banners/{store_id} (platform-api-turn4 §3.4): the banners a store created itself, in the caller's zones
// and the current module; a row in the platform's storage shape. The home's banners (created_by "admin")
// are never among them.
import type { Banner, Catalog } from '../catalog/catalog.ts';

export function storeBanners(catalog: Catalog, storeKey: string, moduleId: number, zoneIds: number[]) {
  // The platform compares the path with the banner's data column: anything but a store id matches nothing.
  const storeId = /^\d{1,9}$/.test(storeKey) ? Number(storeKey) : null;
  if (storeId === null) return [];
  return catalog.banners
    .filter(
      (b) =>
        b.created_by === 'store' &&
        b.status === 1 &&
        b.data === storeId &&
        b.module_id === moduleId &&
        zoneIds.includes(b.zone_id),
    )
    .map(storedRow);
}

function storedRow(b: Banner) {
  return {
    id: b.id,
    title: b.title,
    type: b.type,
    time_period: null,
    start_date: null,
    end_date: null,
    total_redirection: 0,
    image: b.image,
    status: b.status === 1,
    data: b.data,
    created_at: b.created_at,
    updated_at: b.updated_at,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: b.featured === 1,
    default_link: b.default_link,
    created_by: b.created_by,
    image_full_url: b.image_full_url,
    storage: [],
    translations: [],
  };
}
