import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { flashSaleQuery, type Scope } from '../../../api/queries/catalog';
import { flashSaleItemsQuery } from '../../../api/queries/discovery';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CardSkeleton } from '../ItemGrid';
import { Countdown } from './Countdown';
import { FlashEntryCard } from './FlashEntryCard';

export const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }, gap: '3' });

/** turn4 §3.5 /flash-sales: the running sale of the module, its countdown and all its entries, a page at a time. */
export function FlashSalesPage({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const sale = useQuery(flashSaleQuery(scope));
  const saleId = sale.data?.id ?? 0;
  const pages = useInfiniteQuery({ ...flashSaleItemsQuery(scope, saleId), enabled: saleId > 0 });
  const running = pages.data?.pages[0]?.sale ?? sale.data ?? null;
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  useDocumentTitle(running?.title ?? t`Flash sale`);
  const loading = sale.isPending || (saleId > 0 && pages.isPending);
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="flash-sales-page">
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', p: '4', borderRadius: 'card', bg: 'accent.subtle' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{running?.title ?? <Trans>Flash sale</Trans>}</h1>
        {running ? <Countdown end={running.end_date} /> : null}
      </div>
      {loading ? (
        <div className={grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : entries.length ? (
        <ul className={grid}>
          {entries.map((e) => (
            <li key={e.id}>
              <FlashEntryCard entry={e} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })} data-testid="flash-sales-empty">
          <Trans>No flash sale is running in this module right now.</Trans>
        </p>
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'center' })}`}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </section>
  );
}
