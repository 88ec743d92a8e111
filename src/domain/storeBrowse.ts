/**
 * Finding things inside a store (platform-api-turn4 §2.4; the platform's store page): the search text, the
 * category tab, veg / non-veg, a price range and a sort, as the store page's URL carries them, so a link
 * opens the same view. With text the store asks items/search (store_id); without, items/latest, whose
 * answer the platform's own store page sorts in the browser, as this one does.
 */
import type { DietType } from './searchOptions';
import { normaliseQuery } from './search';
import type { StoreSort } from './storeSorts';

/**
 * The keystrokes' pause before the store is searched (no request per keystroke under it). 200 ms, not 250:
 * the budget is 300 ms from the last key to only matches on screen, and the server and redraw take about 65.
 */
export const STORE_SEARCH_DEBOUNCE_MS = 200;
export const STORE_SEARCH_PAGE_SIZE = 24;

export interface StoreFilters {
  type: DietType;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: StoreSort;
}

export interface StoreView extends StoreFilters {
  /** The searched text ('' = browse the category). */
  q: string;
  /** The category tab (0 = all). */
  category: number;
}

export const NO_STORE_FILTERS: StoreFilters = {
  type: 'all',
  minPrice: undefined,
  maxPrice: undefined,
  sort: 'default',
};

/** The store page's URL keys for a view; defaults are left out so the plain store link stays plain. */
export interface StoreViewParams {
  q?: string | undefined;
  category?: number | undefined;
  type?: DietType | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  sort?: StoreSort | undefined;
}

export function viewFromParams(p: StoreViewParams): StoreView {
  const price = (v: number | undefined) => (v !== undefined && v >= 0 ? v : undefined);
  let minPrice = price(p.min_price);
  let maxPrice = price(p.max_price);
  // A hand-edited link with the ends swapped asks for what it meant.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: normaliseQuery(p.q ?? ''),
    category: p.category !== undefined && p.category > 0 ? Math.floor(p.category) : 0,
    type: p.type ?? 'all',
    minPrice,
    maxPrice,
    sort: p.sort ?? 'default',
  };
}

export function paramsFromView(v: StoreView): StoreViewParams {
  return {
    q: v.q || undefined,
    category: v.category || undefined,
    type: v.type === 'all' ? undefined : v.type,
    min_price: v.minPrice,
    max_price: v.maxPrice,
    sort: v.sort === 'default' ? undefined : v.sort,
  };
}

/** Whether anything narrows the store's items beyond its category tab (the empty answer then offers to clear). */
export function isNarrowed(v: StoreView): boolean {
  return v.q !== '' || v.type !== 'all' || v.minPrice !== undefined || v.maxPrice !== undefined;
}

/** The server's `filter` for a sort it knows (price and rating); the name sort is the browser's alone. */
const SERVER_SORT: Partial<Record<StoreSort, string>> = { price_low: 'low', price_high: 'high', rating: 'top_rated' };

/** items/search query for the view in the store; the price range only with both ends, as the platform needs. */
export function storeSearchQuery(storeId: number, v: StoreView, limit = STORE_SEARCH_PAGE_SIZE) {
  const priced = v.minPrice !== undefined || v.maxPrice !== undefined;
  const filter = SERVER_SORT[v.sort];
  return {
    name: v.q,
    store_id: storeId,
    limit,
    offset: 1,
    ...(v.category ? { category_id: v.category } : {}),
    ...(v.type !== 'all' ? { type: v.type } : {}),
    ...(priced ? { min_price: v.minPrice ?? 0, max_price: v.maxPrice ?? 1_000_000_000 } : {}),
    ...(filter ? { filter } : {}),
  };
}

interface Sortable {
  name: string;
  price: number | string;
  avg_rating?: number | string | null;
}

/** The items in the view's order; equal items keep the server's order. */
export function sortStoreItems<T extends Sortable>(items: readonly T[], sort: StoreSort, locale = 'en'): T[] {
  const n = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
  const by: Record<StoreSort, ((a: T, b: T) => number) | null> = {
    default: null,
    price_low: (a, b) => n(a.price) - n(b.price),
    price_high: (a, b) => n(b.price) - n(a.price),
    name: (a, b) => a.name.localeCompare(b.name, locale),
    rating: (a, b) => n(b.avg_rating) - n(a.avg_rating),
  };
  const cmp = by[sort];
  return cmp ? [...items].sort(cmp) : [...items];
}

/** The price range as the store page's URL keeps it, for items/latest (which takes each end alone). */
export function browseFilters(v: StoreView): { type?: DietType; min_price?: number; max_price?: number } {
  return {
    ...(v.type !== 'all' ? { type: v.type } : {}),
    ...(v.minPrice !== undefined ? { min_price: v.minPrice } : {}),
    ...(v.maxPrice !== undefined ? { max_price: v.maxPrice } : {}),
  };
}
