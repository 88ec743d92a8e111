import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { itemReviewPageQuery, storeReviewsQuery, type ListedReview } from '../../api/queries/inbox';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { PagedRows } from '../../ui/PagedRows';
import { dateFormat } from '../../domain/datetime';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** A product page's reviews (items/reviews/{id}): newest first as the server answers them, ten at a time with Load more. */
export function ItemReviews({ itemId, moduleId }: { itemId: number; moduleId: number | null }) {
  const first = useQuery(itemReviewPageQuery(moduleId, itemId, 1));
  if (!first.data) return null;
  return (
    <section aria-labelledby="item-reviews-title" data-testid="item-reviews" className={section}>
      <ReviewsHeading id="item-reviews-title" count={first.data.total} />
      <PagedRows
        pageQuery={(page) => itemReviewPageQuery(moduleId, itemId, page)}
        row={(r) => <ReviewRow key={r.id} review={r} showItem={false} />}
        pending={null}
        empty={<NoReviews />}
        className={list}
        testId="item-review-list"
        more={<Trans>Load more</Trans>}
      />
    </section>
  );
}

/** A store page's reviews (stores/reviews: its items' reviews, newest first as the server answers them). */
export function StoreReviews({ storeId, moduleId, reviewsOn = true }: { storeId: number; moduleId: number | null; reviewsOn?: boolean }) {
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
      {reviews.length === 0 ? (
        <NoReviews />
      ) : (
        <ul className={list}>
          {reviews.slice(0, 20).map((r) => (
            <ReviewRow key={r.id} review={r} showItem />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewsHeading({ id, count }: { id: string; count: number }) {
  return (
    <h2 id={id} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
      <Trans>Reviews</Trans> <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>({count})</span>
    </h2>
  );
}

function NoReviews() {
  return (
    <p className={css({ color: 'fg.muted' })}>
      <Trans>No reviews yet.</Trans>
    </p>
  );
}

function ReviewRow({ review: r, showItem }: { review: ListedReview; showItem: boolean }) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null | undefined) => (iso ? dateFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '');
  return (
    <li data-testid="review" className={css({ display: 'flex', flexDirection: 'column', gap: '1', pb: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
        <strong>{`${r.customer?.f_name ?? ''} ${r.customer?.l_name ?? ''}`.trim() || t`Customer`}</strong>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{date(r.created_at)}</span>
      </div>
      <Stars value={starValue(r.rating)} label={t`Rated ${formatAverage(r.rating)} out of 5`} size={14} />
      {showItem && r.item_name ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{r.item_name}</span> : null}
      {r.comment ? <p>{r.comment}</p> : null}
    </li>
  );
}
