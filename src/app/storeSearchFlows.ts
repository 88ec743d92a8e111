import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { storeSearchMachine, type StoreHits } from '../../machines/store/storeSearch.machine';
import { getScope } from '../api/scope';
import { storeSearchResultsQuery } from '../api/queries/storeBrowse';
import { paramsFromView, type StoreView } from '../domain/storeBrowse';
import type { createAppRouter } from './router';

/**
 * The edge of the store search (platform-api-turn4 §2.4): items/search through the store's own module and
 * zone (a shared store link may name another module than the chosen one), aborted when the customer types
 * past it; and the store page's URL, which takes each committed view so a link opens the same view.
 */
export function createStoreSearchLogic(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  const linkOf = () => {
    const { module_id, store_zone_id } = router.state.location.search;
    return { moduleId: module_id, zoneId: store_zone_id };
  };
  return storeSearchMachine.provide({
    actors: {
      // Through the cache, where the view reads the answer; a superseded search is cancelled there too.
      runSearch: fromPromise<StoreHits, { storeId: number; view: StoreView }>(({ input, signal }) => {
        const query = storeSearchResultsQuery(getScope(), input.storeId, input.view, linkOf(), i18n.locale);
        signal.addEventListener(
          'abort',
          () => void queryClient.cancelQueries({ queryKey: query.queryKey, exact: true }),
        );
        return queryClient.fetchQuery(query);
      }),
    },
    actions: {
      publish: (_, { view }) => {
        const here = router.state.location;
        if (!here.pathname.startsWith('/store/')) return;
        // The link's own keys stay (its module, zone and position); the view's replace what they were.
        const { id, module_id, lat, lng, store_zone_id, module_type } = here.search;
        const search = {
          id: typeof id === 'number' ? id : undefined,
          module_id,
          lat,
          lng,
          store_zone_id,
          module_type,
          ...paramsFromView(view),
        };
        const params = { id: decodeURIComponent(here.pathname.slice('/store/'.length)) };
        void router.navigate({ to: '/store/$id', params, search, replace: true, resetScroll: false });
      },
    },
  });
}

export type StoreSearchLogic = ReturnType<typeof createStoreSearchLogic>;
