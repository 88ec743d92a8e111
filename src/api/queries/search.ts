import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Category, Item, Store } from '../types';
import { itemSearchParams, SEARCH_PAGE_SIZE, SUGGESTION_LIMIT, type SearchFilters } from '../../domain/search';
import type { DietType } from '../../domain/searchOptions';
import { scopeReady, type Scope } from './catalog';

/** api2 §9 search queries. Every key carries the module and the zone: a change of either searches again. */

const key = (s: Scope) => [s.moduleId, s.zone] as const;
const ready = (s: Scope, text: string) => scopeReady(s) && text.length > 0;

export interface Suggestion {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
}

export const searchSuggestionsQuery = (s: Scope, text: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', text, ...key(s)],
    queryFn: async (): Promise<Suggestion[]> => {
      const page = await unwrap(
        api.GET('/api/v1/items/search-suggestion', {
          params: { query: { name: text, limit: SUGGESTION_LIMIT, offset: 1 } },
        }),
      );
      return (page?.products ?? [])
        .map((p) => ({ id: p.id ?? 0, name: p.name, slug: p.slug ?? null, image: p.image_full_url ?? null }))
        .filter((p) => p.id > 0);
    },
    enabled: ready(s, text),
    staleTime: 30_000,
  });

export interface ItemResults {
  total: number;
  items: Item[];
  categories: Category[];
}

export const searchItemsQuery = (s: Scope, text: string, page: number, filters: SearchFilters) =>
  queryOptions({
    queryKey: ['search', 'items', text, page, filters, ...key(s)],
    queryFn: async (): Promise<ItemResults> => {
      const data = await unwrap(
        api.GET('/api/v1/items/search', {
          params: { query: { name: text, limit: SEARCH_PAGE_SIZE, offset: page, ...itemSearchParams(filters) } },
        }),
      );
      return {
        total: data?.total_size ?? 0,
        items: (data?.products ?? []) as Item[],
        categories: (data?.categories ?? []) as Category[],
      };
    },
    enabled: ready(s, text),
    placeholderData: keepPreviousData,
  });

export interface StoreResults {
  total: number;
  stores: Store[];
}

export const searchStoresQuery = (s: Scope, text: string, page: number, type: DietType) =>
  queryOptions({
    queryKey: ['search', 'stores', text, page, type, ...key(s)],
    queryFn: async (): Promise<StoreResults> => {
      const data = await unwrap(
        api.GET('/api/v1/stores/search', {
          params: { query: { name: text, limit: SEARCH_PAGE_SIZE, offset: page, ...(type !== 'all' ? { type } : {}) } },
        }),
      );
      return { total: data?.total_size ?? 0, stores: (data?.stores ?? []) as Store[] };
    },
    enabled: ready(s, text),
    placeholderData: keepPreviousData,
  });
