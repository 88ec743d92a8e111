// The demo stores as declared (seed/stores.ts expands each into the platform's store row): food, grocery,
// pharmacy and ecommerce stores here, the rental module's providers in seed/rental-providers.ts.
import type { ScheduleKind } from '../catalog/store-rows.ts';

/** What differs from store to store; everything else is the same for all (seed/stores.ts). */
export interface StoreDef {
  id: number;
  module_id: number;
  zone_id: number;
  name: string;
  lat: number;
  lng: number;
  address: string;
  schedule: ScheduleKind;
  active?: boolean;
  free_delivery?: boolean;
  self_delivery_system?: number;
  discount?: { discount: number; discount_type: 'percent' | 'amount'; min_purchase: number; max_discount: number };
  veg?: number;
  non_veg?: number;
  featured?: number;
  prescription_order?: boolean;
  pickup_zone_id?: string[];
  delivery_time?: string;
  minimum_order?: number;
  tax?: number;
  halal?: boolean;
  /** false: the store has no review plan (core §8). */
  reviews_section?: boolean;
  ratings?: [number, number, number, number, number];
  order_count?: number;
  off_day?: string;
  /** A store that takes no delivery orders (the all-stores list's Take-away tab, turn4 §1.2). */
  take_away_only?: boolean;
}

export const DELIVERY_STORES: StoreDef[] = [
  // food (module 1)
  {
    id: 1,
    module_id: 1,
    zone_id: 2,
    name: 'Burger Barn',
    lat: 23.7557,
    lng: 90.3753,
    address: 'Road 27, Dhanmondi',
    schedule: 'always',
    free_delivery: true,
    discount: { discount: 10, discount_type: 'percent', min_purchase: 300, max_discount: 100 },
    featured: 1,
    halal: true,
    ratings: [40, 12, 3, 1, 1],
    order_count: 120,
  },
  {
    id: 2,
    module_id: 1,
    zone_id: 2,
    name: 'Pizza Palace',
    lat: 23.7461,
    lng: 90.3742,
    address: 'Lake Road, Dhanmondi',
    schedule: 'daytime',
    self_delivery_system: 1,
    veg: 1,
    non_veg: 1,
    ratings: [20, 10, 5, 0, 0],
    order_count: 80,
  },
  {
    id: 3,
    module_id: 1,
    zone_id: 1,
    name: 'Kacchi House',
    lat: 23.7334,
    lng: 90.3847,
    address: 'New Market, Azimpur',
    schedule: 'closed',
    veg: 0,
    non_veg: 1,
    ratings: [5, 5, 2, 0, 0],
    order_count: 30,
  },
  {
    id: 4,
    module_id: 1,
    zone_id: 3,
    name: 'Uttara Grill',
    take_away_only: true,
    lat: 23.8688,
    lng: 90.3996,
    address: 'Sector 7, Uttara',
    schedule: 'split',
    veg: 0,
    non_veg: 1,
    ratings: [8, 3, 1, 0, 0],
    order_count: 25,
  },
  {
    id: 5,
    module_id: 1,
    zone_id: 1,
    name: 'Sweet Tooth',
    lat: 23.7806,
    lng: 90.4163,
    address: 'Gulshan 1',
    schedule: 'always',
    active: false,
    veg: 1,
    non_veg: 0,
    ratings: [3, 1, 0, 0, 0],
    order_count: 5,
  },
  // grocery (module 2)
  {
    id: 6,
    module_id: 2,
    zone_id: 2,
    name: 'Fresh Mart',
    lat: 23.7563,
    lng: 90.3662,
    address: 'Lalmatia Block D',
    schedule: 'always',
    free_delivery: true,
    featured: 1,
    ratings: [30, 8, 2, 0, 0],
    order_count: 150,
  },
  {
    id: 7,
    module_id: 2,
    zone_id: 1,
    name: 'Daily Needs',
    lat: 23.758,
    lng: 90.3897,
    address: 'Farmgate',
    schedule: 'daytime',
    discount: { discount: 5, discount_type: 'percent', min_purchase: 500, max_discount: 50 },
    ratings: [10, 5, 1, 0, 0],
    order_count: 60,
  },
  {
    id: 8,
    module_id: 2,
    zone_id: 1,
    name: 'Green Grocer',
    lat: 23.751,
    lng: 90.3935,
    address: 'Karwan Bazar',
    schedule: 'closed',
    ratings: [2, 1, 0, 0, 0],
    order_count: 4,
  },
  {
    id: 9,
    module_id: 2,
    zone_id: 3,
    name: 'Uttara Super Shop',
    lat: 23.863,
    lng: 90.4009,
    address: 'Sector 4, Uttara',
    schedule: 'always',
    self_delivery_system: 1,
    ratings: [6, 2, 0, 0, 0],
    order_count: 20,
  },
  // pharmacy (module 3)
  {
    id: 10,
    module_id: 3,
    zone_id: 2,
    name: 'HealthPlus Pharmacy',
    lat: 23.7385,
    lng: 90.3839,
    address: 'Science Lab',
    schedule: 'always',
    prescription_order: true,
    featured: 1,
    ratings: [25, 5, 0, 0, 0],
    order_count: 90,
  },
  {
    id: 11,
    module_id: 3,
    zone_id: 1,
    name: 'City Drug Store',
    lat: 23.7383,
    lng: 90.3958,
    address: 'Shahbagh',
    schedule: 'daytime',
    prescription_order: true,
    ratings: [9, 4, 1, 0, 0],
    order_count: 40,
  },
  {
    id: 12,
    module_id: 3,
    zone_id: 1,
    name: 'Night Pharmacy',
    featured: 1,
    take_away_only: true,
    lat: 23.7781,
    lng: 90.4008,
    address: 'Mohakhali',
    schedule: 'split',
    ratings: [4, 2, 0, 0, 0],
    order_count: 12,
  },
  {
    id: 13,
    module_id: 3,
    zone_id: 1,
    name: 'MediCare',
    reviews_section: false,
    lat: 23.7937,
    lng: 90.4066,
    address: 'Banani',
    schedule: 'closed',
    ratings: [1, 0, 0, 0, 0],
    order_count: 2,
  },
  // ecommerce (module 4)
  {
    id: 14,
    module_id: 4,
    zone_id: 1,
    name: 'Style Hub',
    lat: 23.7925,
    lng: 90.4078,
    address: 'Gulshan 2',
    schedule: 'always',
    featured: 1,
    discount: { discount: 100, discount_type: 'amount', min_purchase: 1000, max_discount: 100 },
    ratings: [15, 5, 2, 1, 0],
    order_count: 70,
    delivery_time: '1-3 days',
  },
  {
    id: 15,
    module_id: 4,
    zone_id: 2,
    name: 'Gadget World',
    lat: 23.7509,
    lng: 90.3903,
    address: 'Bashundhara City, Panthapath',
    schedule: 'always',
    free_delivery: true,
    ratings: [22, 6, 1, 0, 0],
    order_count: 85,
    delivery_time: '1-2 days',
  },
  {
    id: 16,
    module_id: 4,
    zone_id: 3,
    name: 'Shoe Corner',
    featured: 1,
    lat: 23.8795,
    lng: 90.4011,
    address: 'Abdullahpur, Uttara',
    schedule: 'daytime',
    ratings: [5, 2, 0, 0, 0],
    order_count: 18,
    delivery_time: '2-4 days',
  },
  {
    id: 17,
    module_id: 4,
    zone_id: 1,
    name: 'Closed Boutique',
    lat: 23.7662,
    lng: 90.3589,
    address: 'Mohammadpur',
    schedule: 'closed',
    ratings: [0, 0, 0, 0, 0],
    order_count: 0,
  },
];
