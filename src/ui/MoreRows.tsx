import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The next page of a list shown a page at a time (acc §9: ten), while the server has more; busy while it comes,
 * so a second tap does not ask twice.
 */
export function MoreRows({ pages, children, testId }: { pages: Pages; children: ReactNode; testId: string }) {
  const busy = pages.isFetchingNextPage;
  return pages.hasNextPage ? (
    <div className={css({ display: 'flex', justifyContent: 'center' })}>
      <button type="button" data-testid={testId} aria-busy={busy} disabled={busy} className={button({ variant: 'outline', size: 'sm' })} onClick={() => void pages.fetchNextPage()}>
        {children}
      </button>
    </div>
  ) : null;
}
