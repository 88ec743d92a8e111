import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { itemReviewsQuery, storeReviewsQuery, type ListedReview } from '../../api/queries/inbox';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { dateFormat } from '../../domain/datetime';

/** A product page's reviews (items/reviews/{id}). */
export function ItemReviews({ itemId, moduleId }: { itemId: number; moduleId: number | null }) {
  const q = useQuery(itemReviewsQuery(moduleId, itemId));
  return <Reviews reviews={q.data} showItem={false} testId="item-reviews" />;
}

/** A store page's reviews (stores/reviews: its items' reviews). */
export function StoreReviews({ storeId, moduleId, reviewsOn = true }: { storeId: number; moduleId: number | null; reviewsOn?: boolean }) {
  const q = useQuery({ ...storeReviewsQuery(moduleId, storeId), enabled: reviewsOn && moduleId !== null });
  // core §8: a store whose reviews_section is off has no reviews to ask for; the platform says so in its words.
  if (!reviewsOn)
    return (
      <p className={css({ color: 'fg.muted' })} data-testid="store-reviews-off">
        <Trans>this store is not having any review plan.</Trans>
      </p>
    );
  return <Reviews reviews={q.data} showItem testId="store-reviews" />;
}

function Reviews({ reviews, showItem, testId }: { reviews: ListedReview[] | undefined; showItem: boolean; testId: string }) {
  const { t, i18n } = useLingui();
  if (!reviews) return null;
  const date = (iso: string | null | undefined) => (iso ? dateFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '');
  const newestFirst = [...reviews].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id={`${testId}-title`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>Reviews</Trans> <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>({reviews.length})</span>
      </h2>
      {reviews.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {newestFirst.slice(0, 20).map((r) => (
            <li key={r.id} data-testid="review" className={css({ display: 'flex', flexDirection: 'column', gap: '1', pb: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
                <strong>{`${r.customer?.f_name ?? ''} ${r.customer?.l_name ?? ''}`.trim() || t`Customer`}</strong>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{date(r.created_at)}</span>
              </div>
              <Stars value={starValue(r.rating)} label={t`Rated ${formatAverage(r.rating)} out of 5`} size={14} />
              {showItem && r.item_name ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{r.item_name}</span> : null}
              {r.comment ? <p>{r.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
