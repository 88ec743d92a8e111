// The catalogue's row shapes for places and stores: what the catalogue tables hold (each row's JSON
// `data`) and what the in-memory catalogue serves. The catalogue owns them; seed/ writes its demo data to fit.
import type { LatLng } from './geo.ts';

export interface ZoneRow {
  id: number;
  name: string;
  display_name: string;
  status: 0 | 1;
  polygon: LatLng[];
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  /** acc §9: 'percent' (the platform's only kind, the default) or 'amount' (a fixed sum added to the fee). */
  increased_delivery_fee_type?: 'percent' | 'amount';
  increase_delivery_charge_message: string | null;
  /** module ids served in this zone */
  modules: number[];
}

export interface ModuleRow {
  id: number;
  module_name: string;
  module_type: string;
  thumbnail: string;
  thumbnail_full_url: string;
  icon: string;
  icon_full_url: string;
  status: string;
  theme_id: number;
  description: string;
  all_zone_service: number;
  created_at: string;
  updated_at: string;
  storage: never[];
  translations: {
    id: number;
    translationable_type: string;
    translationable_id: number;
    locale: string;
    key: string;
    value: string;
  }[];
}

export interface CategoryRow {
  id: number;
  name: string;
  image: string;
  image_full_url: string;
  parent_id: number;
  position: number;
  status: number;
  priority: number;
  module_id: number;
  slug: string;
  featured: number;
  created_at: string;
  updated_at: string;
  storage: never[];
  translations: never[];
}

/** A parcel category (the parcel module has no stores or items; it sends packages). */
export interface ParcelCategoryRow {
  id: number;
  image: string;
  image_full_url: string;
  name: string | number | undefined;
  description: string | number | undefined;
  status: number;
  orders_count: number;
  module_id: number;
  parcel_per_km_shipping_charge: string | number | undefined;
  parcel_minimum_shipping_charge: string | number | undefined;
  created_at: string;
  updated_at: string;
  translations: never[];
}

export type ScheduleKind = 'always' | 'daytime' | 'split' | 'closed';

export interface StoreRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  logo: string;
  logo_full_url: string;
  cover_photo: string;
  cover_photo_full_url: string;
  meta_image_full_url: string;
  latitude: string;
  longitude: string;
  address: string;
  footer_text: null;
  minimum_order: number;
  comission: null;
  tax: number;
  schedule_order: boolean;
  status: number;
  vendor_id: number;
  free_delivery: boolean;
  delivery: boolean;
  take_away: boolean;
  item_section: boolean;
  reviews_section: boolean;
  active: boolean;
  off_day: string;
  self_delivery_system: number;
  pos_system: boolean;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
  per_km_shipping_charge: number;
  delivery_time: string;
  veg: number;
  non_veg: number;
  order_count: number;
  total_order: number;
  module_id: number;
  zone_id: number;
  featured: number;
  prescription_order: boolean;
  cutlery: boolean;
  slug: string;
  announcement: number;
  announcement_message: string | null;
  store_business_model: string;
  package_id: null;
  gst_status: boolean;
  gst_code: null;
  ratings: [number, number, number, number, number];
  avg_rating: number;
  rating_count: number;
  positive_rating: number;
  is_recommended: boolean;
  halal_tag_status: boolean;
  extra_packaging_status: boolean;
  extra_packaging_amount: number;
  created_at: string;
  updated_at: string;
  translations: never[];
  storage: never[];
  schedule_kind: ScheduleKind;
  discount_def: {
    id: number;
    start_date: string;
    end_date: string;
    start_time: string;
    end_time: string;
    min_purchase: number;
    max_discount: number;
    discount: number;
    discount_type: 'percent' | 'amount';
    store_id: number;
    created_at: string;
    updated_at: string;
  } | null;
  pickup_zone_id: string[] | null;
}

/** A schedule row (day 0 = Sunday … 6), as stores/details returns them. */
export interface ScheduleRow {
  id: number;
  store_id: number;
  day: number;
  opening_time: string;
  closing_time: string;
  created_at: string;
  updated_at: string;
}
