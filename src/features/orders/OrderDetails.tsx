import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { configQuery } from '../../api/queries/config';
import { orderLinesQuery, orderQuery } from '../../api/queries/orders';
import { canCancel, canRequestRefund, canSwitchToCashOnDelivery } from '../../domain/orders';
import { wasDelivered } from '../../domain/history';
import { useOrderFlows } from '../../flows/orders';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline } from './Timeline';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';
import { OrderBill, OrderLines } from './OrderBill';
import { PaymentAndPlaces } from './OrderPlaces';
import { ChatLinks, ReviewAction } from './OrderActions';
import { DeliveryInfo, OrderHeader } from './OrderFacts';
import { tracksLive } from './tracked';
import { HydrateLater } from '../../ui/HydrateLater';
import { lazyPart } from '../../ui/lazyPart';

// The tracking page shows the same header and delivery facts.
export { DeliveryInfo, OrderHeader } from './OrderFacts';

// Live tracking (and its map, later still) loads after the order shows: it is not in the page's first load.
const LiveTracking = lazyPart(() => import('./LiveTracking').then((m) => ({ default: m.LiveTracking })));
// An order paid offline: its proof and the form, not with the first load (docs/budgets.md).
const OfflinePaymentPanel = lazyPart(() => import('./OfflinePaymentPanel').then((m) => ({ default: m.OfflinePaymentPanel })));

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
  const orderingAgain = useSelector(
    useSelector(actor, (s) => s.children.orderAgain),
    (s) => s?.hasTag('orderingAgain') ?? false,
  );
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
