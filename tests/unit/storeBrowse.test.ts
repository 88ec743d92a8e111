import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  paramsFromView,
  sortStoreItems,
  storeSearchQuery,
  viewFromParams,
} from '../../src/domain/storeBrowse';

const items = [
  { id: 1, name: 'Pizza', price: 300, avg_rating: 4.1 },
  { id: 2, name: 'apple pie', price: 120, avg_rating: 4.8 },
  { id: 3, name: 'Burger', price: '250', avg_rating: 3 },
];

describe('store search and filters (platform-api-turn4 §2.4)', () => {
  it('store page URL: a link opens the same view, defaults left out, swapped price ends read as meant', () => {
    const view = viewFromParams({
      q: '  chicken   burger ',
      category: 4,
      type: 'veg',
      min_price: 500,
      max_price: 100,
      sort: 'name',
    });
    expect(view).toEqual({ q: 'chicken burger', category: 4, type: 'veg', minPrice: 100, maxPrice: 500, sort: 'name' });
    expect(viewFromParams(paramsFromView(view))).toEqual(view);
    expect(paramsFromView(viewFromParams({}))).toEqual({
      q: undefined,
      category: undefined,
      type: undefined,
      min_price: undefined,
      max_price: undefined,
      sort: undefined,
    });
    expect(isNarrowed(viewFromParams({ sort: 'price_low', category: 3 }))).toBe(false);
    expect(isNarrowed(viewFromParams({ min_price: 10 }))).toBe(true);
  });

  it('store search: items/search gets store_id, the category, the diet, both price ends and the price sort', () => {
    const q = storeSearchQuery(
      1,
      viewFromParams({ q: 'burger', category: 2, type: 'non_veg', max_price: 400, sort: 'price_high' }),
    );
    expect(q).toEqual({
      name: 'burger',
      store_id: 1,
      limit: 24,
      offset: 1,
      category_id: 2,
      type: 'non_veg',
      min_price: 0,
      max_price: 400,
      filter: 'high',
    });
    expect(storeSearchQuery(1, viewFromParams({ q: 'x', sort: 'name' }))).toEqual({
      name: 'x',
      store_id: 1,
      limit: 24,
      offset: 1,
    });
  });

  it('store sort: price both ways, name A to Z, rating; default keeps the server order', () => {
    expect(sortStoreItems(items, 'price_low').map((i) => i.id)).toEqual([2, 3, 1]);
    expect(sortStoreItems(items, 'price_high').map((i) => i.id)).toEqual([1, 3, 2]);
    expect(sortStoreItems(items, 'name').map((i) => i.id)).toEqual([2, 3, 1]);
    expect(sortStoreItems(items, 'rating').map((i) => i.id)).toEqual([2, 1, 3]);
    expect(sortStoreItems(items, 'default').map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
