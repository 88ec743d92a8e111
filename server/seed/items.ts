// Item builder: compact definitions become the platform's full Item shape (platform-api §5.1).
// Store-derived fields (store_name, zone_id, delivery_time…) and time-dependent ones (flash_sale,
// store_discount) are filled in by the formatter, because they depend on other rows and on "now".
import { image, slugify, stamp } from './common.ts';
import { CATEGORIES } from './categories.ts';
import type { AddOnRow, FoodVariation, ItemRow } from '../catalog/item-rows.ts';

export interface ItemDef {
  id: number;
  store_id: number;
  module_id: number;
  name: string;
  price: number;
  category: number; // leaf category id; its parent is added to category_ids
  description?: string;
  discount?: number;
  discount_type?: 'percent' | 'amount';
  stock?: number;
  veg?: 0 | 1;
  recommended?: 0 | 1;
  organic?: 0 | 1;
  is_halal?: 0 | 1;
  maximum_cart_quantity?: number | null;
  available?: [string, string];
  food_variations?: FoodVariation[] | null; // null = nothing stored (serializes as "")
  add_ons?: number[];
  choice_options?: Array<{ title: string; options: string[] }>;
  variation_stock?: Record<string, [price: number, stock: number]>;
  unit?: string | null;
  prescription?: 0 | 1;
  generic_name?: string[];
  nutritions?: string[];
  allergies?: string[];
  tags?: string[];
  rating?: [avg: number, count: number];
  order_count?: number;
  images?: number; // extra gallery images
  brand_id?: number | null;
  /** Pharmacy: the common condition (fever, cough…) the item treats; items/common-conditions lists these. */
  common_condition_id?: number;
}

let tagId = 0;
const tagIds = new Map<string, number>();
const tagFor = (t: string) => {
  if (!tagIds.has(t)) tagIds.set(t, ++tagId);
  return { id: tagIds.get(t)!, tag: t };
};

export function buildItem(d: ItemDef, index: number): ItemRow {
  const img = image('item', d.name);
  const gallery = Array.from({ length: d.images ?? 1 }, (_, k) =>
    image('item', k === 0 ? d.name : `${d.name} ${k + 1}`),
  );
  const leaf = CATEGORIES.find((c) => c.id === d.category);
  if (!leaf) throw new Error(`unknown category ${d.category} for item ${d.id}`);
  const top = leaf.parent_id ? CATEGORIES.find((c) => c.id === leaf.parent_id)! : leaf;
  const categoryIds =
    top.id === leaf.id
      ? [{ id: String(top.id), position: 1, name: top.name }]
      : [
          { id: String(top.id), position: 1, name: top.name },
          { id: String(leaf.id), position: 2, name: leaf.name },
        ];
  const choice = (d.choice_options ?? []).map((c, k) => ({
    name: `choice_${k + 1}`,
    title: c.title,
    options: c.options,
  }));
  const variations = d.variation_stock
    ? Object.entries(d.variation_stock).map(([type, [price, stock]]) => ({ type, price, stock }))
    : [];
  const stock = d.variation_stock ? variations.reduce((a, v) => a + v.stock, 0) : (d.stock ?? 100);
  const [avg, count] = d.rating ?? [0, 0];
  const created = stamp(index);
  return {
    id: d.id,
    name: d.name,
    description: d.description ?? `<p>${d.name}, freshly prepared for you.</p>`,
    image: img.file,
    image_full_url: img.url,
    images: gallery.map((g) => g.file),
    images_full_url: gallery.map((g) => g.url),
    category_id: top.id,
    category_ids: categoryIds,
    price: d.price,
    tax: 5,
    tax_type: 'percent',
    discount: d.discount ?? 0,
    discount_type: d.discount_type ?? 'percent',
    available_time_starts: d.available?.[0] ?? '00:00:00',
    available_time_ends: d.available?.[1] ?? '23:59:59',
    veg: d.veg ?? 0,
    status: 1,
    store_id: d.store_id,
    module_id: d.module_id,
    stock,
    unit_id: d.unit ? 1 : null,
    unit_type: d.unit ?? null,
    unit: d.unit ? { id: 1, unit: d.unit } : null,
    order_count: d.order_count ?? 0,
    avg_rating: avg,
    rating_count: count,
    rating: count ? JSON.stringify({ 5: Math.round(count * 0.7), 4: count - Math.round(count * 0.7) }) : '[]',
    recommended: d.recommended ?? 0,
    organic: d.organic ?? 0,
    is_halal: d.is_halal ?? 0,
    maximum_cart_quantity: d.maximum_cart_quantity ?? null,
    is_approved: 1,
    slug: slugify(d.name),
    is_campaign: 0,
    common_condition_id: d.common_condition_id ?? null,
    brand_id: d.brand_id ?? null,
    is_basic: 0,
    is_prescription_required: d.prescription ?? 0,
    halal_tag_status: d.is_halal ?? 0,
    nutritions_name: d.nutritions ?? [],
    allergies_name: d.allergies ?? [],
    generic_name: d.generic_name ?? [],
    add_on_ids: d.add_ons ?? [],
    attributes: choice.length ? choice.map((_, k) => k + 1) : [],
    choice_options: choice,
    variations,
    food_variations: d.food_variations === undefined ? [] : d.food_variations,
    tags: (d.tags ?? []).map(tagFor),
    translations: [],
    storage: [],
    created_at: created,
    updated_at: created,
  };
}

export const ADD_ONS: AddOnRow[] = (
  [
    [1, 1, 'Extra Cheese', 30],
    [2, 1, 'Bacon Strips', 50],
    [3, 1, 'Fried Egg', 25],
    [4, 2, 'Olives', 20],
    [5, 2, 'Extra Cheese', 40],
    [6, 2, 'Jalapeños', 15],
    [7, 4, 'Garlic Sauce', 10],
  ] as const
).map(([id, store_id, name, price]) => ({
  id,
  name,
  price,
  store_id,
  status: 1,
  created_at: stamp(0),
  updated_at: stamp(0),
  translations: [],
}));
