import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { SearchIcon } from '../../ui/icons';
import { lazyPart } from '../../ui/lazyPart';

// The field's combobox arrives in its own chunk right after the first load (docs/budgets.md).
const SearchField = lazyPart(() => import('./SearchField'));

const fieldBox = css({
  width: 'full',
  minHeight: '11',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'full',
  bg: 'bg.canvas',
});

/**
 * issue 10 Search in the header: a field from 1024px; below, an icon that opens the search screen (between
 * 768 and 1024 the header left the field too narrow for its placeholder: "Search items o").
 */
export function HeaderSearch() {
  const { t } = useLingui();
  return (
    <>
      <Link
        to="/search"
        className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ hideFrom: 'lg' })}`}
        aria-label={t`Search`}
        data-testid="search-open"
      >
        <SearchIcon />
      </Link>
      <div className={css({ hideBelow: 'lg', width: 'full', maxWidth: '480px' })}>
        <Suspense fallback={<div className={fieldBox} aria-hidden="true" />}>
          <SearchField variant="header" />
        </Suspense>
      </div>
    </>
  );
}
