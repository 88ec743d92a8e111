import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  itemSearchParams,
  normaliseQuery,
  parseRecentSearches,
  RECENT_SEARCH_LIMIT,
} from '../../src/domain/search';

describe('search rules', () => {
  it('Search: recent searches: newest first, once whatever the case, capped', () => {
    expect(addRecentSearch(['pizza', 'Burger'], ' burger ')).toEqual(['burger', 'pizza']);
    expect(addRecentSearch(['pizza'], '   ')).toEqual(['pizza']);
    const many = Array.from({ length: RECENT_SEARCH_LIMIT }, (_, i) => `t${i}`);
    const next = addRecentSearch(many, 'new');
    expect(next).toHaveLength(RECENT_SEARCH_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`t${RECENT_SEARCH_LIMIT - 1}`);
  });

  it('Search: recent searches: a malformed stored list reads as none', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('burg')).toEqual([]);
    expect(parseRecentSearches({ a: 1 })).toEqual([]);
    expect(parseRecentSearches(['burg', 3, '  ', ' pizza  slice '])).toEqual(['burg', 'pizza slice']);
  });

  it('Search: runs of spaces count as one', () => {
    expect(normaliseQuery('  beef   burger ')).toBe('beef burger');
  });

  it('api2 §9 items/search: the filters become the query the API takes', () => {
    expect(itemSearchParams({ sort: 'relevance', type: 'all', rating: 0, discounted: false })).toEqual({});
    expect(itemSearchParams({ sort: 'low', type: 'veg', rating: 4, discounted: true })).toEqual({
      type: 'veg',
      rating_count: 4,
      filter: '["discounted","low"]',
    });
    // The API applies a price range only with both ends.
    expect(itemSearchParams({ sort: 'relevance', type: 'all', rating: 0, discounted: false, maxPrice: 200 })).toEqual({
      min_price: 0,
      max_price: 200,
    });
  });
});
