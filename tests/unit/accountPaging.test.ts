import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_SIZE, hasMore, type ListPage } from '../../src/domain/paging';

const page = (n: number, total: number): ListPage<number> => ({ total, rows: Array.from({ length: n }, (_, i) => i) });

describe('acc §9 Default page size 10: the account lists come ten at a time, the rest on request', () => {
  it('offers the next page while the pages shown hold fewer rows than the total', () => {
    expect(ACCOUNT_PAGE_SIZE).toBe(10);
    expect(hasMore(page(10, 25), 1)).toBe(true);
    expect(hasMore(page(10, 25), 2)).toBe(true);
    expect(hasMore(page(5, 25), 3)).toBe(false);
  });

  it('ends at exactly ten, at an empty page whatever the total says, and before the first page has come', () => {
    expect(hasMore(page(10, 10), 1)).toBe(false);
    expect(hasMore(page(0, 40), 2)).toBe(false);
    expect(hasMore(undefined, 1)).toBe(false);
  });
});
