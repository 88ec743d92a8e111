import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { Trans } from '@lingui/react/macro';
import type { Item } from '../../../api/types';
import { FIRST_SCREEN_CARDS } from '../../../ui/firstScreen';
import { ItemGrid } from '../ItemGrid';

/** The next page of a discovery list, while there is one. */
export function LoadMore({
  pages,
  children,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: ReactNode;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'center' })}`}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </button>
  );
}

/** A discovery page's items (a condition's, the special offers): their grid, then "Load more" while there is more. */
export function PagedItems({
  pages,
  items,
  loading,
  empty,
}: {
  pages: Parameters<typeof LoadMore>[0]['pages'];
  items: Item[] | undefined;
  loading: boolean;
  empty: ReactNode;
}) {
  return (
    <>
      <ItemGrid items={items} loading={loading} empty={empty} firstScreen={FIRST_SCREEN_CARDS} />
      <LoadMore pages={pages}>
        <Trans>Load more</Trans>
      </LoadMore>
    </>
  );
}
