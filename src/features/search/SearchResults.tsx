import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { Item, Store } from '../../api/types';
import { useScope } from '../../api/scope';
import { searchItemsQuery, searchStoresQuery } from '../../api/queries/search';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '../../domain/search';
import { useSearchActor } from './searchActor';
import { SearchFiltersBar, type FilterChange } from './SearchFiltersBar';
import { Pager } from '../../ui/Pager';

// The page's props live here, beside the results that read most of them; SearchPage re-exports them.

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

type ResultsTab = 'items' | 'stores';
type OnParams = SearchPageProps['onParams'];

// The URL is only typed by the route; out-of-range numbers mean "not set".
const price = (v: number | undefined) => (v !== undefined && v >= 0 ? v : undefined);
const filtersOf = (params: SearchPageParams): SearchFilters => ({
  sort: params.sort ?? 'relevance',
  type: params.type ?? 'all',
  rating: Math.max(0, params.rating ?? 0),
  minPrice: price(params.min_price),
  maxPrice: price(params.max_price),
  discounted: params.discounted === 1,
});

/** The spec's empty text (acc §2 "Empty data text"), with a way out. */
function NothingFound() {
  return (
    <div
      className={css({ py: '10', stack: '4', alignItems: 'center', textAlign: 'center' })}
      data-testid="search-empty"
    >
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Sorry no data found related to your search</Trans>
      </p>
      <Link to="/home" className={button({ variant: 'outline' })}>
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}

/** The results' wiring: the flow's answer (by tags), the URL's tab, page and filters, and both lists' pages. */
function useSearchResults(q: string, params: SearchPageParams) {
  const actor = useSearchActor();
  const answer = useSelector(actor, (s) =>
    s.hasTag('found')
      ? 'found'
      : s.hasTag('nothingFound')
        ? 'nothingFound'
        : s.hasTag('failed')
          ? 'failed'
          : 'searching',
  );
  const scope = useScope();
  const filters = filtersOf(params);
  const tab = params.tab ?? 'items';
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const items = useQuery(searchItemsQuery(scope, q, tab === 'items' ? page : 1, filters));
  const stores = useQuery(searchStoresQuery(scope, q, tab === 'stores' ? page : 1, filters.type));
  const retry = () => actor.send({ type: 'search.retry' });
  return { answer, moduleType: scope.moduleType, filters, tab, page, items, stores, retry };
}

/** The results of `q`: items or stores (a tab each, with its count), the filters, and pages. */
export function Results({ q, params, onParams, renderItems, renderStores }: { q: string } & SearchPageProps) {
  const { t } = useLingui();
  const { answer, moduleType, filters, tab, page, items, stores, retry } = useSearchResults(q, params);
  if (answer === 'nothingFound') return <NothingFound />;
  if (answer === 'failed') return <SearchFailed retry={retry} />;
  const searching = answer === 'searching';
  const current = tab === 'items' ? items : stores;
  const total = current.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

  return (
    <section className={css({ stack: '4' })} data-testid="search-results" aria-busy={searching || current.isFetching}>
      <ResultTabs
        tab={tab}
        onParams={onParams}
        itemCount={searching ? undefined : items.data?.total}
        storeCount={searching ? undefined : stores.data?.total}
      />
      <SearchFiltersBar
        tab={tab}
        filters={filters}
        moduleType={moduleType}
        onChange={(next) => onParams({ ...next, page: undefined })}
      />
      {tab === 'items' ? (
        renderItems(
          searching ? undefined : items.data?.items,
          searching || items.isPending,
          <Trans>Sorry no data found related to your search</Trans>,
        )
      ) : !searching && stores.data && !stores.data.stores.length ? (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          <Trans>Sorry no data found related to your search</Trans>
        </p>
      ) : (
        renderStores(searching ? undefined : stores.data?.stores, searching || stores.isPending)
      )}
      {!searching && pages > 1 ? (
        <Pager
          label={t`Pages`}
          page={page}
          pages={pages}
          onPage={(n) => onParams({ page: n > 1 ? n : undefined })}
          className={css({ justifyContent: 'center' })}
          nextTestId="search-next-page"
        />
      ) : null}
    </section>
  );
}

function SearchFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className={css({ py: '10', stack: '4', alignItems: 'center' })}>
      <p>
        <Trans>The search could not be completed. Check your connection and try again.</Trans>
      </p>
      <button type="button" className={button()} onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** Items or stores; a count once the search has answered. Changing tab starts at its first page. */
function ResultTabs({
  tab,
  onParams,
  itemCount,
  storeCount,
}: {
  tab: ResultsTab;
  onParams: OnParams;
  itemCount: number | undefined;
  storeCount: number | undefined;
}) {
  const { t } = useLingui();
  const tabButton = (id: ResultsTab, label: string, count: number | undefined) => (
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
    <div role="group" aria-label={t`Show`} className={css({ display: 'flex', gap: '2' })}>
      {tabButton('items', t`Items`, itemCount)}
      {tabButton('stores', t`Stores`, storeCount)}
    </div>
  );
}
