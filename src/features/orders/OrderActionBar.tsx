import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { OrderTrack } from '../../api/queries/orders';
import { canCancel, canRequestRefund, canSwitchToCashOnDelivery } from '../../domain/orders';
import { wasDelivered } from '../../domain/history';
import { lazyPart } from '../../ui/lazyPart';
import { ChatLinks, ReviewAction } from './OrderActions';
import type { OrderDetailsView } from './useOrderDetails';

// Few customers cancel or ask a refund: the dialogs' code (and the dialog frame's) loads when one is opened,
// not with the order page.
const CancelDialog = lazyPart(() => import('./CancelDialog').then((m) => ({ default: m.CancelDialog })));
const RefundDialog = lazyPart(() => import('./RefundDialog').then((m) => ({ default: m.RefundDialog })));

type ActionProps = {
  order: OrderTrack;
  parcel: boolean;
  signedIn: boolean;
  /** What the order's machine and queries say (useOrderDetails). */
  view: Pick<OrderDetailsView, 'actor' | 'busy' | 'lines' | 'cashOnDelivery' | 'refundsOn'>;
};

/** What the customer can do with the order: each button shows only when the order allows it. */
export function OrderActionBar({ order, parcel, signedIn, view }: ActionProps) {
  const { actor, busy, lines, cashOnDelivery, refundsOn } = view;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} data-testid="order-actions">
      {canCancel(order.order_status) ? (
        <button
          type="button"
          className={button({ variant: 'danger' })}
          onClick={() => actor.send({ type: 'cancel.open' })}
        >
          <Trans>Cancel order</Trans>
        </button>
      ) : null}
      {canSwitchToCashOnDelivery(order, cashOnDelivery) ? (
        <button
          type="button"
          className={button()}
          onClick={() => actor.send({ type: 'payment.switchToCod' })}
          disabled={busy}
          aria-busy={busy}
        >
          <Trans>Pay with cash on delivery instead</Trans>
        </button>
      ) : null}
      {canRequestRefund(order, refundsOn) ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => actor.send({ type: 'refund.open' })}
        >
          <Trans>Request a refund</Trans>
        </button>
      ) : null}
      {wasDelivered(order.order_status) ? <ReviewAction order={order} lines={lines.data} /> : null}
      {lines.data?.length ? <OrderAgainButton actor={actor} /> : null}
      {signedIn ? <ChatLinks order={order} parcel={parcel} /> : null}
    </div>
  );
}

/** The cancel and refund dialogs, open while the flow is in them. */
export function OrderDialogs({
  view,
}: {
  view: Pick<OrderDetailsView, 'actor' | 'busy' | 'cancelling' | 'refunding' | 'cancelReason'>;
}) {
  const { actor, busy, cancelling, refunding, cancelReason } = view;
  return (
    <Suspense fallback={null}>
      {cancelling ? (
        <CancelDialog
          reason={cancelReason}
          busy={busy}
          onReason={(reason) => actor.send({ type: 'cancel.reason', reason })}
          onSubmit={() => actor.send({ type: 'cancel.confirm' })}
          onClose={() => actor.send({ type: 'cancel.close' })}
        />
      ) : null}
      {refunding ? (
        <RefundDialog
          busy={busy}
          onSubmit={(draft) => actor.send({ type: 'refund.submit', draft })}
          onClose={() => actor.send({ type: 'refund.close' })}
        />
      ) : null}
    </Suspense>
  );
}

/** Order again, held while the order-again flow (a child of the order's flow) is adding the lines. */
function OrderAgainButton({ actor }: Pick<OrderDetailsView, 'actor'>) {
  const again = useSelector(actor, (s) => s.children.orderAgain);
  const orderingAgain = useSelector(again, (s) => s?.hasTag('orderingAgain') ?? false);
  return (
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
  );
}
