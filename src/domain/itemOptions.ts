/**
 * An item's options as the configuration rules use them (core §3 Item): food variation groups, choice
 * options with their variations, add-ons, price, discount and limits, normalised from the platform's shape
 * (option prices arrive as strings, `food_variations` may be `""`, min/max may be strings).
 */
import { toNumber, type Discountable } from './money';
import { isCampaignItem } from './availability';
import type { ItemToConfigure } from './types/item';

export interface FoodValue {
  label: string;
  price: number;
}

export interface FoodGroup {
  name: string;
  type: 'single' | 'multi';
  min: number;
  /** 0 means no maximum. */
  max: number;
  required: boolean;
  values: FoodValue[];
}

export interface ChoiceGroup {
  title: string;
  options: string[];
}

export interface ShopVariation {
  type: string;
  price: number;
  stock: number | null;
}

export interface AddOnOption {
  id: number;
  name: string;
  price: number;
}

export type CartModel = 'Item' | 'ItemCampaign';

export interface ItemSpec {
  id: number;
  model: CartModel;
  storeId: number | null;
  moduleType: string;
  isFood: boolean;
  basePrice: number;
  discount: Discountable;
  stock: number | null;
  maxCartQuantity: number | null;
  foodGroups: FoodGroup[];
  choices: ChoiceGroup[];
  variations: ShopVariation[];
  addOns: AddOnOption[];
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function moduleTypeOf(item: Pick<ItemToConfigure, 'module_type' | 'module'>): string {
  const fromModule = rec(item.module).module_type;
  return String(item.module_type ?? (typeof fromModule === 'string' ? fromModule : '') ?? '');
}

export function foodGroupsOf(raw: unknown): FoodGroup[] {
  return list(raw).flatMap((g) => {
    const o = rec(g);
    if (typeof o.name !== 'string') return [];
    return [
      {
        name: o.name,
        type: o.type === 'multi' ? 'multi' : 'single',
        min: Math.max(0, Math.trunc(toNumber(o.min))),
        max: Math.max(0, Math.trunc(toNumber(o.max))),
        required: o.required === 'on',
        values: list(o.values).flatMap((v) => {
          const x = rec(v);
          return typeof x.label === 'string' ? [{ label: x.label, price: toNumber(x.optionPrice) }] : [];
        }),
      } satisfies FoodGroup,
    ];
  });
}

/** Normalises a platform item. `stockTracked` comes from the module's config (food does not track stock). */
export function itemSpecOf(item: ItemToConfigure, stockTracked = true): ItemSpec {
  const moduleType = moduleTypeOf(item);
  const stock = item.stock === null || item.stock === undefined || !stockTracked ? null : Number(item.stock);
  return {
    id: item.id,
    model: isCampaignItem(item) ? 'ItemCampaign' : 'Item',
    storeId: item.store_id ?? null,
    moduleType,
    isFood: moduleType === 'food',
    basePrice: toNumber(item.price),
    discount: { discount: item.discount ?? 0, discount_type: item.discount_type ?? 'percent' },
    stock,
    maxCartQuantity: item.maximum_cart_quantity ? Number(item.maximum_cart_quantity) : null,
    foodGroups: moduleType === 'food' ? foodGroupsOf(item.food_variations) : [],
    choices: list(item.choice_options).flatMap((c) => {
      const o = rec(c);
      const options = list(o.options).map(String);
      return options.length ? [{ title: String(o.title ?? o.name ?? ''), options }] : [];
    }),
    variations: list(item.variations).flatMap((v) => {
      const o = rec(v);
      if (typeof o.type !== 'string') return [];
      return [
        {
          type: o.type,
          price: toNumber(o.price),
          stock: !stockTracked || o.stock === undefined || o.stock === null ? null : Number(o.stock),
        },
      ];
    }),
    addOns: list(item.add_ons).flatMap((a) => {
      const o = rec(a);
      return typeof o.id === 'number' ? [{ id: o.id, name: String(o.name ?? ''), price: toNumber(o.price) }] : [];
    }),
  };
}

/** core §4: items with variations open the detail dialog before they are added. */
export function hasOptions(spec: ItemSpec): boolean {
  return spec.foodGroups.length > 0 || spec.variations.length > 0;
}

/** api §5.1: a variation's `type` is the chosen option values joined by `-`, spaces removed. */
export function variationTypeOf(chosen: readonly string[]): string {
  return chosen.map((o) => o.replace(/\s+/g, '')).join('-');
}
