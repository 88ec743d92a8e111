import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { itemReviewPagesQuery } from '../../api/queries/itemReviews';
import { ReviewItems, ReviewsHeading, section } from './ReviewParts';

/** A product page's reviews (items/reviews/{id}): newest first as the server answers them, ten at a time with Load more. */
export default function ItemReviews({ itemId, moduleId }: { itemId: number; moduleId: number | null }) {
  const pages = useInfiniteQuery(itemReviewPagesQuery(moduleId, itemId));
  const loaded = pages.data?.pages ?? [];
  const first = loaded[0];
  if (!first) return null;
  const reviews = loaded.flatMap((page) => page.rows);
  return (
    <section aria-labelledby="item-reviews-title" data-testid="item-reviews" className={section}>
      <ReviewsHeading id="item-reviews-title" count={first.total} />
      <ReviewItems reviews={reviews} showItem={false} />
      {pages.hasNextPage ? (
        <button
          type="button"
          aria-busy={pages.isFetchingNextPage}
          disabled={pages.isFetchingNextPage}
          className={`${button({ variant: 'outline', size: 'sm' })} ${css({ display: 'flex', mx: 'auto' })}`}
          onClick={() => void pages.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </section>
  );
}
