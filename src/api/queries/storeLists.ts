import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Item, Store } from '../types';
import type { StoreFilter } from '../../domain/storeFilters';
import { HOME_ITEM_LIMIT, key, scopeReady, STORE_LIST_LIMIT, type Scope } from './catalog';

// The module home's discovery rows and the all-stores page (turn4 §1.1, §1.2, §2.1, §2.2, §2.5, §3.3, §4.1,
// §4.2). Kept out of catalog.ts, which the first load carries: these load with the rows, after the first screen.

/** stores/get-stores/{filter}: the next page is asked for while the last one was not empty. */
export const allStoresPagesQuery = (s: Scope, filter: StoreFilter) =>
  infiniteQueryOptions({
    queryKey: ['stores', 'all', filter, 'pages', ...key(s)],
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        api.GET('/api/v1/stores/get-stores/{filter_data}', {
          params: { path: { filter_data: filter }, query: { offset: pageParam, limit: STORE_LIST_LIMIT } },
        }),
      );
      return { stores: (page?.stores ?? []) as Store[], total: page?.total_size ?? 0 };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.stores.length > 0 && pages.length * STORE_LIST_LIMIT < last.total ? pages.length + 1 : undefined,
    enabled: scopeReady(s),
  });

/** A discovery row of the scope: its list, or none where the answer carries none. */
const scopedRow = <T>(name: string[], s: Scope, read: () => Promise<T[] | undefined>) =>
  queryOptions({
    queryKey: [...name, ...key(s)],
    queryFn: async () => (await read()) ?? [],
    enabled: scopeReady(s),
  });

/** The pharmacy and shop homes' featured stores (turn4 §1.2 `featured`). */
export const featuredStoresQuery = (s: Scope) =>
  scopedRow(['stores', 'featured'], s, async () => {
    const params = {
      path: { filter_data: 'all' as const },
      query: { featured: 1 as const, offset: 1, limit: STORE_LIST_LIMIT },
    };
    return (await unwrap(api.GET('/api/v1/stores/get-stores/{filter_data}', { params })))?.stores as
      Store[] | undefined;
  });

export const topRatedStoresQuery = (s: Scope) =>
  scopedRow(['stores', 'top-rated'], s, async () => {
    const query = { offset: 1, limit: STORE_LIST_LIMIT, type: 'all' as const };
    return (await unwrap(api.GET('/api/v1/stores/top-rated', { params: { query } })))?.stores as Store[] | undefined;
  });

/** turn4 §2.1: only `type`, since the platform fails when both limit and offset are sent. */
export const mostReviewedItemsQuery = (s: Scope) =>
  scopedRow(['items', 'most-reviewed'], s, async () => {
    const page = await unwrap(api.GET('/api/v1/items/most-reviewed', { params: { query: { type: 'all' } } }));
    return page?.products?.slice(0, HOME_ITEM_LIMIT) as Item[] | undefined;
  });

export const recommendedItemsQuery = (s: Scope) =>
  scopedRow(['items', 'recommended'], s, async () => {
    const query = { filter: 'all' as const, offset: 1, limit: HOME_ITEM_LIMIT };
    return (await unwrap(api.GET('/api/v1/items/recommended', { params: { query } })))?.items as Item[] | undefined;
  });

export const newArrivalItemsQuery = (s: Scope) =>
  scopedRow(['items', 'new-arrival'], s, async () => {
    const page = await unwrap(
      api.GET('/api/v1/items/new-arrival', { params: { query: { offset: 1, limit: HOME_ITEM_LIMIT } } }),
    );
    return page?.products as Item[] | undefined;
  });

/** turn4 §3.3: a flat `{<key>: file, <key>_full_url: URL}` for the module's promotional posters (parcel has its own). */
export const POSTER_KEYS = [
  'best_reviewed_section_banner',
  'new_arrival_section_banner',
  'bottom_section_banner',
  'basic_section_nearby',
  'promotional_banner',
] as const;
export type PosterKey = (typeof POSTER_KEYS)[number];

export const postersQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['other-banners', ...key(s)],
    queryFn: async () => {
      const data = (await unwrap(api.GET('/api/v1/other-banners'))) as Record<string, unknown> | null;
      const posters: Partial<Record<PosterKey, string>> = {};
      for (const k of POSTER_KEYS) {
        const url = data?.[`${k}_full_url`];
        if (typeof url === 'string' && url) posters[k] = url;
      }
      return posters;
    },
    enabled: s.moduleId !== null && s.moduleType !== 'parcel',
  });

/** A signed-in customer's bare list (turn4 §4.1, §4.2); anything but an array reads as none. */
const customerList = <T>(read: () => Promise<unknown>, name: string, s: Scope, signedIn: boolean) =>
  queryOptions({
    queryKey: ['customer', name, ...key(s)],
    queryFn: async () => {
      const data = await read();
      return (Array.isArray(data) ? data : []) as T[];
    },
    enabled: signedIn && scopeReady(s),
    retry: false,
  });

/** turn4 §4.2: the stores the customer ordered from, each also with up to 5 of its items. */
export const visitAgainQuery = (s: Scope, signedIn: boolean) =>
  customerList<Store>(() => unwrap(api.GET('/api/v1/customer/visit-again')), 'visit-again', s, signedIn);

/** turn4 §4.1: up to 5 items for the signed-in customer, offered as searches. */
export const suggestedItemsQuery = (s: Scope, signedIn: boolean) =>
  customerList<Item>(() => unwrap(api.GET('/api/v1/customer/suggested-items')), 'suggested-items', s, signedIn);
