import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_SIZE, nextPageNumber, rowsOf, type ListPage } from '../../src/api/queries/paging';

const page = (n: number, total: number): ListPage<number> => ({ total, rows: Array.from({ length: n }, (_, i) => i) });

describe('acc §9 Default page size 10: the account lists come ten at a time, the rest on request', () => {
  it('asks for the next page while the pages so far hold fewer rows than the total', () => {
    expect(ACCOUNT_PAGE_SIZE).toBe(10);
    const first = page(10, 25);
    expect(nextPageNumber(first, [first])).toBe(2);
    const second = page(10, 25);
    expect(nextPageNumber(second, [first, second])).toBe(3);
    const third = page(5, 25);
    expect(nextPageNumber(third, [first, second, third])).toBeUndefined();
  });

  it('ends at exactly ten, and at an empty page whatever the total says', () => {
    const only = page(10, 10);
    expect(nextPageNumber(only, [only])).toBeUndefined();
    const empty = page(0, 40);
    expect(nextPageNumber(empty, [page(10, 40), empty])).toBeUndefined();
  });

  it('shows every row loaded so far, in order', () => {
    expect(
      rowsOf({
        pages: [
          { total: 3, rows: ['a', 'b'] },
          { total: 3, rows: ['c'] },
        ],
      }),
    ).toEqual(['a', 'b', 'c']);
    expect(rowsOf(undefined)).toBeUndefined();
  });
});
