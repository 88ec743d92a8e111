// Categories per module: top-level rows (position 0) with sub-categories (position 1, parent_id set).
import { image, slugify, stamp } from './common.ts';
import type { CategoryRow, ParcelCategoryRow } from '../catalog/store-rows.ts';

type Def = [id: number, module_id: number, name: string, parent_id: number, featured?: number];

const DEFS: Def[] = [
  // food
  [1, 1, 'Burgers', 0, 1],
  [2, 1, 'Beef Burgers', 1],
  [3, 1, 'Chicken Burgers', 1],
  [4, 1, 'Pizza', 0, 1],
  [5, 1, 'Veg Pizza', 4],
  [6, 1, 'Desserts', 0],
  [7, 1, 'Drinks', 0],
  [8, 1, 'Rice Dishes', 0],
  // grocery
  [10, 2, 'Fruits & Vegetables', 0, 1],
  [11, 2, 'Fruits', 10],
  [12, 2, 'Vegetables', 10],
  [13, 2, 'Dairy', 0],
  [14, 2, 'Milk', 13],
  [15, 2, 'Snacks', 0],
  [16, 2, 'Meat & Fish', 0],
  [17, 2, 'Rice & Grains', 0],
  // pharmacy
  [20, 3, 'Medicine', 0, 1],
  [21, 3, 'Pain Relief', 20],
  [22, 3, 'Antibiotics', 20],
  [23, 3, 'Personal Care', 0],
  [24, 3, 'Vitamins', 0],
  // ecommerce
  [30, 4, 'Fashion', 0, 1],
  [31, 4, 'T-Shirts', 30],
  [32, 4, 'Shoes', 30],
  [33, 4, 'Electronics', 0, 1],
  [34, 4, 'Headphones', 33],
  [35, 4, 'Accessories', 0],
];

export const CATEGORIES: CategoryRow[] = DEFS.map(([id, module_id, name, parent_id, featured = 0], i) => {
  const img = image('category', name);
  return {
    id,
    name,
    image: img.file,
    image_full_url: img.url,
    parent_id,
    position: parent_id === 0 ? 0 : 1,
    status: 1,
    priority: 0,
    module_id,
    slug: slugify(name),
    featured,
    created_at: stamp(i),
    updated_at: stamp(i),
    storage: [],
    translations: [],
  };
});

/** Parcel categories (the parcel module has no stores or items; it sends packages). */
export const PARCEL_CATEGORIES: ParcelCategoryRow[] = [
  ['Documents', 'Letters, papers and files', 20, 5],
  ['Small Package', 'Up to 5 kg', 30, 8],
  ['Large Package', 'Up to 20 kg', 50, 12],
].map(([name, description, minimum, perKm], i) => {
  const img = image('parcel', String(name));
  return {
    id: i + 1,
    image: img.file,
    image_full_url: img.url,
    name,
    description,
    status: 1,
    orders_count: 0,
    module_id: 5,
    parcel_per_km_shipping_charge: perKm,
    parcel_minimum_shipping_charge: minimum,
    created_at: stamp(i),
    updated_at: stamp(i),
    translations: [],
  };
});
