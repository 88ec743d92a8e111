import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { storeReviewsQuery } from '../../api/queries/inbox';
import { ReviewItems, ReviewsHeading, section } from './ReviewParts';
import { lazyPart } from '../../ui/lazyPart';

// Below the product page's fold and asked for only in the browser: its paging loads after the page, not in the
// chunk the store and product pages share with every other page (vite.config.ts PAGE_GROUP).
const ItemReviewList = lazyPart(() => import('./ItemReviewList'));

/** A product page's reviews (items/reviews/{id}): newest first as the server answers them, ten at a time with Load more. */
export function ItemReviews(props: { itemId: number; moduleId: number | null }) {
  return (
    <Suspense fallback={null}>
      <ItemReviewList {...props} />
    </Suspense>
  );
}

/** A store page's reviews (stores/reviews: its items' reviews, newest first as the server answers them). */
export function StoreReviews({
  storeId,
  moduleId,
  reviewsOn = true,
}: {
  storeId: number;
  moduleId: number | null;
  reviewsOn?: boolean;
}) {
  const q = useQuery({ ...storeReviewsQuery(moduleId, storeId), enabled: reviewsOn && moduleId !== null });
  // core §8: a store whose reviews_section is off has no reviews to ask for; the platform says so in its words.
  if (!reviewsOn)
    return (
      <p className={css({ color: 'fg.muted' })} data-testid="store-reviews-off">
        <Trans>this store is not having any review plan.</Trans>
      </p>
    );
  const reviews = q.data;
  if (!reviews) return null;
  return (
    <section aria-labelledby="store-reviews-title" data-testid="store-reviews" className={section}>
      <ReviewsHeading id="store-reviews-title" count={reviews.length} />
      <ReviewItems reviews={reviews.slice(0, 20)} showItem />
    </section>
  );
}
