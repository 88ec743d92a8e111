import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../../styled-system/css';
import { useScope } from '../../../api/scope';
import { discountedItemsPagesQuery } from '../../../api/queries/discovery';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { PagedItems } from './LoadMore';
import { widePageClass } from '../../../ui/surfaces';

/**
 * /special-offers, the "View all" of the home's discounted items (the platform client's special offers): the
 * module's discounted items near the customer, biggest discount first, a page at a time.
 */
export function SpecialOffersPage() {
  const { t } = useLingui();
  const scope = useScope();
  const pages = useInfiniteQuery(discountedItemsPagesQuery(scope));
  const items = pages.data?.pages.flatMap((p) => p.items);
  useDocumentTitle(t`Discounted items`);
  return (
    <section className={cx(widePageClass, css({ stack: '4' }))} data-testid="special-offers-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Discounted items</Trans>
      </h1>
      <PagedItems
        pages={pages}
        items={items}
        loading={pages.isPending && scope.zone !== null}
        empty={<Trans>No discounted items near you right now.</Trans>}
      />
    </section>
  );
}
