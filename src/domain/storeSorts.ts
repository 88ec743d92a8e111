/**
 * The store page's sorts (platform-api-turn4 §2.4). Apart from the rest of the store's browsing rules
 * (domain/storeBrowse.ts) because the store route's search schema, which every first load carries, needs
 * only this list (0.6 KB gzip of /home's first load when it came with them).
 */
export const STORE_SORTS = ['default', 'price_low', 'price_high', 'name', 'rating'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
