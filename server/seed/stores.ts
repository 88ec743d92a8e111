// Stores (restaurants in food, providers in rental): four or more per module with open, daytime, split
// and closed schedules, a temporarily closed store (active=false), self-delivery, free delivery and
// store discounts. The parcel module has no stores, as on the platform (it uses parcel categories).
import { image, slugify, stamp } from './common.ts';
import type { StoreRow } from '../catalog/store-rows.ts';
import { DELIVERY_STORES, type StoreDef } from './store-defs.ts';
import { RENTAL_PROVIDERS } from './rental-providers.ts';
import { STORE_ANNOUNCEMENTS } from './store-own.ts';

const DEFS: StoreDef[] = [...DELIVERY_STORES, ...RENTAL_PROVIDERS];

export const STORES: StoreRow[] = DEFS.map((d, i) => {
  const logo = image('store', `${d.name} logo`);
  const cover = image('store', `${d.name} cover`);
  const ratings = d.ratings ?? [0, 0, 0, 0, 0];
  const count = ratings.reduce((a, b) => a + b, 0);
  const avg = count ? ratings.reduce((a, n, k) => a + n * (5 - k), 0) / count : 0;
  const created = stamp(i);
  return {
    id: d.id,
    name: d.name,
    phone: `+88017000${String(1000 + d.id)}`,
    email: `${slugify(d.name)}@example.com`,
    logo: logo.file,
    logo_full_url: logo.url,
    cover_photo: cover.file,
    cover_photo_full_url: cover.url,
    meta_image_full_url: logo.url,
    latitude: String(d.lat),
    longitude: String(d.lng),
    address: d.address,
    footer_text: null,
    minimum_order: d.minimum_order ?? 0,
    comission: null,
    tax: d.tax ?? 5,
    schedule_order: true,
    status: 1,
    vendor_id: d.id,
    free_delivery: d.free_delivery ?? false,
    delivery: !d.take_away_only,
    take_away: true,
    item_section: true,
    reviews_section: d.reviews_section ?? true,
    active: d.active ?? true,
    off_day: d.off_day ?? ' ',
    self_delivery_system: d.self_delivery_system ?? 0,
    pos_system: false,
    minimum_shipping_charge: d.self_delivery_system ? 30 : 0,
    maximum_shipping_charge: d.self_delivery_system ? 120 : null,
    per_km_shipping_charge: d.self_delivery_system ? 12 : 0,
    delivery_time: d.delivery_time ?? '30-40 min',
    veg: d.veg ?? 1,
    non_veg: d.non_veg ?? 1,
    order_count: d.order_count ?? 0,
    total_order: d.order_count ?? 0,
    module_id: d.module_id,
    zone_id: d.zone_id,
    featured: d.featured ?? 0,
    prescription_order: d.prescription_order ?? false,
    cutlery: d.module_id === 1,
    slug: slugify(d.name),
    announcement: STORE_ANNOUNCEMENTS.has(d.id) ? 1 : 0,
    announcement_message: STORE_ANNOUNCEMENTS.get(d.id) ?? null,
    store_business_model: 'commission',
    package_id: null,
    gst_status: false,
    gst_code: null,
    ratings,
    avg_rating: Math.round(avg * 100) / 100,
    rating_count: count,
    positive_rating: count ? Math.round(((ratings[0] + ratings[1]) / count) * 100) : 0,
    is_recommended: d.featured === 1,
    halal_tag_status: d.halal ?? false,
    extra_packaging_status: d.module_id === 1,
    extra_packaging_amount: d.module_id === 1 ? 10 : 0,
    created_at: created,
    updated_at: created,
    translations: [],
    storage: [],
    // not sent as-is: expanded by the formatter
    schedule_kind: d.schedule,
    discount_def: d.discount
      ? {
          id: d.id,
          start_date: '2024-01-01',
          end_date: '2099-12-31',
          start_time: '00:00:00',
          end_time: '23:59:59',
          min_purchase: d.discount.min_purchase,
          max_discount: d.discount.max_discount,
          discount: d.discount.discount,
          discount_type: d.discount.discount_type,
          store_id: d.id,
          created_at: created,
          updated_at: created,
        }
      : null,
    pickup_zone_id: d.pickup_zone_id ?? null,
  };
});
