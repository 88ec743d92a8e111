import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline } from './Timeline';
import { OrderBill, OrderLines } from './OrderBill';
import { PaymentAndPlaces } from './OrderPlaces';
import { OrderActionBar, OrderDialogs } from './OrderActionBar';
import { useOrderDetails } from './useOrderDetails';
import { DeliveryInfo, OrderHeader } from './OrderFacts';
import { tracksLive } from './tracked';
import { HydrateLater } from '../../ui/HydrateLater';
import { lazyPart } from '../../ui/lazyPart';

// The tracking page shows the same header and delivery facts.
export { DeliveryInfo, OrderHeader } from './OrderFacts';

// Live tracking (and its map, later still) loads after the order shows: it is not in the page's first load.
const LiveTracking = lazyPart(() => import('./LiveTracking').then((m) => ({ default: m.LiveTracking })));
// An order paid offline: its proof and the form, not with the first load (docs/budgets.md).
const OfflinePaymentPanel = lazyPart(() =>
  import('./OfflinePaymentPanel').then((m) => ({ default: m.OfflinePaymentPanel })),
);

/** Issue 14 Order details at /my-orders/$orderId; `offlineMethodId`: the offline method chosen at checkout. */
export function OrderDetails({
  orderId,
  offlineMethodId = null,
}: {
  orderId: number;
  offlineMethodId?: number | null;
}) {
  const signedIn = useSignedIn();
  const view = useOrderDetails(orderId);
  const { order, lines, config } = view;

  if (order.isPending)
    return (
      <div className={css({ stack: '3' })} aria-busy="true">
        <Skeleton className={css({ height: '24' })} />
        <Skeleton className={css({ height: '40' })} />
      </div>
    );
  const data = order.data;
  if (!data)
    return (
      // Written here, not with ui/StateMessage: that shared chunk would take this route over its budget.
      <div
        className={css({ textAlign: 'center', py: '8', stack: '3', alignItems: 'center' })}
        data-testid="order-not-found"
      >
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
    <div className={css({ stack: '4' })} data-testid="order-details">
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
      <OrderActionBar order={data} parcel={parcel} signedIn={signedIn} view={view} />
      <OrderDialogs view={view} />
    </div>
  );
}
