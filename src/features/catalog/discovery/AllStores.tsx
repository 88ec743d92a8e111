import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import { allStoresPagesQuery } from '../../../api/queries/storeLists';
import { STORE_FILTERS, type StoreFilter } from '../../../domain/storeFilters';
import { MoreStores, NoStores, StoreGrid, StoreGridSkeleton } from '../StoreList';
import { FIRST_SCREEN_CARDS } from '../../../ui/firstScreen';

/** A pill tab of the home's rows (the stores' filters, the featured categories). */
export const tabClass = css({
  minHeight: '11',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-selected=true]': { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
});

/** The All / Delivery / Take-away tabs of the stores lists (turn4 §1.2 `filter_data`). */
export function StoreFilterTabs({
  value,
  onChange,
  label,
}: {
  value: StoreFilter;
  onChange: (f: StoreFilter) => void;
  label: string;
}) {
  const { t } = useLingui();
  const names: Record<StoreFilter, string> = { all: t`All`, delivery: t`Delivery`, take_away: t`Take away` };
  return (
    <div role="tablist" aria-label={label} className={css({ display: 'flex', gap: '2', overflowX: 'auto' })}>
      {STORE_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          role="tab"
          aria-selected={f === value}
          className={tabClass}
          onClick={() => onChange(f)}
          data-testid={`store-filter-${f}`}
        >
          {names[f]}
        </button>
      ))}
    </div>
  );
}

/**
 * The stores of one tab, paged: `paged` lists every page (the /store page asks for the next as the end comes into
 * view), otherwise the first page only (the home row, whose "View all" opens the page).
 */
export function AllStoresGrid({ scope, filter, paged }: { scope: Scope; filter: StoreFilter; paged: boolean }) {
  const pages = useInfiniteQuery(allStoresPagesQuery(scope, filter));
  const stores = paged ? (pages.data?.pages.flatMap((p) => p.stores) ?? []) : (pages.data?.pages[0]?.stores ?? []);
  if (pages.isPending) return <StoreGridSkeleton />;
  if (!stores.length) return <NoStores />;
  return (
    <>
      {/* The /store page (paged) opens on its first two cards; the home's row is below the first screen. */}
      <StoreGrid
        stores={stores}
        busy={pages.isFetchingNextPage}
        testId="all-stores-list"
        firstScreen={paged ? FIRST_SCREEN_CARDS : 0}
      />
      {paged && pages.hasNextPage ? (
        <MoreStores loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />
      ) : null}
    </>
  );
}
