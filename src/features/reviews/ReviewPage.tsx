import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useCourierReviewSubmit, useItemReviewSubmit } from '../../api/mutations/reviews';
import { useSignedIn } from '../../api/scope';
import { courierReviewsQuery, itemReviewsQuery } from '../../api/queries/inbox';
import { ownOrderLinesQuery, ownOrderQuery } from '../../api/queries/orders';
import { formatAverage, starValue } from '../../domain/rating';
import { inputClass } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';
import { wasDelivered } from '../../domain/history';
import { notify } from '../../ui/toaster';
import { RatingInput } from './RatingInput';
import { reviewErrorMessage, reviewMessages } from './messages';
import { denseReadingColumnClass } from '../../ui/denseReadingColumn';
import { StateMessage } from '../../ui/StateMessage';

const itemImageClass = css({ width: '12', height: '12', borderRadius: 'md', objectFit: 'cover', bg: 'bg.subtle' });
const courierImageClass = css({ width: '12', height: '12', borderRadius: 'full', objectFit: 'cover', bg: 'bg.subtle' });

const card = css({ layerStyle: 'surface', borderRadius: 'lg', p: '4', stack: '3' });
export const reviewPageClass = denseReadingColumnClass;

/** /review?order_id=N: rate each item of a delivered order and its courier (issue 18). */
export function ReviewPage({ orderId }: { orderId: number }) {
  const signedIn = useSignedIn();
  const order = useQuery(ownOrderQuery(signedIn, orderId));
  const lines = useQuery(ownOrderLinesQuery(signedIn, orderId));
  return (
    <section className={reviewPageClass} data-testid="review-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Rate order #{orderId}</Trans>
      </h1>
      {order.isPending || lines.isPending ? (
        <Skeleton className={css({ height: '40', borderRadius: 'lg' })} />
      ) : !order.data ? (
        <Note>
          <Trans>This order cannot be found.</Trans>
        </Note>
      ) : !wasDelivered(order.data.order_status) ? (
        <Note>
          <Trans>You can rate an order once it is delivered.</Trans>
        </Note>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>How was it? Your rating and comment help other customers and the store.</Trans>
          </p>
          {(lines.data ?? [])
            .filter((l) => l.item_id)
            .map((l) => {
              const d = l.item_details as { name?: string; image_full_url?: string | null };
              return (
                <ItemReviewCard
                  key={l.id}
                  orderId={orderId}
                  moduleId={order.data.module_id ?? null}
                  itemId={l.item_id!}
                  name={d.name ?? ''}
                  image={d.image_full_url ?? l.image_full_url ?? null}
                />
              );
            })}
          {order.data.delivery_man_id ? (
            <CourierReviewCard orderId={orderId} deliveryManId={order.data.delivery_man_id} />
          ) : null}
        </>
      )}
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <StateMessage
      muted
      text={children}
      action={
        <Link to="/my-orders" className={button({ variant: 'outline' })}>
          <Trans>My orders</Trans>
        </Link>
      }
    />
  );
}

function ItemReviewCard({
  orderId,
  moduleId,
  itemId,
  name,
  image,
}: {
  orderId: number;
  moduleId: number | null;
  itemId: number;
  name: string;
  image: string | null;
}) {
  const { i18n } = useLingui();
  const reviews = useQuery(itemReviewsQuery(moduleId, itemId));
  const mine = reviews.data?.find((r) => r.order_id === orderId);
  // Already reviewed (another tab): the reviews are read again, and the review then shows as done.
  const submit = useItemReviewSubmit(orderId, itemId, {
    onSubmitted: () => notify('success', i18n._(reviewMessages.submitted)),
    onRefused: (e) => notify('error', i18n._(reviewErrorMessage(e))),
  });
  return (
    <article className={card} data-testid="review-item" aria-labelledby={`item-${itemId}`}>
      <div className={css({ cluster: '3' })}>
        {image ? <img src={image} alt="" width={48} height={48} className={itemImageClass} /> : null}
        <h2 id={`item-${itemId}`} className={css({ fontWeight: 'bold' })}>
          {name}
        </h2>
      </div>
      {reviews.isPending ? (
        <Skeleton className={css({ height: '16', borderRadius: 'md' })} />
      ) : mine ? (
        <Done rating={mine.rating} comment={mine.comment ?? ''} />
      ) : (
        <ReviewForm label={name} pending={submit.isPending} onSubmit={(v) => submit.mutate(v)} />
      )}
    </article>
  );
}

function CourierReviewCard({ orderId, deliveryManId }: { orderId: number; deliveryManId: number }) {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const courier = useQuery(courierReviewsQuery(signedIn, deliveryManId));
  const mine = courier.data?.reviews.find((r) => r.order_id === orderId);
  const dm = courier.data?.delivery_man;
  const name = dm ? `${dm.f_name} ${dm.l_name}`.trim() : t`Delivery man`;
  const submit = useCourierReviewSubmit(orderId, deliveryManId, signedIn, {
    onSubmitted: () => notify('success', i18n._(reviewMessages.submitted)),
    onRefused: (e) => notify('error', i18n._(reviewErrorMessage(e))),
  });
  return (
    <article className={card} data-testid="review-courier" aria-labelledby="courier-title">
      <div className={css({ cluster: '3' })}>
        {dm?.image_full_url ? (
          <img src={dm.image_full_url} alt="" width={48} height={48} className={courierImageClass} />
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <h2 id="courier-title" className={css({ fontWeight: 'bold' })}>
            {name}
          </h2>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>Your delivery man</Trans>
          </span>
        </div>
      </div>
      {courier.isPending ? (
        <Skeleton className={css({ height: '16', borderRadius: 'md' })} />
      ) : mine ? (
        <Done rating={mine.rating} comment={mine.comment} />
      ) : (
        <ReviewForm label={name} pending={submit.isPending} onSubmit={(v) => submit.mutate(v)} />
      )}
    </article>
  );
}

function Done({ rating, comment }: { rating: number; comment: string }) {
  const { t } = useLingui();
  return (
    <div data-testid="review-done" className={css({ stack: '1' })}>
      <span className={css({ color: 'accent.default', fontWeight: 'semibold' })}>
        ✓ <Trans>Reviewed</Trans>
      </span>
      <span className={css({ cluster: '2' })}>
        <Stars value={starValue(rating)} label={t`Rated ${formatAverage(rating)} out of 5`} />
        <span>{formatAverage(rating)}</span>
      </span>
      {comment ? <p className={css({ color: 'fg.muted' })}>{comment}</p> : null}
    </div>
  );
}

function ReviewForm({
  label,
  pending,
  onSubmit,
}: {
  label: string;
  pending: boolean;
  onSubmit: (v: { rating: number; comment: string }) => void;
}) {
  const { t } = useLingui();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!rating) return setError(t`Choose a rating first.`);
    if (!comment.trim()) return setError(t`Please write a comment.`);
    setError(null);
    onSubmit({ rating, comment: comment.trim() });
  };
  return (
    <form onSubmit={submit} className={css({ stack: '2' })} noValidate>
      <RatingInput value={rating} onChange={(v) => (setRating(v), setError(null))} label={t`Rating for ${label}`} />
      <label className={css({ stack: '1', fontSize: 'sm' })}>
        <Trans>Comment</Trans>
        <textarea
          value={comment}
          maxLength={500}
          rows={3}
          onChange={(e) => setComment(e.currentTarget.value)}
          className={`${inputClass} ${css({ py: '2' })}`}
        />
      </label>
      {error ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={button()} disabled={pending} aria-busy={pending}>
        <Trans>Submit review</Trans>
      </button>
    </form>
  );
}
