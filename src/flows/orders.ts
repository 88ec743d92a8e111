import type { orderMachine } from '../../machines/orders/order.machine';
import type { trackingMachine } from '../../machines/orders/tracking.machine';
import type { walletTopUpMachine } from '../../machines/wallet/walletTopUp.machine';
import type { pointTransferMachine } from '../../machines/wallet/pointTransfer.machine';
import type { offlinePaymentMachine } from '../../machines/orders/offlinePayment.machine';
import type { prescriptionOrderMachine } from '../../machines/orders/prescriptionOrder.machine';
import type { reviewReminderMachine } from '../../machines/notifications/reviewReminder.machine';
import type { PushInput, pushPermissionMachine } from '../../machines/notifications/pushPermission.machine';
import { useReady, type LazyActor } from './lazyActor';
import { flowContext } from './flowContext';
import type { CheckoutFlows } from './checkout';
import type { ParcelFlows } from './parcel';

/** The after-purchase flows with their real calls (src/app/orderFlows.ts); each page runs its own actor. */
export interface OrderFlows {
  orderLogic: typeof orderMachine;
  /** Live tracking of a running order (src/app/trackingFlows.ts). */
  trackingLogic: typeof trackingMachine;
  walletTopUpLogic: typeof walletTopUpMachine;
  pointTransferLogic: typeof pointTransferMachine;
  /** Offline payment with proof and the prescription order (src/app/offlineOrderFlows.ts). */
  offlinePaymentLogic: typeof offlinePaymentMachine;
  prescriptionLogic: typeof prescriptionOrderMachine;
  /** Checkout and /order-placed (src/app/checkoutFlows.ts). */
  checkout: CheckoutFlows;
  /** Send a parcel (src/app/parcelFlows.ts). */
  parcel: ParcelFlows;
  /** The home's review reminder and the push prompt (src/app/notificationFlows.ts). */
  reviewReminderLogic: typeof reviewReminderMachine;
  /** `credentials`: the business's Firebase web config (null: off); `moment`: after an order was placed (true), or the home. */
  push(
    credentials: PushCredentials | null,
    moment: PushMoment,
  ): { logic: typeof pushPermissionMachine; input: PushInput };
}

const [OrderFlowsContext, useLoader] = flowContext<LazyActor<OrderFlows>>('OrderFlowsContext');
export { OrderFlowsContext };

/** The flows, suspending until loaded (order details, wallet and loyalty pages). */
export const useOrderFlows = (): OrderFlows => useReady(useLoader());

/** The checkout's edge, suspending until loaded (checkout and order-placed pages). */
export const useCheckoutFlows = (): CheckoutFlows => useOrderFlows().checkout;

/** The parcel's edge, suspending until loaded (send a parcel). */
export const useParcelFlows = (): ParcelFlows => useOrderFlows().parcel;

/** Where the push prompt runs: a page after an order was placed (true), another page (false), or the home ('home'). */
export type PushMoment = boolean | 'home';

/** The Firebase web config as the edge takes it (src/api/queries/pushConfig.ts FcmCredentials). */
export type PushCredentials = { apiKey: string; projectId: string; messagingSenderId: string; appId: string } & Record<
  string,
  unknown
>;
