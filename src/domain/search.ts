/**
 * Search rules (issue 10 item 6; api2 §9): how long the field waits before asking for suggestions, how many
 * recent searches the device keeps, and the sorts and filters the results page offers.
 */
import type { DietType, SearchSort } from './searchOptions';

/** The field waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Recent searches kept on the device, newest first. */
export const RECENT_SEARCH_LIMIT = 8;
/** Items and stores per results page. */
export const SEARCH_PAGE_SIZE = 12;
/** Suggestions shown under the field. */
export const SUGGESTION_LIMIT = 8;

/** What is sent: spaces at the ends do not count, and runs of spaces are one. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function isSearchable(text: string): boolean {
  return normaliseQuery(text).length > 0;
}

/** The list with `text` first, once (case-insensitive), capped at RECENT_SEARCH_LIMIT. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const q = normaliseQuery(text);
  if (!q) return [...list];
  return [q, ...list.filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_SEARCH_LIMIT);
}

/** The stored list (parsed JSON) as written by the search flow; anything malformed reads as none. */
export function parseRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((x): x is string => typeof x === 'string' && isSearchable(x))
    .map(normaliseQuery)
    .slice(0, RECENT_SEARCH_LIMIT);
}

/** Minimum average ratings offered. */
export const RATING_FILTERS = [0, 3, 4, 4.5] as const;

/** The results page's narrowing, as the URL carries it. */
export interface SearchFilters {
  sort: SearchSort;
  type: DietType;
  rating: number;
  minPrice?: number;
  maxPrice?: number;
  discounted: boolean;
}

/** items/search query parameters for these filters (the price range only with both ends, as the API needs). */
export function itemSearchParams(f: SearchFilters): {
  type?: DietType;
  rating_count?: number;
  min_price?: number;
  max_price?: number;
  filter?: string;
} {
  const filter = [f.discounted ? 'discounted' : null, f.sort === 'relevance' ? null : f.sort].filter(
    (x): x is string => x !== null,
  );
  const priced = f.minPrice !== undefined || f.maxPrice !== undefined;
  return {
    ...(f.type !== 'all' ? { type: f.type } : {}),
    ...(f.rating > 0 ? { rating_count: f.rating } : {}),
    ...(priced ? { min_price: f.minPrice ?? 0, max_price: f.maxPrice ?? 1_000_000_000 } : {}),
    ...(filter.length ? { filter: JSON.stringify(filter) } : {}),
  };
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = { sort: 'relevance', type: 'all', rating: 0, discounted: false };

/**
 * The search filters' price range as typed: blank (or not a number ≥ 0) is no bound; a minimum above the
 * maximum is refused (`'minAboveMax'`) instead of asking the server for a range nothing can match.
 */
export function readPriceRange(
  from: string,
  to: string,
): { min: number | undefined; max: number | undefined } | 'minAboveMax' {
  const read = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) || Number(v) < 0 ? undefined : Number(v));
  const min = read(from);
  const max = read(to);
  return min !== undefined && max !== undefined && min > max ? 'minAboveMax' : { min, max };
}
