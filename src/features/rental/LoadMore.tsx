import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** acc §9: the next ten of a rental list, below the ones shown; busy while they load. */
export function LoadMore({ loading, onMore, testId }: { loading: boolean; onMore: () => void; testId: string }) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-busy={loading}
      disabled={loading}
      className={`${button({ variant: 'outline', size: 'sm' })} ${css({ display: 'flex', mx: 'auto' })}`}
      onClick={onMore}
    >
      <Trans>Load more</Trans>
    </button>
  );
}
