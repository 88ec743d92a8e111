import { createContext, useContext } from 'react';
import type { orderMachine } from '../../machines/orders/order.machine';
import type { trackingMachine } from '../../machines/orders/tracking.machine';
import type { walletTopUpMachine } from '../../machines/wallet/walletTopUp.machine';
import type { pointTransferMachine } from '../../machines/wallet/pointTransfer.machine';
import { useReady, type LazyActor } from './lazyActor';
import type { CheckoutFlows } from './checkout';

/** The after-purchase flows with their real calls (src/app/orderFlows.ts); each page runs its own actor. */
export interface OrderFlows {
  orderLogic: typeof orderMachine;
  /** Live tracking of a running order (src/app/trackingFlows.ts). */
  trackingLogic: typeof trackingMachine;
  walletTopUpLogic: typeof walletTopUpMachine;
  pointTransferLogic: typeof pointTransferMachine;
  /** Checkout and /order-placed (src/app/checkoutFlows.ts). */
  checkout: CheckoutFlows;
}

export const OrderFlowsContext = createContext<LazyActor<OrderFlows> | null>(null);

/** The flows, suspending until loaded (order details, wallet and loyalty pages). */
export function useOrderFlows(): OrderFlows {
  const flows = useContext(OrderFlowsContext);
  if (!flows) throw new Error('OrderFlowsContext is missing');
  return useReady(flows);
}

/** The checkout's edge, suspending until loaded (checkout and order-placed pages). */
export const useCheckoutFlows = (): CheckoutFlows => useOrderFlows().checkout;
