/** The all-stores tabs (turn4 §1.2 `filter_data`): every store, stores that deliver, stores for take-away. */
export const STORE_FILTERS = ['all', 'delivery', 'take_away'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];
