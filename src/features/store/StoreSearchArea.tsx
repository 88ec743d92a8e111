import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ReactNode } from 'react';
import type { Category, Item } from '../../api/types';
import { useScope } from '../../api/scope';
import type { StoreLinkScope } from '../../api/queries/catalog';
import { storeBrowseQuery, storeSearchResultsQuery } from '../../api/queries/storeBrowse';
import { isNarrowed, type StoreView } from '../../domain/storeBrowse';
import type { storeSearchMachine } from '../../../machines/store/storeSearch.machine';
import { useStoreSearchLoader } from '../../flows/storeSearch';
import { StoreCategories } from './StoreCategories';
import { StoreFinderBar, type FinderHandlers } from './StoreFinderBar';

export interface StoreSearchAreaProps {
  store: { id: number; name: string; category_details?: Category[] | null };
  moduleType: string | null | undefined;
  /** The view the URL gives (the page's first render, before the search flow has loaded). */
  view: StoreView;
  link: StoreLinkScope;
  /** The item cards (the catalogue's grid, given by the route). */
  renderItems: RenderItems;
}

export type RenderItems = (items: Item[] | undefined, loading: boolean, empty: ReactNode) => ReactNode;

/**
 * platform-api-turn4 §2.4 Search, filter and sort inside a store, with the category tabs. The store search
 * flow (a statechart, machines/store) loads as the page mounts; until then the field and the items are
 * drawn from the URL, so the first screen is the same before and after.
 */
export function StoreSearchArea(props: StoreSearchAreaProps) {
  const loader = useStoreSearchLoader();
  const logic = useSyncExternalStore(loader.subscribe, loader.peek, () => undefined);
  useEffect(() => void loader.get().catch(() => undefined), [loader]);
  // Until the flow has loaded, what is typed is kept here; the flow then takes it as its first keystroke.
  const [pending, setPending] = useState(props.view.q);
  if (!logic)
    return (
      <AreaView
        {...props}
        text={pending}
        tags={{ browsing: props.view.q === '' }}
        handlers={null}
        onEarlyType={setPending}
      />
    );
  return <ActiveArea {...props} logic={logic} typed={pending} />;
}

function ActiveArea({
  logic,
  typed,
  ...props
}: StoreSearchAreaProps & { logic: typeof storeSearchMachine; typed: string }) {
  const actor = useActorRef(logic, { input: { storeId: props.store.id, view: props.view } });
  useEffect(() => {
    if (typed !== props.view.q) actor.send({ type: 'store.type', text: typed });
    // Once, as the flow starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  // What the area draws, read at once: the typed text, the view in the URL and the flow's tags.
  const { text, view, browsing, searching, empty, failed } = useSelector(
    actor,
    (s) => ({
      text: s.context.text,
      view: s.context.view,
      browsing: s.hasTag('browsing'),
      searching: s.hasTag('searching'),
      empty: s.hasTag('empty'),
      failed: s.hasTag('failed'),
    }),
    shallowEqual,
  );
  const handlers = useMemo<AreaHandlers>(
    () => ({
      onType: (t) => actor.send({ type: 'store.type', text: t }),
      onSubmit: () => actor.send({ type: 'store.submit' }),
      onFilter: (change) => actor.send({ type: 'store.filter', change }),
      onCategory: (id) => actor.send({ type: 'store.category', id }),
      onClear: () => actor.send({ type: 'store.clear' }),
      onRetry: () => actor.send({ type: 'store.retry' }),
    }),
    [actor],
  );
  return (
    <AreaView {...props} view={view} text={text} tags={{ browsing, searching, empty, failed }} handlers={handlers} />
  );
}

interface AreaHandlers extends FinderHandlers {
  onCategory(id: number): void;
  onClear(): void;
  onRetry(): void;
}

interface AreaTags {
  browsing: boolean;
  searching?: boolean;
  empty?: boolean;
  failed?: boolean;
}

function AreaView({
  store,
  moduleType,
  view,
  link,
  renderItems,
  text,
  tags,
  handlers,
  onEarlyType,
}: StoreSearchAreaProps & {
  text: string;
  tags: AreaTags;
  handlers: AreaHandlers | null;
  onEarlyType?: (text: string) => void;
}) {
  const inert: AreaHandlers = {
    onType: onEarlyType ?? (() => {}),
    onSubmit: () => {},
    onFilter: () => {},
    onCategory: () => {},
    onClear: () => {},
    onRetry: () => {},
  };
  const h = handlers ?? inert;
  const scope = useScope();
  // The category's items show while nothing is searched, and while the first text waits for its pause.
  const browseView = tags.browsing || (tags.searching && view.q === '') ? view : null;
  const browse = useQuery({
    ...storeBrowseQuery(scope, store.id, browseView ?? view, link),
    enabled: browseView !== null && store.id > 0,
  });
  // The search flow fetched the answer into the cache (or is fetching it); the last one stays while the next loads.
  const found = useQuery({
    ...storeSearchResultsQuery(scope, store.id, view, link),
    enabled: false,
    placeholderData: keepPreviousData,
  });
  const hits = view.q ? found.data : undefined;
  const clear = (
    <div className={css({ stack: '3', alignItems: 'center' })} data-testid="store-search-empty">
      <p>
        {view.q ? (
          <Trans>No items in this store match “{view.q}”.</Trans>
        ) : (
          <Trans>No items match these filters.</Trans>
        )}
      </p>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={h.onClear}>
        <Trans>Clear search and filters</Trans>
      </button>
    </div>
  );
  return (
    <section className={css({ stack: '4' })} aria-label={store.name}>
      <StoreFinderBar storeName={store.name} text={text} view={view} moduleType={moduleType} handlers={h} />
      <StoreCategories categories={store.category_details ?? []} value={view.category} onChange={h.onCategory} />
      <p className={css({ srOnly: true })} role="status">
        {hits && view.q ? <Trans>{hits.total} items found</Trans> : null}
      </p>
      {browseView ? (
        renderItems(browse.data, browse.isPending, isNarrowed(view) ? clear : <Trans>No items found.</Trans>)
      ) : tags.failed ? (
        <div className={css({ py: '8', textAlign: 'center', stack: '3', alignItems: 'center' })}>
          <p>
            <Trans>The search failed.</Trans>
          </p>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={h.onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        renderItems(tags.empty ? [] : hits?.items, !tags.empty && !hits, clear)
      )}
    </section>
  );
}
