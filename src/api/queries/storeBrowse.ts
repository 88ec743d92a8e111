import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { overrideHeaders } from '../headers';
import type { Item, StoreBanner } from '../types';
import { key, PAGE_SIZE, type Scope, type StoreLinkScope } from './catalog';
import { browseFilters, sortStoreItems, storeSearchQuery, type StoreView } from '../../domain/storeBrowse';

/**
 * What the store and product pages find inside one store (platform-api-turn4 §1.3, §2.3, §2.4, §3.4): the
 * store's search, its browsing with filters, its popular items and banners, and "more from this store".
 * Kept out of catalog.ts, which the boot chunk loads.
 */

const ready = (s: Scope, link: StoreLinkScope) =>
  (s.moduleId !== null || link.moduleId !== undefined) && (s.zone !== null || link.zoneId !== undefined);

/** items/search inside the store; the signal aborts a request the customer has typed past. */
export async function searchInStore(
  s: Scope,
  storeId: number,
  view: StoreView,
  link: StoreLinkScope,
  signal?: AbortSignal,
  locale?: string,
) {
  const data = await unwrap(
    api.GET('/api/v1/items/search', {
      params: { query: storeSearchQuery(storeId, view) },
      headers: overrideHeaders(s, link),
      signal,
    }),
  );
  const items = sortStoreItems((data?.products ?? []) as Item[], view.sort, locale);
  return { total: data?.total_size ?? items.length, items };
}

/** The store search's answer for a view, in the cache: the flow fetches it (and cancels it), the view reads it. */
export const storeSearchResultsQuery = (
  s: Scope,
  storeId: number,
  view: StoreView,
  link: StoreLinkScope = {},
  locale?: string,
) =>
  queryOptions({
    queryKey: ['items', 'store-search', storeId, view, ...key(s), link.moduleId ?? null],
    queryFn: ({ signal }) => searchInStore(s, storeId, view, link, signal, locale),
    staleTime: 30_000,
  });

/** The category's items without a search (items/latest), narrowed by diet and price, in the view's order. */
export const storeBrowseQuery = (s: Scope, storeId: number, view: StoreView, link: StoreLinkScope = {}) =>
  queryOptions({
    queryKey: ['items', 'latest', storeId, view.category, 1, ...key(s), link.moduleId ?? null, browseFilters(view)],
    queryFn: async () => {
      const query = {
        store_id: storeId,
        category_id: String(view.category),
        limit: PAGE_SIZE,
        offset: 1,
        ...browseFilters(view),
      };
      const data = await unwrap(
        api.GET('/api/v1/items/latest', { params: { query }, headers: overrideHeaders(s, link) }),
      );
      return (data?.products ?? []) as Item[];
    },
    select: (items: Item[]) => sortStoreItems(items, view.sort),
    enabled: storeId > 0 && ready(s, link),
  });

/**
 * One of a store's (or its item's) own lists, asked in the store's module and zone (a store link can open another
 * module than the chosen one), kept a minute.
 */
const storeListQuery = <T>(
  name: string[],
  id: number,
  s: Scope,
  link: StoreLinkScope,
  read: (headers: Record<string, string>) => Promise<unknown>,
) =>
  queryOptions({
    queryKey: [...name, id, ...key(s), link.moduleId ?? null],
    queryFn: async () => ((await read(overrideHeaders(s, link))) ?? []) as T[],
    enabled: id > 0 && ready(s, link),
    staleTime: 60_000,
  });

/** stores/popular-items/{id}: up to 10, most ordered first. */
export const storePopularItemsQuery = (s: Scope, storeId: number, link: StoreLinkScope = {}) =>
  storeListQuery<Item>(['stores', 'popular-items'], storeId, s, link, (headers) =>
    unwrap(api.GET('/api/v1/stores/popular-items/{id}', { params: { path: { id: String(storeId) } }, headers })),
  );

/** banners/{store_id}: the store's own banners. */
export const storeBannersQuery = (s: Scope, storeId: number, link: StoreLinkScope = {}) =>
  storeListQuery<StoreBanner>(['banners', 'store'], storeId, s, link, (headers) =>
    unwrap(api.GET('/api/v1/banners/{store_id}', { params: { path: { store_id: String(storeId) } }, headers })),
  );

/** items/related-store-items/{item_id}: "More from this store" on the product page. */
export const relatedStoreItemsQuery = (s: Scope, itemId: number, link: StoreLinkScope = {}) =>
  storeListQuery<Item>(['items', 'related-store'], itemId, s, link, (headers) =>
    unwrap(
      api.GET('/api/v1/items/related-store-items/{item_id}', {
        params: { path: { item_id: String(itemId) } },
        headers,
      }),
    ),
  );
