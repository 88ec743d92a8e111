import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { Item, Store } from '../../api/types';
import { useScope } from '../../api/scope';
import { searchItemsQuery, searchStoresQuery } from '../../api/queries/search';
import { normaliseQuery, SEARCH_PAGE_SIZE, type SearchFilters } from '../../domain/search';
import { useSearchActor } from './searchActor';
import { RecentSearches } from './RecentSearches';
import { SearchField } from './SearchField';
import { SearchFiltersBar, type FilterChange } from './SearchFiltersBar';

// Signed in only, under the recent searches: not with the first load (docs/budgets.md).
const SuggestedSearches = lazy(() => import('./SuggestedSearches').then((m) => ({ default: m.SuggestedSearches })));

/** What /search carries in its URL (validated by the route). */
export interface SearchPageParams extends FilterChange {
  q?: string | undefined;
  tab?: 'items' | 'stores' | undefined;
  page?: number | undefined;
}

export interface SearchPageProps {
  params: SearchPageParams;
  /** Changes some of the URL's parameters (the route navigates). */
  onParams: (next: Partial<SearchPageParams>) => void;
  /** The item cards (another feature's view, composed by the route). */
  renderItems: (items: Item[] | undefined, loading: boolean, empty: ReactNode) => ReactNode;
  renderStores: (stores: Store[] | undefined, loading: boolean) => ReactNode;
}

const pageClass = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '4' });

/** The spec's empty text (acc §2 "Empty data text"), with a way out. */
function NothingFound() {
  return (
    <div className={css({ py: '10', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' })} data-testid="search-empty">
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Sorry no data found related to your search</Trans>
      </p>
      <Link to="/home" className={button({ variant: 'outline' })}>
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}

/** issue 10 Search: the phone's search screen and, with `q`, the results of items and stores for the chosen module. */
export function SearchPage({ params, onParams, renderItems, renderStores }: SearchPageProps) {
  const actor = useSearchActor();
  const q = normaliseQuery(params.q ?? '');
  const scope = useScope();
  // A results page opened by its URL (a fresh load, a shared link, back and forward) runs its term, and so
  // does a change of module or zone; a term just submitted from a field is already running.
  const lastScope = useRef(`${scope.moduleId}|${scope.zone}`);
  useEffect(() => {
    const key = `${scope.moduleId}|${scope.zone}`;
    const scopeChanged = key !== lastScope.current;
    lastScope.current = key;
    if (!q || scope.moduleId === null) return;
    if (scopeChanged || actor.getSnapshot().context.submitted !== q) actor.send({ type: 'search.submit', text: q });
  }, [q, actor, scope.moduleId, scope.zone]);
  const typing = useSelector(actor, (s) => s.context.query.trim() !== '');

  return (
    <div className={pageClass}>
      <h1 className={q ? css({ fontSize: 'xl', fontWeight: 'bold' }) : css({ srOnly: true })}>
        {q ? (
          <Trans>
            Results for “<bdi>{q}</bdi>”
          </Trans>
        ) : (
          <Trans>Search</Trans>
        )}
      </h1>
      <div className={css({ hideFrom: 'md' })}>
        <SearchField variant="screen" autoFocus={!q} initialText={q} />
      </div>
      {scope.moduleId === null ? (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>Choose a location and a module to search.</Trans>
        </p>
      ) : q ? (
        <Results q={q} params={params} onParams={onParams} renderItems={renderItems} renderStores={renderStores} />
      ) : typing ? null : (
        <>
          <RecentSearches />
          <Suspense fallback={null}>
            <SuggestedSearches onPick={(text) => actor.send({ type: 'search.submit', text })} />
          </Suspense>
        </>
      )}
    </div>
  );
}

function Results({ q, params, onParams, renderItems, renderStores }: { q: string } & SearchPageProps) {
  const { t } = useLingui();
  const actor = useSearchActor();
  const answer = useSelector(actor, (s) => (s.hasTag('found') ? 'found' : s.hasTag('nothingFound') ? 'nothingFound' : s.hasTag('failed') ? 'failed' : 'searching'));
  const scope = useScope();
  // The URL is only typed by the route; out-of-range numbers mean "not set".
  const price = (v: number | undefined) => (v !== undefined && v >= 0 ? v : undefined);
  const filters: SearchFilters = {
    sort: params.sort ?? 'relevance',
    type: params.type ?? 'all',
    rating: Math.max(0, params.rating ?? 0),
    minPrice: price(params.min_price),
    maxPrice: price(params.max_price),
    discounted: params.discounted === 1,
  };
  const tab = params.tab ?? 'items';
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const items = useQuery(searchItemsQuery(scope, q, tab === 'items' ? page : 1, filters));
  const stores = useQuery(searchStoresQuery(scope, q, tab === 'stores' ? page : 1, filters.type));

  if (answer === 'nothingFound') return <NothingFound />;
  if (answer === 'failed') {
    return (
      <div role="alert" className={css({ py: '10', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}>
        <p>
          <Trans>The search could not be completed. Check your connection and try again.</Trans>
        </p>
        <button type="button" className={button()} onClick={() => actor.send({ type: 'search.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const searching = answer === 'searching';
  const current = tab === 'items' ? items : stores;
  const total = current.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const tabButton = (id: 'items' | 'stores', label: string, count: number | undefined) => (
    <button
      type="button"
      aria-pressed={tab === id}
      data-testid={`search-tab-${id}`}
      onClick={() => onParams({ tab: id, page: undefined })}
      className={css({
        minHeight: '11',
        px: '4',
        borderRadius: 'full',
        fontWeight: 'semibold',
        fontSize: 'sm',
        cursor: 'pointer',
        borderWidth: '1px',
        borderColor: tab === id ? 'accent.default' : 'border.default',
        bg: tab === id ? 'accent.default' : 'bg.surface',
        color: tab === id ? 'accent.fg' : 'fg.default',
      })}
    >
      {label}
      {count !== undefined ? ` (${count})` : ''}
    </button>
  );

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="search-results" aria-busy={searching || current.isFetching}>
      <div role="group" aria-label={t`Show`} className={css({ display: 'flex', gap: '2' })}>
        {tabButton('items', t`Items`, searching ? undefined : items.data?.total)}
        {tabButton('stores', t`Stores`, searching ? undefined : stores.data?.total)}
      </div>
      <SearchFiltersBar tab={tab} filters={filters} moduleType={scope.moduleType} onChange={(next) => onParams({ ...next, page: undefined })} />
      {tab === 'items' ? (
        renderItems(searching ? undefined : items.data?.items, searching || items.isPending, <Trans>Sorry no data found related to your search</Trans>)
      ) : !searching && stores.data && !stores.data.stores.length ? (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          <Trans>Sorry no data found related to your search</Trans>
        </p>
      ) : (
        renderStores(searching ? undefined : stores.data?.stores, searching || stores.isPending)
      )}
      {!searching && pages > 1 ? (
        <nav aria-label={t`Pages`} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' })}>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page <= 1} onClick={() => onParams({ page: page - 1 > 1 ? page - 1 : undefined })}>
            <Trans>Previous</Trans>
          </button>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page >= pages} onClick={() => onParams({ page: page + 1 })} data-testid="search-next-page">
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
