/**
 * The part of the search rules the first load needs (the header asks whether the module has search; the
 * /search route validates its URL with these lists); the rest is in search.ts, loaded with the search views.
 */

/** api2 §9 items/search `filter` values the results page offers as its sort. */
export const SEARCH_SORTS = ['relevance', 'top_rated', 'popular', 'low', 'high'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Veg / non-veg, offered in the food module when the config's veg toggle is on. */
export const DIET_TYPES = ['all', 'veg', 'non_veg'] as const;
export type DietType = (typeof DIET_TYPES)[number];

/** Modules whose catalogue is items in stores: rental has vehicles and parcel has none, so no search field there. */
export function moduleHasSearch(moduleType: string | null | undefined): boolean {
  return moduleType !== 'rental' && moduleType !== 'parcel';
}
