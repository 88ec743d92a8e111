import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { searchMachine, type SearchInput } from '../../machines/search/search.machine';
import { getScope, readDeviceValue, saveDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import { searchItemsQuery, searchStoresQuery, searchSuggestionsQuery } from '../api/queries/search';
import { DEFAULT_SEARCH_FILTERS, normaliseQuery, parseRecentSearches } from '../domain/search';
import type { createAppRouter } from './router';

/** The edge of the search flow: the API through the query cache, the device's recent list, navigation. Loaded when the field is first used. */

const readRecent = (): string[] => parseRecentSearches(readDeviceValue(DEVICE_KEYS.recentSearches));

/**
 * The results page the app opened at (a fresh load, a shared link), with its first pages' totals when the
 * cache holds them: a server-rendered page brought them, and hydration must draw the results it drew.
 */
function openedAt(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): SearchInput['opened'] {
  const here = router.state.location;
  const q = (here.search as { q?: unknown }).q;
  const scope = getScope();
  if (here.pathname !== '/search' || typeof q !== 'string' || scope.moduleId === null) return null;
  const text = normaliseQuery(q);
  const items = queryClient.getQueryData(searchItemsQuery(scope, text, 1, DEFAULT_SEARCH_FILTERS).queryKey);
  const stores = queryClient.getQueryData(searchStoresQuery(scope, text, 1, 'all').queryKey);
  return { text, hits: items && stores ? { items: items.total, stores: stores.total } : null };
}

export function createSearchActor(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>) {
  const logic = searchMachine.provide({
    actors: {
      suggest: fromPromise(({ input }: { input: { text: string } }) =>
        queryClient.fetchQuery(searchSuggestionsQuery(getScope(), input.text)),
      ),
      // The results page reads these same first pages from the cache.
      runSearch: fromPromise(async ({ input }: { input: { text: string } }) => {
        const scope = getScope();
        const [items, stores] = await Promise.all([
          queryClient.fetchQuery(searchItemsQuery(scope, input.text, 1, DEFAULT_SEARCH_FILTERS)),
          queryClient.fetchQuery(searchStoresQuery(scope, input.text, 1, 'all')),
        ]);
        return { items: items.total, stores: stores.total };
      }),
    },
    actions: {
      storeRecent: (_, { recent }) => saveDeviceValue(DEVICE_KEYS.recentSearches, recent),
      showResults: (_, { text }) => {
        const here = router.state.location;
        // Opened from /search?q=… itself (a fresh load, a shared link): keep its tab, page and filters.
        if (here.pathname === '/search' && (here.search as { q?: string }).q === text) return;
        void router.navigate({ to: '/search', search: { q: text } });
      },
      openSuggestion: (_, { suggestion }) => {
        void router.navigate({
          to: '/product/$id',
          params: { id: suggestion.slug || String(suggestion.id) },
          search: { module_id: getScope().moduleId ?? undefined },
        });
      },
    },
  });
  return createActor(logic, { input: { recent: readRecent(), opened: openedAt(queryClient, router) } });
}
