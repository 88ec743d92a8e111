import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { ListedReview } from '../../api/queries/inbox';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { dateFormat } from '../../domain/datetime';

/** What the product and store pages' review lists share: their layout, heading, empty line and one review. */
export const section = css({ stack: '3' });
export const list = css({ stack: '3' });

export function ReviewsHeading({ id, count }: { id: string; count: number }) {
  return (
    <h2 id={id} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
      <Trans>Reviews</Trans> <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>({count})</span>
    </h2>
  );
}

export function NoReviews() {
  return (
    <p className={css({ color: 'fg.muted' })}>
      <Trans>No reviews yet.</Trans>
    </p>
  );
}

export function ReviewRow({ review: r, showItem }: { review: ListedReview; showItem: boolean }) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null | undefined) =>
    iso ? dateFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
  return (
    <li
      data-testid="review"
      className={css({ stack: '1', pb: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
        <strong>{`${r.customer?.f_name ?? ''} ${r.customer?.l_name ?? ''}`.trim() || t`Customer`}</strong>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{date(r.created_at)}</span>
      </div>
      <Stars value={starValue(r.rating)} label={t`Rated ${formatAverage(r.rating)} out of 5`} size={14} />
      {showItem && r.item_name ? (
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{r.item_name}</span>
      ) : null}
      {r.comment ? <p>{r.comment}</p> : null}
    </li>
  );
}

/** The reviews in the server's order, or the line that says there are none. */
export function ReviewItems({ reviews, showItem }: { reviews: ListedReview[]; showItem: boolean }) {
  if (reviews.length === 0) return <NoReviews />;
  return (
    <ul className={list}>
      {reviews.map((r) => (
        <ReviewRow key={r.id} review={r} showItem={showItem} />
      ))}
    </ul>
  );
}
