// The six modules. Ids follow the order food, grocery, pharmacy, ecommerce, parcel, rental (1..6).
import { image, stamp } from './common.ts';
import type { ModuleRow } from '../catalog/store-rows.ts';

// The Arabic name is the module's `translations` row, as the platform stores an admin's translated name.
const DEFS: Array<[number, string, string, string, string]> = [
  [1, 'Food', 'food', 'Order food from the best restaurants around you.', 'الطعام'],
  [2, 'Grocery', 'grocery', 'Fresh groceries delivered to your door.', 'البقالة'],
  [3, 'Pharmacy', 'pharmacy', 'Medicines and health care essentials.', 'الصيدلية'],
  [4, 'Shop', 'ecommerce', 'Fashion, electronics and more.', 'المتجر'],
  [5, 'Parcel', 'parcel', 'Send parcels anywhere in the city.', 'الطرد'],
  [6, 'Rental', 'rental', 'Rent cars, bikes and microbuses by the hour or distance.', 'التأجير'],
];

export const MODULES: ModuleRow[] = DEFS.map(([id, name, type, description, arabicName], i) => {
  const icon = image('module', `${type} icon`);
  const thumb = image('module', `${type} thumbnail`);
  return {
    id,
    module_name: name,
    module_type: type,
    thumbnail: thumb.file,
    thumbnail_full_url: thumb.url,
    icon: icon.file,
    icon_full_url: icon.url,
    status: '1',
    theme_id: 1,
    description: `<p>${description}</p>`,
    all_zone_service: 0,
    created_at: stamp(i),
    updated_at: stamp(i),
    storage: [],
    translations: [{ id, translationable_type: 'App\\Models\\Module', translationable_id: id, locale: 'ar', key: 'module_name', value: arabicName }],
  };
});

/** module_config of the config object (platform-api §4). */
export const MODULE_CONFIG = {
  module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental', 'ride-share', 'service'],
  grocery: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, new_variation: false, description: 'Grocery module' },
  food: { order_status: { accepted: true }, order_place_to_schedule_interval: true, add_on: true, stock: false, veg_non_veg: true, unit: false, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: true, show_restaurant_text: true, is_parcel: false, new_variation: true, description: 'Food module' },
  pharmacy: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: true, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, new_variation: false, description: 'Pharmacy module' },
  ecommerce: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: true, item_available_time: false, show_restaurant_text: false, is_parcel: false, new_variation: false, description: 'Ecommerce module' },
  parcel: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: false, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: true, new_variation: false, description: 'Parcel module' },
  rental: { order_status: { accepted: false }, add_on: false, stock: false, veg_non_veg: false, unit: false, always_open: false, all_zone_service: false, item_available_time: false, is_rental: true, description: 'Rental module' },
};
