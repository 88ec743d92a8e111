import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** The paged list a Load more button asks for its next page (an infinite query). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** acc §9: the next ten of a rental list, below the ones shown, while there are more; busy while they load. */
export function LoadMore({ pages, testId }: { pages: PagedList; testId: string }) {
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <button
      type="button"
      data-testid={testId}
      aria-busy={loading}
      disabled={loading}
      className={`${button({ variant: 'outline', size: 'sm' })} ${css({ display: 'flex', mx: 'auto' })}`}
      onClick={() => void pages.fetchNextPage()}
    >
      <Trans>Load more</Trans>
    </button>
  );
}
