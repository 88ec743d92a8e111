// A cart line's chosen variation, checked against its item (platform-api §5.8): a food item's groups of
// values, or another module's one chosen entry with its own price and stock.
import type { Item } from '../catalog/catalog.ts';
import { fail } from '../http/errors.ts';

export type FoodChoice = { name: string; values: { label: string[] } };
export type ShopChoice = { type: string; price?: number; stock?: number };

/** Parses a variation value that may arrive as an array or as a JSON string (form posts). */
export function parseVariation(v: unknown): unknown[] {
  if (v === undefined || v === null || v === '') return [];
  let val = v;
  if (typeof val === 'string') {
    try {
      val = JSON.parse(val);
    } catch {
      fail(403, 'variation', 'The variation must be an array.');
    }
  }
  if (!Array.isArray(val)) fail(403, 'variation', 'The variation must be an array.');
  return val;
}

/**
 * Checks a variation against the item and returns [normalized variation, identity key, unit stock].
 * Food: [{name, values:{label:[…]}}] with required groups and multi min/max (core §5 wording).
 * Other modules: the chosen entry of item.variations, [{type, price, stock}].
 */
export function checkVariation(
  it: Item,
  moduleType: string,
  raw: unknown[],
): { variation: unknown[]; key: string; stock: number | null } {
  const invalid: () => never = () => fail(403, 'variation', 'The selected variation is invalid.');
  if (moduleType === 'food') {
    const groups = Array.isArray(it.food_variations) ? it.food_variations : [];
    const chosen = new Map<string, string[]>();
    for (const entry of raw) {
      if (!entry || typeof entry !== 'object') invalid();
      const e = entry as { name?: unknown; values?: { label?: unknown } };
      const labels = e.values && Array.isArray(e.values.label) ? e.values.label.map(String) : null;
      const group = groups.find((g) => g.name === e.name);
      if (!group || !labels || chosen.has(group.name)) invalid();
      if (labels.some((l) => !group.values.some((v) => v.label === l)) || new Set(labels).size !== labels.length)
        invalid();
      chosen.set(group.name, labels);
    }
    for (const g of groups) {
      const n = chosen.get(g.name)?.length ?? 0;
      if (g.required === 'on' && n === 0)
        fail(403, 'variation', `Variation ${g.name} can not remain without selection.`);
      if (g.type === 'single' && n > 1) invalid();
      if (g.type === 'multi' && n > 0 && (n < g.min || (g.max > 0 && n > g.max)))
        fail(
          403,
          'variation',
          `Selected variation named ${g.name} must be in between Minimum ${g.min} and Maximum ${g.max}`,
        );
      if (g.type === 'multi' && g.required === 'on' && n < g.min)
        fail(
          403,
          'variation',
          `Selected variation named ${g.name} must be in between Minimum ${g.min} and Maximum ${g.max}`,
        );
    }
    const variation = groups
      .filter((g) => chosen.has(g.name))
      .map((g) => ({ name: g.name, values: { label: chosen.get(g.name)! } }));
    const key = variation.map((v) => `${v.name}:${[...v.values.label].sort().join('|')}`).join(';');
    return { variation, key, stock: null };
  }
  if (!it.variations.length) {
    if (raw.length) invalid();
    return { variation: [], key: '', stock: it.stock };
  }
  if (raw.length !== 1) fail(403, 'variation', 'The variation field is required.');
  const type = String((raw[0] as ShopChoice)?.type ?? '');
  const v = it.variations.find((x) => x.type === type);
  if (!v) invalid();
  return { variation: [{ type: v.type, price: v.price, stock: v.stock }], key: v.type, stock: v.stock };
}
