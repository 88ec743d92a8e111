import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Store } from '../types';
import { key, scopeReady, STORE_LIST_LIMIT, type Scope } from './catalog';

export type StoreListKind = 'latest' | 'popular';

/**
 * acc §7 "GET latest stores; GET store lists": the /store/latest and /store/popular pages ask for the next page
 * (offset is a page number) while the returned stores list is non-empty. Pages of 12 (core §9's limit); the
 * home section and the drawer keep their single capped page. Kept out of catalog.ts, which the boot chunk loads.
 */
export const storePagesQuery = (s: Scope, kind: StoreListKind) =>
  infiniteQueryOptions({
    queryKey: ['stores', kind, 'pages', ...key(s)],
    queryFn: async ({ pageParam }) => {
      const query = { type: 'all' as const, offset: pageParam, limit: STORE_LIST_LIMIT };
      const page = await unwrap(
        kind === 'latest'
          ? api.GET('/api/v1/stores/latest', { params: { query } })
          : api.GET('/api/v1/stores/popular', { params: { query } }),
      );
      return (page?.stores ?? []) as Store[];
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length > 0 ? pages.length + 1 : undefined),
    enabled: scopeReady(s),
  });
