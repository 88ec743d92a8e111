// What stores publish themselves (platform-api-turn4 §3.4, §0.5): the banners a store created in its own
// panel (created_by "store", data = the store id; the home's banners leave them out) and the announcement
// a store shows on its page. One store per module has them, so each store page has a case to show.
import { image, stamp } from './common.ts';
import type { BannerRow } from '../catalog/promotion-rows.ts';

/** announcement = 1 with its message; every other store has announcement 0 and no message. */
export const STORE_ANNOUNCEMENTS: ReadonlyMap<number, string> = new Map([
  [1, 'Our kitchen closes at 23:00 on Fridays; orders after 22:30 are delivered on Saturday.'],
  [6, 'Fresh fish arrives every morning at 8; weekend orders may take an extra 15 minutes.'],
  [10, 'A pharmacist checks every prescription order before it leaves the store.'],
  [14, 'New winter collection: sizes are restocked every Monday.'],
]);

const DEFS = [
  { id: 101, store: 1, module_id: 1, zone_id: 2, title: 'Burger Barn: two for one on Tuesdays' },
  { id: 102, store: 1, module_id: 1, zone_id: 2, title: 'Burger Barn: free fries over 500' },
  { id: 103, store: 6, module_id: 2, zone_id: 2, title: 'Fresh Mart: morning fish' },
  { id: 104, store: 10, module_id: 3, zone_id: 2, title: 'HealthPlus: health check corner' },
  { id: 105, store: 14, module_id: 4, zone_id: 1, title: 'Style Hub: winter collection' },
];

export const STORE_BANNERS: BannerRow[] = DEFS.map((b, i) => {
  const img = image('banner', b.title);
  return {
    id: b.id,
    title: b.title,
    type: 'store_wise',
    image: img.file,
    image_full_url: img.url,
    status: 1,
    data: b.store,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: 0,
    default_link: null,
    created_by: 'store',
    created_at: stamp(i),
    updated_at: stamp(i),
  };
});
