// Item search as the platform does it (platform-api-more §9 items/search): the name is split on spaces and
// an item matches when any word is in its name, tags, nutrition, allergy, category (leaf or parent) or
// generic name; exact name matches come first. Then the optional narrowing: store, category (one or a JSON
// list), veg/non-veg, a price range (both ends needed), a minimum average rating, and the `filter` list
// (`top_rated`, `popular`, `discounted`, `high`, `low`) as JSON or CSV.
import type { Item } from '../catalog/catalog.ts';
import { inCategory } from '../format/category.ts';

export interface ItemSearchQuery {
  name: string;
  store_id?: string;
  category_id?: string;
  category_ids?: string;
  min_price?: string;
  max_price?: string;
  rating_count?: string;
  filter?: string;
}

export const SEARCH_FILTERS = ['top_rated', 'popular', 'discounted', 'high', 'low'] as const;

/** `["a","b"]`, `[a,b]` or `a,b` → the known filter names. */
export function parseFilterList(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .replace(/[[\]"\s]/g, '')
    .split(',')
    .filter((f) => (SEARCH_FILTERS as readonly string[]).includes(f));
}

/** `[1,2]` or `1,2` → ids. */
export function parseIdList(raw: string | undefined): number[] {
  if (!raw) return [];
  return raw
    .replace(/[[\]"\s]/g, '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

const haystack = (it: Item) =>
  [
    it.name,
    ...it.tags.map((t) => t.tag),
    ...it.nutritions_name,
    ...it.allergies_name,
    ...it.generic_name,
    ...it.category_ids.map((x) => x.name),
  ]
    .join(' ')
    .toLowerCase();

/** The items of `pool` that answer the query, in the platform's order (exact name first, then the filter's sort). */
export function searchItems(pool: Item[], q: ItemSearchQuery): Item[] {
  const name = q.name.trim().toLowerCase();
  const words = name.split(/\s+/).filter(Boolean);
  const cats = parseIdList(q.category_ids);
  const filters = parseFilterList(q.filter);
  const priced = q.min_price !== undefined && q.max_price !== undefined && q.min_price !== '' && q.max_price !== '';
  const minRating = q.rating_count ? Number(q.rating_count) : 0;
  let list = pool.filter(
    (it) =>
      words.some((w) => haystack(it).includes(w)) &&
      (!q.store_id || it.store_id === Number(q.store_id)) &&
      (!q.category_id || inCategory(it, Number(q.category_id))) &&
      (!cats.length || cats.some((id) => inCategory(it, id))) &&
      (!priced || (it.price >= Number(q.min_price) && it.price <= Number(q.max_price))) &&
      (!minRating || it.avg_rating >= minRating) &&
      (!filters.includes('discounted') || it.discount > 0),
  );
  list = list.sort((a, b) => Number(b.name.toLowerCase() === name) - Number(a.name.toLowerCase() === name));
  if (filters.includes('top_rated')) list = [...list].sort((a, b) => b.avg_rating - a.avg_rating);
  if (filters.includes('popular')) list = [...list].sort((a, b) => b.order_count - a.order_count);
  if (filters.includes('high')) list = [...list].sort((a, b) => b.price - a.price);
  if (filters.includes('low')) list = [...list].sort((a, b) => a.price - b.price);
  return list;
}
