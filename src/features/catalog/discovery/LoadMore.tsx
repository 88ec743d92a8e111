import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';

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
