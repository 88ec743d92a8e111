import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../../styled-system/css';
import { LoadMore } from './LoadMore';
import { Listing } from './Listing';
import { flashSaleQuery } from '../../../api/queries/catalog';
import { useScope } from '../../../api/scope';
import { widePageClass } from '../../../ui/surfaces';
import { flashSaleItemsQuery } from '../../../api/queries/discovery';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CardSkeleton, itemGridClass } from '../ItemGrid';
import { Countdown } from './Countdown';
import { FlashEntryCard } from './FlashEntryCard';
import { FIRST_SCREEN_CARDS } from '../../../ui/firstScreen';

/** turn4 §3.5 /flash-sales: the running sale of the module, its countdown and all its entries, a page at a time. */
export function FlashSalesPage() {
  const { t } = useLingui();
  const scope = useScope();
  const sale = useQuery(flashSaleQuery(scope));
  const saleId = sale.data?.id ?? 0;
  const pages = useInfiniteQuery({ ...flashSaleItemsQuery(scope, saleId), enabled: saleId > 0 });
  const running = pages.data?.pages[0]?.sale ?? sale.data ?? null;
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  useDocumentTitle(running?.title ?? t`Flash sale`);
  const loading = sale.isPending || (saleId > 0 && pages.isPending);
  return (
    <section className={cx(widePageClass, css({ stack: '4' }))} data-testid="flash-sales-page">
      <div
        className={css({
          cluster: '3',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          p: '4',
          borderRadius: 'card',
          bg: 'accent.subtle',
        })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{running?.title ?? <Trans>Flash sale</Trans>}</h1>
        {running ? <Countdown end={running.end_date} /> : null}
      </div>
      <Listing
        className={itemGridClass}
        loading={loading}
        rows={entries}
        keyOf={(e) => e.id}
        card={(e, i) => <FlashEntryCard entry={e} firstScreen={i < FIRST_SCREEN_CARDS} />}
        placeholder={() => <CardSkeleton />}
        empty={<Trans>No flash sale is running in this module right now.</Trans>}
        testId="flash-sales"
      />
      <LoadMore pages={pages}>
        <Trans>Load more</Trans>
      </LoadMore>
    </section>
  );
}
