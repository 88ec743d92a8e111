import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { LoadMore } from './LoadMore';
import { Listing } from './Listing';
import type { Scope } from '../../../api/queries/catalog';
import { categoryStoresQuery } from '../../../api/queries/discovery';
import { StoreCard, StoreCardSkeleton } from '../StoreCard';
import { cardGridClass } from '../../../ui/surfaces';

/** turn4 §1.5: the stores near the customer that sell in the category, a page at a time. */
export function CategoryStores({ scope, categoryId }: { scope: Scope; categoryId: number }) {
  const pages = useInfiniteQuery(categoryStoresQuery(scope, categoryId));
  const stores = pages.data?.pages.flat() ?? [];
  return (
    <div className={css({ stack: '4' })} data-testid="category-stores">
      <Listing
        className={cardGridClass}
        loading={pages.isPending && scope.zone !== null}
        rows={stores}
        keyOf={(s) => s.id}
        card={(s) => <StoreCard store={s} />}
        placeholder={() => <StoreCardSkeleton />}
        empty={<Trans>No store near you sells in this category.</Trans>}
      />
      <LoadMore pages={pages}>
        <Trans>Load more stores</Trans>
      </LoadMore>
    </div>
  );
}
