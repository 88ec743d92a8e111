// Discovery pages and rows: the flash sale's items, basic campaigns' details, a category's stores and
// pharmacy's common conditions (platform-api-turn4 §1.4–1.5, §2.6, §3.2, §3.5). Kept out of catalog.ts,
// which the first load carries; these load with the pages and rows that ask for them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { overrideHeaders } from '../headers';
import type { CampaignDetails, CommonCondition, FlashSale, FlashSaleEntry, Item, Store } from '../types';
import { key, PAGE_SIZE, scopeReady, type Scope } from './catalog';

/** A next page while the last one came full. */
const nextPage = <T>(last: T[], pages: T[][]) => (last.length >= PAGE_SIZE ? pages.length + 1 : undefined);

/**
 * §3.5 flash-sales/items: the running sale and its entries, a page at a time. No running sale answers 403
 * `flash_sale` "Not found": the page shows that the sale is over rather than an error.
 */
export const flashSaleItemsQuery = (s: Scope, saleId: number) =>
  infiniteQueryOptions({
    queryKey: ['flash-sales', 'items', saleId, ...key(s)],
    queryFn: async ({ pageParam }) => {
      const res = await api.GET('/api/v1/flash-sales/items', {
        params: { query: { flash_sale_id: saleId, limit: PAGE_SIZE, offset: pageParam } },
      });
      if (res.response.status === 403) return { sale: null, entries: [] as FlashSaleEntry[] };
      const page = await unwrap(Promise.resolve(res));
      return {
        sale: (page?.flash_sale ?? null) as FlashSale | null,
        entries: (page?.products ?? []) as FlashSaleEntry[],
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.entries,
        pages.map((p) => p.entries),
      ),
    enabled: scopeReady(s),
  });

/**
 * The special offers page (the platform client's "View all" of its Special Offer row): items/discounted, biggest
 * discount first, a page at a time; the next page is asked for while the pages so far are short of the total.
 */
export const discountedItemsPagesQuery = (s: Scope) =>
  infiniteQueryOptions({
    queryKey: ['items', 'discounted', 'pages', ...key(s)],
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        api.GET('/api/v1/items/discounted', {
          params: { query: { limit: PAGE_SIZE, offset: pageParam, type: 'all' } },
        }),
      );
      return { items: (page?.products ?? []) as Item[], total: page?.total_size ?? 0 };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.items.length > 0 && pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: scopeReady(s),
  });

/** §3.2: a campaign that does not exist or is not running answers `[]` (null here), as does a missing zone's errors body. */
export const campaignDetailsQuery = (s: Scope, id: number) =>
  queryOptions({
    queryKey: ['campaigns', 'details', id, ...key(s)],
    queryFn: async () => {
      const data = (await unwrap(
        api.GET('/api/v1/campaigns/basic-campaign-details', { params: { query: { basic_campaign_id: id } } }),
      )) as unknown;
      return data && !Array.isArray(data) && typeof (data as CampaignDetails).id === 'number'
        ? (data as CampaignDetails)
        : null;
    },
    enabled: scopeReady(s) && id > 0,
  });

/** §1.5: the stores of the module in the zones that sell in the category, newest first. */
export const categoryStoresQuery = (s: Scope, categoryId: number) =>
  infiniteQueryOptions({
    queryKey: ['categories', 'stores', categoryId, ...key(s)],
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        api.GET('/api/v1/categories/stores/{category_id}', {
          params: {
            path: { category_id: String(categoryId) },
            query: { limit: PAGE_SIZE, offset: pageParam, type: 'all' },
          },
        }),
      );
      return (page?.stores ?? []) as Store[];
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: scopeReady(s) && categoryId > 0,
  });

/** §2.6: the active conditions with their item counts (module only). */
export const commonConditionsQuery = (s: Scope) =>
  queryOptions({
    queryKey: ['common-condition', ...key(s)],
    queryFn: async () => ((await unwrap(api.GET('/api/v1/common-condition'))) ?? []) as CommonCondition[],
    enabled: s.moduleId !== null,
  });

/** §2.6: the medicines for one condition, in the zones, newest first. */
export const conditionItemsQuery = (s: Scope, conditionId: number, limit = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['common-condition', 'items', conditionId, limit, ...key(s)],
    queryFn: async ({ pageParam }) => {
      const page = await unwrap(
        api.GET('/api/v1/common-condition/items/{condition_id}', {
          params: { path: { condition_id: String(conditionId) }, query: { limit, offset: pageParam } },
        }),
      );
      return { total: page?.total_size ?? 0, items: (page?.products ?? []) as Item[] };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * limit < last.total ? pages.length + 1 : undefined),
    enabled: scopeReady(s) && conditionId > 0,
  });

/**
 * A pharmacy store's items that treat a common condition (items/common-conditions, §2.6), asked in the
 * store's own module and zone: a store link opens whatever module the customer had chosen.
 */
export const storeConditionItemsQuery = (s: Scope, store: { id: number; module_id?: number | null; zone_id: number }) =>
  queryOptions({
    queryKey: ['items', 'common-conditions', store.id, ...key(s)],
    queryFn: async () => {
      const headers = overrideHeaders(s, { moduleId: store.module_id ?? undefined, zoneId: store.zone_id });
      const page = await unwrap(
        api.GET('/api/v1/items/common-conditions', {
          params: { query: { store_id: String(store.id), limit: 20, offset: 1 } },
          headers,
        }),
      );
      return (page?.products ?? []) as Item[];
    },
    enabled: store.id > 0,
  });

/** The conditions' names in a module other than the chosen one (a pharmacy store opened from a link). */
export const moduleConditionsQuery = (s: Scope, moduleId: number) =>
  queryOptions({
    queryKey: ['common-condition', moduleId, s.zone],
    queryFn: async () =>
      ((await unwrap(api.GET('/api/v1/common-condition', { headers: overrideHeaders(s, { moduleId }) }))) ??
        []) as CommonCondition[],
  });
