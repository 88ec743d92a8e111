/**
 * acc §9 "Default page size 10": the account pages' lists (wallet and points history, trips) come ten at a
 * time, and the next ten on request; a list is never cut at its first page.
 */
export const ACCOUNT_PAGE_SIZE = 10;

/** One page of a list, reshaped once: the rows and the server's `total_size`. */
export interface ListPage<T> {
  total: number;
  rows: T[];
}

/**
 * Whether there is a page after the `shown` first ones (the platform's `offset` is a page number, from 1): the
 * total says so, unless the last page came back empty, so a wrong total cannot ask forever.
 */
export const hasMore = (last: ListPage<unknown> | undefined, shown: number, limit = ACCOUNT_PAGE_SIZE): boolean =>
  !!last?.rows.length && shown * limit < last.total;
