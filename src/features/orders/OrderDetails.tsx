import { lazy, Suspense, useEffect } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { configQuery } from '../../api/queries/config';
import { orderLinesQuery, orderQuery, type OrderLine, type OrderTrack } from '../../api/queries/orders';
import { courierReviewsQuery, itemReviewsQuery } from '../../api/queries/inbox';
import { canCancel, canRequestRefund, canSwitchToCashOnDelivery, isOrderReviewed } from '../../domain/orders';
import { wasDelivered } from '../../domain/history';
import { orderStatusOf } from '../../domain/history';
import { useOrderFlows } from '../../flows/orders';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline, StatusChip } from './Timeline';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';
import { useDateTime } from './format';
import { OrderBill, OrderLines } from './OrderBill';
import { PaymentAndPlaces } from './OrderPlaces';
import { rowClass, sectionClass } from './OrderSection';
import { tracksLive } from './tracked';
import { HydrateLater } from '../../ui/HydrateLater';

// Live tracking (and its map, later still) loads after the order shows: it is not in the page's first load.
const LiveTracking = lazy(() => import('./LiveTracking').then((m) => ({ default: m.LiveTracking })));
// An order paid offline: its proof and the form, not with the first load (docs/budgets.md).
const OfflinePaymentPanel = lazy(() => import('./OfflinePaymentPanel').then((m) => ({ default: m.OfflinePaymentPanel })));

/** Issue 14 Order details at /my-orders/$orderId; `offlineMethodId`: the offline method chosen at checkout. */
export function OrderDetails({ orderId, offlineMethodId = null }: { orderId: number; offlineMethodId?: number | null }) {
  const signedIn = useSignedIn();
  const order = useQuery(orderQuery(orderId));
  const lines = useQuery(orderLinesQuery(orderId));
  const config = useQuery(configQuery()).data;
  const { orderLogic } = useOrderFlows();
  const actor = useActorRef(orderLogic, { input: { orderId } });
  const cancelling = useSelector(actor, (s) => s.hasTag('cancelling'));
  const refunding = useSelector(actor, (s) => s.hasTag('refunding'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const orderingAgain = useSelector(actor, (s) => s.hasTag('orderingAgain'));
  const cancelReason = useSelector(actor, (s) => s.context.cancelReason);
  const cashOnDelivery = Boolean(config?.cash_on_delivery);
  const refundsOn = Boolean(config?.refund_active_status ?? true);

  const data = order.data;
  useEffect(() => {
    if (data) actor.send({ type: 'order.sync', order: { order_status: data.order_status, payment_status: data.payment_status, payment_method: data.payment_method }, cashOnDelivery, refundsOn });
  }, [actor, data, cashOnDelivery, refundsOn]);
  useEffect(() => {
    const onVisibility = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    // Opened in a hidden tab (a link opened in the background): no refresh starts until the tab is shown.
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);

  if (order.isPending)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-busy="true">
        <Skeleton className={css({ height: '24' })} />
        <Skeleton className={css({ height: '40' })} />
      </div>
    );
  if (!data)
    return (
      <div className={css({ textAlign: 'center', py: '8', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })} data-testid="order-not-found">
        <p role="alert">
          <Trans>This order could not be found.</Trans>
        </p>
        <Link to="/my-orders" className={button({ variant: 'outline' })}>
          <Trans>Back to my orders</Trans>
        </Link>
      </div>
    );

  // A parcel has no items and no store to chat with (issue 17: sender, receiver and its charge instead).
  const parcel = data.order_type === 'parcel';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="order-details">
      <OrderHeader order={data} />
      {tracksLive(data) ? (
        <Suspense fallback={null}>
          <LiveTracking key={data.id} order={data} updatedAt={order.dataUpdatedAt} />
        </Suspense>
      ) : null}
      {/* Below the first screen: on a server-rendered page these hydrate in passes of their own. */}
      <HydrateLater>
        <OrderTimeline order={data} />
        <DeliveryInfo order={data} />
      </HydrateLater>
      <HydrateLater>
        {parcel ? null : <OrderLines lines={lines.data} pending={lines.isPending} />}
        <OrderBill order={data} lines={parcel ? [] : (lines.data ?? [])} taxIncluded={Boolean(config?.tax_included)} />
        <PaymentAndPlaces order={data} />
      </HydrateLater>
      {data.payment_method === 'offline_payment' ? (
        <Suspense fallback={null}>
          <OfflinePaymentPanel order={data} chosenMethodId={offlineMethodId} />
        </Suspense>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} data-testid="order-actions">
        {canCancel(data.order_status) ? (
          <button type="button" className={button({ variant: 'danger' })} onClick={() => actor.send({ type: 'cancel.open' })}>
            <Trans>Cancel order</Trans>
          </button>
        ) : null}
        {canSwitchToCashOnDelivery(data, cashOnDelivery) ? (
          <button type="button" className={button()} onClick={() => actor.send({ type: 'payment.switchToCod' })} disabled={busy} aria-busy={busy}>
            <Trans>Pay with cash on delivery instead</Trans>
          </button>
        ) : null}
        {canRequestRefund(data, refundsOn) ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'refund.open' })}>
            <Trans>Request a refund</Trans>
          </button>
        ) : null}
        {wasDelivered(data.order_status) ? <ReviewAction order={data} lines={lines.data} /> : null}
        {lines.data?.length ? (
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => actor.send({ type: 'order.again' })}
            disabled={orderingAgain}
            aria-busy={orderingAgain}
            data-testid="order-again"
          >
            <Trans>Order again</Trans>
          </button>
        ) : null}
        {signedIn ? <ChatLinks order={data} parcel={parcel} /> : null}
      </div>
      {cancelling ? (
        <CancelDialog
          reason={cancelReason}
          busy={busy}
          onReason={(reason) => actor.send({ type: 'cancel.reason', reason })}
          onSubmit={() => actor.send({ type: 'cancel.confirm' })}
          onClose={() => actor.send({ type: 'cancel.close' })}
        />
      ) : null}
      {refunding ? <RefundDialog busy={busy} onSubmit={(draft) => actor.send({ type: 'refund.submit', draft })} onClose={() => actor.send({ type: 'refund.close' })} /> : null}
    </div>
  );
}

/** A signed-in customer's conversations about the order: the store, the courier once assigned, and support. */
function ChatLinks({ order, parcel }: { order: OrderTrack; parcel: boolean }) {
  return (
    <>
      {!parcel && order.store ? (
        <a href={`/settings?page=inbox&order_id=${order.id}&with=store`} className={button({ variant: 'ghost' })} data-testid="chat-store">
          <Trans>Chat with the store</Trans>
        </a>
      ) : null}
      {order.delivery_man ? (
        <a href={`/settings?page=inbox&order_id=${order.id}&with=deliveryman`} className={button({ variant: 'ghost' })} data-testid="chat-deliveryman">
          <Trans>Chat with the delivery man</Trans>
        </a>
      ) : null}
      <a href={`/settings?page=inbox&with=support&order_id=${order.id}`} className={button({ variant: 'ghost' })} data-testid="chat-support">
        <Trans>Need help with this order?</Trans>
      </a>
    </>
  );
}

/** A delivered order: "Write a review" until its items and courier are reviewed, then that it was (issue 18). */
function ReviewAction({ order, lines }: { order: OrderTrack; lines: OrderLine[] | undefined }) {
  const signedIn = useSignedIn();
  const moduleId = order.module_id ?? null;
  const courierId = order.delivery_man_id ?? null;
  const itemIds = [...new Set((lines ?? []).map((l) => l.item_id).filter((id): id is number => Boolean(id)))];
  const items = useQueries({ queries: itemIds.map((id) => itemReviewsQuery(moduleId, id)) });
  const courier = useQuery(courierReviewsQuery(signedIn, courierId));
  if (!lines || items.some((q) => q.isLoading) || courier.isLoading) return null;
  const itemReviews = items.map((q) => q.data);
  const known = itemReviews.every(Boolean) && (courierId === null || courier.data);
  if (known && isOrderReviewed(order.id, itemReviews as NonNullable<(typeof itemReviews)[number]>[], courierId === null ? null : courier.data!.reviews))
    return (
      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minHeight: '10', px: '3', color: 'accent.default', fontWeight: 'semibold' })} data-testid="order-reviewed">
        <span aria-hidden="true">✓</span> <Trans>You reviewed this order</Trans>
      </span>
    );
  return (
    <a href={`/review?order_id=${order.id}`} className={button({ variant: 'outline' })} data-testid="write-review">
      <Trans>Write a review</Trans>
    </a>
  );
}

export function OrderHeader({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <strong className={css({ fontSize: 'lg' })} data-testid="order-id">
          <Trans>Order #{order.id}</Trans>
        </strong>
        <small className={css({ color: 'fg.muted' })}>
          <Trans>Placed {when(order.created_at)}</Trans>
        </small>
      </div>
      <StatusChip status={order.order_status} orderType={order.order_type} />
    </div>
  );
}

/** The OTP to give the courier, the schedule and the delivery window, the note and attachments. */
export function DeliveryInfo({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  const running = !['delivered', 'canceled', 'failed', 'refunded', 'refund_requested', 'refund_request_canceled'].includes(orderStatusOf(order.order_status));
  const scheduled = Boolean((order as { scheduled?: number }).scheduled);
  const min = order.min_delivery_time;
  const max = order.max_delivery_time;
  const attachments = (order.order_attachment_full_url ?? []).filter((u): u is string => Boolean(u));
  const instruction = order.order_type === 'parcel' ? order.delivery_instruction : null;
  if (!running && !attachments.length && !order.order_note && !instruction) return null;
  return (
    <section className={sectionClass} data-testid="delivery-info">
      {running && order.otp && order.order_type !== 'take_away' ? (
        <p className={rowClass}>
          <span>
            <Trans>Delivery code for the courier</Trans>
          </span>
          <strong dir="ltr" data-testid="order-otp" className={css({ letterSpacing: 'widest', fontSize: 'lg' })}>
            {String(order.otp)}
          </strong>
        </p>
      ) : null}
      {running && scheduled && order.schedule_at ? (
        <p className={rowClass}>
          <span>
            <Trans>Scheduled for</Trans>
          </span>
          <span data-testid="order-schedule">{when(order.schedule_at)}</span>
        </p>
      ) : null}
      {running && min != null && max != null ? (
        <p className={rowClass}>
          <span>{order.order_type === 'take_away' ? <Trans>Ready for pickup in</Trans> : <Trans>Delivery time</Trans>}</span>
          <span data-testid="order-window">
            <Trans>
              {min}–{max} min
            </Trans>
          </span>
        </p>
      ) : null}
      {instruction ? (
        <p className={rowClass}>
          <span>
            <Trans>Instruction for the courier</Trans>
          </span>
          <span data-testid="order-instruction">{instruction}</span>
        </p>
      ) : null}
      {order.order_note ? (
        <p>
          <Trans>Note: {order.order_note}</Trans>
        </p>
      ) : null}
      {attachments.length ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {attachments.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className={button({ variant: 'outline', size: 'sm' })}>
              <Trans>Attachment {i + 1}</Trans>
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}
