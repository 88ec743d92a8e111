import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import type { OrderLine, OrderTrack } from '../../api/queries/orders';
import { courierReviewsQuery, itemReviewsQuery } from '../../api/queries/inbox';
import { isOrderReviewed } from '../../domain/orders';

// The order page's links that lead elsewhere: its conversations and its review.

/** A signed-in customer's conversations about the order: the store, the courier once assigned, and support. */
export function ChatLinks({ order, parcel }: { order: OrderTrack; parcel: boolean }) {
  return (
    <>
      {!parcel && order.store ? (
        <a
          href={`/settings?page=inbox&order_id=${order.id}&with=store`}
          className={button({ variant: 'ghost' })}
          data-testid="chat-store"
        >
          <Trans>Chat with the store</Trans>
        </a>
      ) : null}
      {order.delivery_man ? (
        <a
          href={`/settings?page=inbox&order_id=${order.id}&with=deliveryman`}
          className={button({ variant: 'ghost' })}
          data-testid="chat-deliveryman"
        >
          <Trans>Chat with the delivery man</Trans>
        </a>
      ) : null}
      <a
        href={`/settings?page=inbox&with=support&order_id=${order.id}`}
        className={button({ variant: 'ghost' })}
        data-testid="chat-support"
      >
        <Trans>Need help with this order?</Trans>
      </a>
    </>
  );
}

/** A delivered order: "Write a review" until its items and courier are reviewed, then that it was (issue 18). */
export function ReviewAction({ order, lines }: { order: OrderTrack; lines: OrderLine[] | undefined }) {
  const signedIn = useSignedIn();
  const moduleId = order.module_id ?? null;
  const courierId = order.delivery_man_id ?? null;
  const itemIds = [...new Set((lines ?? []).map((l) => l.item_id).filter((id): id is number => Boolean(id)))];
  const items = useQueries({ queries: itemIds.map((id) => itemReviewsQuery(moduleId, id)) });
  const courier = useQuery(courierReviewsQuery(signedIn, courierId));
  if (!lines || items.some((q) => q.isLoading) || courier.isLoading) return null;
  const itemReviews = items.map((q) => q.data);
  const known = itemReviews.every(Boolean) && (courierId === null || courier.data);
  if (
    known &&
    isOrderReviewed(
      order.id,
      itemReviews as NonNullable<(typeof itemReviews)[number]>[],
      courierId === null ? null : courier.data!.reviews,
    )
  )
    return (
      <span
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          minHeight: '10',
          px: '3',
          color: 'accent.default',
          fontWeight: 'semibold',
        })}
        data-testid="order-reviewed"
      >
        <span aria-hidden="true">✓</span> <Trans>You reviewed this order</Trans>
      </span>
    );
  return (
    <a href={`/review?order_id=${order.id}`} className={button({ variant: 'outline' })} data-testid="write-review">
      <Trans>Write a review</Trans>
    </a>
  );
}
