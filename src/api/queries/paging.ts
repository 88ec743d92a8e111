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
 * The next page's number (the platform's `offset` is a page number, from 1) while the pages so far hold fewer
 * rows than the total; an empty page ends the list whatever the total says, so a wrong total cannot loop.
 */
export function nextPageNumber(last: ListPage<unknown>, pages: ReadonlyArray<ListPage<unknown>>, limit = ACCOUNT_PAGE_SIZE): number | undefined {
  if (last.rows.length === 0) return undefined;
  return pages.length * limit < last.total ? pages.length + 1 : undefined;
}

/** Every row of the pages loaded so far, in order. */
export const rowsOf = <T>(data: { pages: ReadonlyArray<ListPage<T>> } | undefined): T[] | undefined => data?.pages.flatMap((p) => p.rows);
