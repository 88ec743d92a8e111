/**
 * core §4: an item matches a cart line by its id and selected variation. The part of the item rules
 * (./itemConfig, which re-exports all of this) that product cards need at first paint.
 */
import { variationTypeOf, type ItemSpec, type ShopVariation } from './itemOptions';
import type { CartLineChoice } from './types/cart';

export interface AddOnChoice {
  id: number;
  checked: boolean;
  quantity: number;
}

export interface Selection {
  quantity: number;
  /** Food: chosen value labels per group name. */
  food: Record<string, string[]>;
  /** Other modules: the chosen option of each choice group, by index. */
  choice: string[];
  addOns: AddOnChoice[];
}

export interface FoodVariationPayload {
  name: string;
  values: { label: string[] };
}

/** The variation of core §3's cart add payload. */
export type CartVariation = Array<FoodVariationPayload | ShopVariation>;

export function initialSelection(spec: ItemSpec): Selection {
  return {
    quantity: 1,
    food: {},
    // The first option of each group is chosen, so a variation (and its price) is always shown.
    choice: spec.choices.map((c) => c.options[0] ?? ''),
    addOns: spec.addOns.map((a) => ({ id: a.id, checked: false, quantity: 0 })),
  };
}

export function selectedVariation(spec: ItemSpec, sel: Selection): ShopVariation | null {
  if (!spec.variations.length) return null;
  const type = variationTypeOf(sel.choice);
  return spec.variations.find((v) => v.type === type || v.type.replace(/\s+/g, '') === type) ?? null;
}

export function cartVariation(spec: ItemSpec, sel: Selection): CartVariation {
  if (spec.isFood) {
    return spec.foodGroups
      .filter((g) => (sel.food[g.name]?.length ?? 0) > 0)
      .map((g) => ({
        name: g.name,
        values: { label: g.values.map((v) => v.label).filter((l) => sel.food[g.name]!.includes(l)) },
      }));
  }
  const v = selectedVariation(spec, sel);
  return v ? [v] : [];
}

/** The identity of a line's variation (core §4: an item matches a line by its id and selected variation). */
function keyOfVariation(variation: unknown): string {
  if (!Array.isArray(variation)) return '';
  return variation
    .map((v) => {
      const o = (v ?? {}) as { name?: unknown; type?: unknown; values?: { label?: unknown } };
      if (typeof o.type === 'string') return o.type.replace(/\s+/g, '');
      const labels = Array.isArray(o.values?.label) ? o.values.label.map(String).sort() : [];
      return `${String(o.name)}:${labels.join('|')}`;
    })
    .sort()
    .join(';');
}

export function lineModel(line: CartLineChoice): ItemSpec['model'] {
  return /ItemCampaign$/.test(line.item_type ?? '') ? 'ItemCampaign' : 'Item';
}

export function lineMatches(spec: ItemSpec, sel: Selection, line: CartLineChoice): boolean {
  return (
    line.item_id === spec.id &&
    lineModel(line) === spec.model &&
    keyOfVariation(line.variation) === keyOfVariation(cartVariation(spec, sel))
  );
}

export function findCartLine(spec: ItemSpec, sel: Selection, lines: readonly CartLineChoice[]): CartLineChoice | null {
  return lines.find((l) => lineMatches(spec, sel, l)) ?? null;
}
