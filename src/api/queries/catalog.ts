import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyFormatOf } from '../../domain/money';
import { configQuery } from './config';
import { api } from '../api';
import { unwrap } from '../client';
import { overrideHeaders } from '../headers';
import type {
  BannerCard,
  Campaign,
  CampaignItem,
  Category,
  FlashSale,
  Item,
  ItemDetails,
  Store,
  StoreDetails,
} from '../types';

/** The module and zone the customer chose (local storage `module`, `zoneid`); every catalogue call depends on them. */
export interface Scope {
  moduleId: number | null;
  moduleType: string | null;
  zone: string | null;
}

/** core §9 cache times. */
export const CATEGORY_CACHE_MS = 300_000;
export const FEATURED_CATEGORY_CACHE_MS = 60_000;
export const FEATURED_CATEGORY_STALE_MS = 30_000;
export const ITEM_DETAILS_CACHE_MS = 30_000;
/** core §9: latest stores are capped at 12; popular stores use limit 12 and offset 1. */
export const STORE_LIST_LIMIT = 12;
export const HOME_ITEM_LIMIT = 10;
export const PAGE_SIZE = 12;

export const key = (s: Scope) => [s.moduleId, s.zone] as const;

/** A call of the chosen scope waits until both its module and its zone are known. */
export const scopeReady = (s: Scope) => s.moduleId !== null && s.zone !== null;

export const categoriesQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['categories', ...key(s)],
    queryFn: () => unwrap(api.GET('/api/v1/categories')) as Promise<Category[]>,
    staleTime: CATEGORY_CACHE_MS,
    gcTime: CATEGORY_CACHE_MS,
  });

export const featuredCategoriesQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['categories', 'featured', ...key(s)],
    queryFn: () => unwrap(api.GET('/api/v1/categories', { params: { query: { featured: 1 } } })) as Promise<Category[]>,
    staleTime: FEATURED_CATEGORY_STALE_MS,
    gcTime: FEATURED_CATEGORY_CACHE_MS,
    enabled: s.moduleId !== null,
  });

export const latestStoresQuery = (s: Scope, limit = STORE_LIST_LIMIT) =>
  queryOptions({
    queryKey: ['stores', 'latest', limit, ...key(s)],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/stores/latest', { params: { query: { limit, offset: 1, type: 'all' } } }),
      );
      // core §9: the latest list is capped at 12 whatever the server sends.
      return { ...page, stores: (page?.stores ?? []).slice(0, limit) as Store[] };
    },
    enabled: scopeReady(s),
  });

export const popularStoresQuery = (s: Scope, limit = STORE_LIST_LIMIT) =>
  queryOptions({
    queryKey: ['stores', 'popular', limit, ...key(s)],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/stores/popular', { params: { query: { type: 'all', offset: 1, limit } } }),
      );
      return { ...page, stores: (page?.stores ?? []) as Store[] };
    },
    enabled: scopeReady(s),
  });

/** The home's item shelves: the first ten of the scope's popular or discounted items. */
const ITEM_SHELF = { params: { query: { limit: HOME_ITEM_LIMIT, offset: 1, type: 'all' as const } } };
const itemShelf = (s: Scope, shelf: string, read: () => Promise<{ products?: unknown } | undefined>) =>
  queryOptions({
    queryKey: ['items', shelf, ...key(s)],
    queryFn: async () => (await read())?.products as Item[],
    enabled: scopeReady(s),
  });

export const popularItemsQuery = (s: Scope) =>
  itemShelf(s, 'popular', () => unwrap(api.GET('/api/v1/items/popular', ITEM_SHELF)));

export const discountedItemsQuery = (s: Scope) =>
  itemShelf(s, 'discounted', () => unwrap(api.GET('/api/v1/items/discounted', ITEM_SHELF)));

/** api2 §8.1: `[]` on an internal failure; keep the shape either way. */
export const bannersQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['banners', ...key(s)],
    queryFn: async () => {
      const data = (await unwrap(api.GET('/api/v1/banners'))) as
        { banners?: BannerCard[]; campaigns?: Campaign[] } | unknown[];
      return Array.isArray(data)
        ? { banners: [], campaigns: [] }
        : { banners: data.banners ?? [], campaigns: data.campaigns ?? [] };
    },
    enabled: s.zone !== null,
  });

/** api2 §8.2: a missing zone answers 200 with an `errors` body: treat anything but an array as empty. */
const listOrEmpty = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export const basicCampaignsQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['campaigns', 'basic', ...key(s)],
    queryFn: async () => listOrEmpty<Campaign>(await unwrap(api.GET('/api/v1/campaigns/basic'))),
    enabled: scopeReady(s),
  });

export const itemCampaignsQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['campaigns', 'item', ...key(s)],
    queryFn: async () => listOrEmpty<CampaignItem>(await unwrap(api.GET('/api/v1/campaigns/item'))),
    enabled: scopeReady(s),
  });

/** api2 §8.3: one running sale, `{}` when none. */
export const flashSaleQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['flash-sales', ...key(s)],
    queryFn: async () => {
      const data = (await unwrap(api.GET('/api/v1/flash-sales'))) as Partial<FlashSale> | null;
      return data && typeof data.id === 'number' ? (data as FlashSale) : null;
    },
    enabled: scopeReady(s),
  });

/** api §3.2: an unknown id or slug answers 200 `{}`. */
/** A store link's own module and zone (core §2 /store/[id] query), used where the customer has none chosen yet. */
export interface StoreLinkScope {
  moduleId?: number;
  zoneId?: number;
}

const linkHeaders = (s: Scope, link: StoreLinkScope = {}) => overrideHeaders(s, link);

export const storeDetailsQuery = (s: Scope, id: string, link: StoreLinkScope = {}) =>
  queryOptions({
    queryKey: ['store', id, ...key(s), link.moduleId ?? null],
    queryFn: async () => {
      const data = (await unwrap(
        api.GET('/api/v1/stores/details/{id}', { params: { path: { id } }, headers: linkHeaders(s, link) }),
      )) as Partial<StoreDetails> | null;
      return data && typeof data.id === 'number' ? (data as StoreDetails) : null;
    },
  });

export const storeItemsQuery = (s: Scope, storeId: number, categoryId: number, offset = 1, link: StoreLinkScope = {}) =>
  queryOptions({
    queryKey: ['items', 'latest', storeId, categoryId, offset, ...key(s), link.moduleId ?? null],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/items/latest', {
          params: { query: { store_id: storeId, category_id: String(categoryId), limit: PAGE_SIZE, offset } },
          headers: linkHeaders(s, link),
        }),
      ),
    enabled: (s.moduleId !== null || link.moduleId !== undefined) && (s.zone !== null || link.zoneId !== undefined),
  });

/**
 * core §9: item details are cached and stale for 30 seconds. A detail page's `?module_id=` is sent as the
 * moduleId header when no module is stored (api §1.3: detail pages take it from the page's query).
 */
export const itemDetailsQuery = (s: Scope, id: string, campaign = false, pageModuleId?: number) => {
  // A URL is a full address: the link's module wins over the one chosen (docs/design.md "How data flows" 5).
  const moduleId = pageModuleId ?? s.moduleId ?? null;
  return queryOptions({
    queryKey: ['item', id, campaign, moduleId, s.zone],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/items/details/{id}', {
          params: { path: { id }, query: campaign ? { campaign: '1' } : {} },
          headers: moduleId !== null ? { moduleId: String(moduleId) } : {},
        }),
      ) as Promise<ItemDetails>,
    staleTime: ITEM_DETAILS_CACHE_MS,
    gcTime: ITEM_DETAILS_CACHE_MS,
    enabled: moduleId !== null,
    retry: false,
  });
};

/** The module's cart (api §3.5), for "Update To Cart"; guests need a stored guest id. */
/** What catalogue views read from the config: money format, veg/non-veg toggle, time format, stock tracking. */
export function useCatalogSettings() {
  const config = useQuery(configQuery()).data;
  return {
    money: moneyFormatOf(config),
    vegToggle: config?.toggle_veg_non_veg === true,
    timeformat: typeof config?.timeformat === 'string' ? config.timeformat : '12',
    moduleConfig: config?.module_config as unknown,
    loaded: config !== undefined,
  };
}
