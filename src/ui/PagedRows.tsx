import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { hasMore, type ListPage } from '../domain/paging';

type PageOptions<T, K extends QueryKey> = UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;

/** One page's rows, from its own query (the pages above it stay as they are while it loads). */
function Rows<T, K extends QueryKey>({ query, row }: { query: PageOptions<T, K>; row: (r: T) => ReactNode }) {
  return <>{useQuery(query).data?.rows.map(row)}</>;
}

/**
 * A list a page at a time (acc §9: ten): the first page, then "Load more" adds the next below while the server
 * has more, so no entry is left out. `pending` and `empty` stand for the list before its first page and when
 * it has none.
 */
export function PagedRows<T, K extends QueryKey>(p: {
  pageQuery: (page: number) => PageOptions<T, K>;
  row: (r: T) => ReactNode;
  pending: ReactNode;
  empty: ReactNode;
  className: string;
  testId: string;
  more: ReactNode;
  /** The list's accessible name, when the page has no heading that names it. */
  label?: string;
  /** Shown above the rows once there are any (an add button). */
  before?: ReactNode;
}) {
  const [shown, setShown] = useState(1);
  const first = useQuery(p.pageQuery(1));
  const last = useQuery(p.pageQuery(shown));
  if (first.isPending) return p.pending;
  if (!first.data?.rows.length) return p.empty;
  return (
    <>
      {p.before}
      <ul className={p.className} data-testid={p.testId} aria-label={p.label}>
        {Array.from({ length: shown }, (_, i) => (
          <Rows key={i} query={p.pageQuery(i + 1)} row={p.row} />
        ))}
      </ul>
      {last.isPending || hasMore(last.data, shown) ? (
        <button
          type="button"
          data-testid={`${p.testId}-more`}
          aria-busy={last.isPending}
          disabled={last.isPending}
          className={`${button({ variant: 'outline', size: 'sm' })} ${css({ display: 'flex', mx: 'auto' })}`}
          onClick={() => setShown(shown + 1)}
        >
          {p.more}
        </button>
      ) : null}
    </>
  );
}
