import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';

const pagerClass = css({ cluster: '3' });
const pageNumberClass = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * Previous, "Page n of m" and Next under a paged list (search results, the orders list).
 * The number is announced when it changes; the buttons stop at the first and the last page.
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
  className,
  nextTestId,
  numberTestId,
}: {
  /** The nav's name, which says what is paged. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** How the three sit in their row (centred, spread apart). */
  className?: string;
  nextTestId?: string;
  numberTestId?: string;
}) {
  const step = button({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={label} className={cx(pagerClass, className)}>
      <button type="button" className={step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span className={pageNumberClass} aria-live="polite" data-testid={numberTestId}>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        className={step}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={nextTestId}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
