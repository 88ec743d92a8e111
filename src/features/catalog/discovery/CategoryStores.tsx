import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import type { Scope } from '../../../api/queries/catalog';
import { categoryStoresQuery } from '../../../api/queries/discovery';
import { StoreCard, StoreCardSkeleton } from '../StoreCard';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });

/** turn4 §1.5: the stores near the customer that sell in the category, a page at a time. */
export function CategoryStores({ scope, categoryId }: { scope: Scope; categoryId: number }) {
  const pages = useInfiniteQuery(categoryStoresQuery(scope, categoryId));
  const stores = pages.data?.pages.flat() ?? [];
  if (pages.isPending && scope.zone) {
    return (
      <div className={grid} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <StoreCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="category-stores">
      {stores.length ? (
        <ul className={grid}>
          {stores.map((s) => (
            <li key={s.id}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>No store near you sells in this category.</Trans>
        </p>
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'center' })}`}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          <Trans>Load more stores</Trans>
        </button>
      ) : null}
    </div>
  );
}
