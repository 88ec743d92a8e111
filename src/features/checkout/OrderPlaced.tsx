import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../../api/scope';
import { useCheckoutFlows } from '../../flows/orders';
import { orderLinesQuery as placedLinesQuery, orderQuery as placedOrderQuery } from '../../api/queries/orders';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { moneyFormatOf } from '../../domain/money';
import { card, alertText, mutedText } from './Section';
import { PlacedLines, PlacedLinks, PlacedTotals } from './OrderPlacedParts';
import { genericRefusal } from './messages';
import { lazyPart } from '../../ui/lazyPart';

// turn4 §4.5: loaded only where the business gave its Firebase web config; never with the page's first load.
const PushPrompt = lazyPart(() => import('./PushPrompt').then((m) => ({ default: m.PushPrompt })));

/** What /order-placed is given by its route (src/app/orderPlacedFlows.ts): its queries and the machine's effects. */
export interface OrderPlacedProps {
  orderId: number;
  /** From the payment page on the way back: flag (the gateways' name) or status. */
  outcome: 'success' | 'fail' | null;
  contactNumber: string | null;
  /** Back from a failed payment: what opens the payment page again (src/api/payment.ts). */
  paymentReference: string | null;
  /** Paid offline by this method of the business: the order's page opens on its details form. */
  offlineMethodId?: number | null;
  /** What the route adds under the order (a guest's offline payment details: routes/order-placed.tsx). */
  children?: ReactNode;
}

/** /order-placed: the order id, what was bought, the total and the payment state; links to the order and tracking. */
export function OrderPlaced({
  orderId,
  outcome,
  contactNumber,
  paymentReference,
  offlineMethodId = null,
  children,
}: OrderPlacedProps) {
  const flows = useCheckoutFlows();
  const { i18n } = useLingui();
  const signedIn = useSignedIn();
  const config = useQuery(configQuery()).data;
  const money = moneyFormatOf(config);
  // The config's Firebase keys are checked with the prompt's own code; without any, nothing loads.
  const push = signedIn && config?.fcm_credentials ? config : null;
  const order = useQuery(placedOrderQuery(orderId, contactNumber));
  const lines = useQuery(placedLinesQuery(orderId));
  const logic = useMemo(
    () => flows.orderResultLogic({ orderId, contactNumber, paymentReference }),
    [flows, orderId, contactNumber, paymentReference],
  );
  const actor = useActorRef(logic, { input: { orderId } });
  useEffect(() => {
    if (outcome) actor.send({ type: 'order.payment.returned', outcome });
  }, [actor, outcome]);
  const state = useSelector(actor, (s) => s);
  const failed = state.hasTag('failed');
  const switched = state.hasTag('switched');
  const o = order.data;
  const trackHref = `/track-order?order_id=${orderId}${contactNumber ? `&phone=${encodeURIComponent(contactNumber)}` : ''}`;

  return (
    <div className={css({ maxWidth: '720px', mx: 'auto', px: '4', py: '6', stack: '4' })} data-testid="order-placed">
      <div className={card}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-testid="order-placed-title">
          {failed ? <Trans>Your payment did not go through</Trans> : <Trans>Order placed successfully</Trans>}
        </h1>
        <p>
          <Trans>
            Order ID: <strong data-testid="order-id">#{orderId}</strong>
          </Trans>
        </p>
        {order.isError ? (
          <p className={mutedText}>
            <Trans>We could not load the order's details. You can follow it from your orders or by tracking it.</Trans>
          </p>
        ) : null}
        {o ? <PlacedTotals order={o} money={money} /> : null}
        {failed ? (
          <div className={css({ stack: '2' })} data-testid="payment-failed">
            <p className={mutedText}>
              <Trans>Try the payment again, or pay in cash when the order arrives.</Trans>
            </p>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={button()}
                onClick={() => actor.send({ type: 'order.payment.retry' })}
                data-testid="payment-retry"
              >
                <Trans>Try again</Trans>
              </button>
              <button
                type="button"
                className={button({ variant: 'outline' })}
                disabled={state.hasTag('busy')}
                aria-busy={state.hasTag('busy')}
                onClick={() => actor.send({ type: 'order.payment.cod' })}
                data-testid="payment-cod"
              >
                <Trans>Switch to cash on delivery</Trans>
              </button>
            </div>
            {state.context.refusal ? (
              <p role="alert" className={alertText}>
                {state.context.refusal.messages.join(' ') || i18n._(genericRefusal)}
              </p>
            ) : null}
          </div>
        ) : null}
        {switched ? (
          <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium' })} data-testid="switched-cod">
            <Trans>Your order will be paid in cash on delivery.</Trans>
          </p>
        ) : null}
      </div>
      {children}
      {push ? (
        <Suspense fallback={null}>
          <PushPrompt config={push} hasOrdered />
        </Suspense>
      ) : null}
      {lines.data?.length ? <PlacedLines lines={lines.data} /> : null}
      <PlacedLinks orderId={orderId} signedIn={signedIn} trackHref={trackHref} offlineMethodId={offlineMethodId} />
    </div>
  );
}
