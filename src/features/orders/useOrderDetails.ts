import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { configQuery } from '../../api/queries/config';
import { orderLinesQuery, orderQuery } from '../../api/queries/orders';
import { useOrderFlows } from '../../flows/orders';

/** The order page's wiring: its queries, its flow, and what the flow is doing (by tags). */
export function useOrderDetails(orderId: number) {
  const order = useQuery(orderQuery(orderId));
  const lines = useQuery(orderLinesQuery(orderId));
  const config = useQuery(configQuery()).data;
  const { orderLogic } = useOrderFlows();
  const actor = useActorRef(orderLogic, { input: { orderId } });
  const cancelling = useSelector(actor, (s) => s.hasTag('cancelling'));
  const refunding = useSelector(actor, (s) => s.hasTag('refunding'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const cancelReason = useSelector(actor, (s) => s.context.cancelReason);
  const cashOnDelivery = Boolean(config?.cash_on_delivery);
  const refundsOn = Boolean(config?.refund_active_status ?? true);

  const data = order.data;
  useEffect(() => {
    if (data)
      actor.send({
        type: 'order.sync',
        order: {
          order_status: data.order_status,
          payment_status: data.payment_status,
          payment_method: data.payment_method,
        },
        cashOnDelivery,
        refundsOn,
      });
  }, [actor, data, cashOnDelivery, refundsOn]);
  useEffect(() => {
    const onVisibility = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    // Opened in a hidden tab (a link opened in the background): no refresh starts until the tab is shown.
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);

  return { order, lines, config, actor, cancelling, refunding, busy, cancelReason, cashOnDelivery, refundsOn };
}

export type OrderDetailsView = ReturnType<typeof useOrderDetails>;
