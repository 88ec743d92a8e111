// Banners of every kind the home shows: a store's, a default one with its link, and an item one the
// platform never returns (it skips item_wise).
import { image, stamp } from './common.ts';
import type { BannerRow } from '../catalog/promotion-rows.ts';

export const BANNERS: BannerRow[] = [
  { id: 1, module_id: 1, title: 'Burger Week', type: 'store_wise', data: 1, zone_id: 2, featured: 0 },
  {
    id: 2,
    module_id: 1,
    title: 'Free Delivery Weekend',
    type: 'default',
    data: null,
    zone_id: 1,
    featured: 1,
    link: 'https://example.com/free-delivery',
  },
  { id: 3, module_id: 2, title: 'Fresh Mart Deals', type: 'store_wise', data: 6, zone_id: 2, featured: 0 },
  { id: 4, module_id: 4, title: 'Gadget Days', type: 'store_wise', data: 15, zone_id: 2, featured: 1 },
  {
    id: 5,
    module_id: 3,
    title: 'Health Check',
    type: 'default',
    data: null,
    zone_id: 1,
    featured: 0,
    link: 'https://example.com/health',
  },
  { id: 6, module_id: 1, title: 'Item Promo', type: 'item_wise', data: 1, zone_id: 2, featured: 0 }, // never returned (platform skips item_wise)
].map((b, i) => {
  const img = image('banner', b.title);
  return {
    id: b.id,
    title: b.title,
    type: b.type,
    image: img.file,
    image_full_url: img.url,
    status: 1,
    data: b.data,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: b.featured,
    default_link: b.link ?? null,
    created_by: 'admin',
    created_at: stamp(i),
    updated_at: stamp(i),
  };
});
