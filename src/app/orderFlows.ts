import { createCheckoutFlows } from './checkoutFlows';
import { createParcelFlows } from './parcelFlows';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { orderAgainMachine, orderMachine, type AgainOutcome } from '../../machines/orders/order.machine';
import type { AddToCartReply } from '../../machines/cart/addToCart.machine';
import { walletTopUpMachine } from '../../machines/wallet/walletTopUp.machine';
import { pointTransferMachine } from '../../machines/wallet/pointTransfer.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { formBody } from '../api/formBody';
import { toApiError } from '../api/errors';
import { toastServerErrors } from './serverErrors';
import { storage } from '../api/scope';
import { STORAGE_KEYS } from '../api/storage';
import { withIntentKey } from '../api/idempotency';
import { orderKeys, orderLinesQuery, orderQuery } from '../api/queries/orders';
import { reorderRequest } from '../api/reshape/orderLine';
import { walletCallback, withoutWalletFlag } from '../domain/wallet';
import type { CartFlows } from '../flows/cart';
import type { LazyActor } from '../flows/lazyActor';
import type { OrderFlows } from '../flows/orders';
import { orderMessages, refundMessages } from '../features/orders/messages';
import { configQuery } from '../api/queries/config';
import { formatMoney, moneyFormatOf } from '../domain/money';
import { walletMessages } from '../features/wallet/messages';
import { notify } from '../ui/toaster';
import { createTrackingLogic } from './trackingFlows';
import { createOfflinePaymentLogic, createPrescriptionLogic } from './offlineOrderFlows';
import { createPush, createReviewReminderLogic } from './notificationFlows';
import type { FcmCredentials } from '../api/queries/pushConfig';

/** The edge of the order, wallet top-up and point-transfer flows (more §10, api §3.4, acc §4). */

/** Each message of the server's answer as a toast (acc §8); known keys in plain words. */
function showServerErrors(error: unknown) {
  toastServerErrors(error, i18n._(orderMessages.failed), {
    word: (m) => (m === 'digital_payment_is_disable' ? i18n._(walletMessages.digitalPaymentOff) : m),
  });
}

/** A 200/203 whose body still lists errors (point-transfer 203 code customer_wallet) is a failure. */
function rejectListedErrors<T>(data: T): T {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (errors && (!Array.isArray(errors) || errors.length)) throw toApiError(203, data);
  return data;
}

/**
 * more §10 Order again: each of the order's lines goes to the add-to-cart flow, which answers it (added, or
 * refused, or left out at the store conflict); the outcome is the final state of the order-again machine (machines/orders/order.again.ts).
 */
async function orderAgain(
  queryClient: QueryClient,
  cart: LazyActor<CartFlows>,
  orderId: number,
): Promise<AgainOutcome> {
  const [flows, lines] = await Promise.all([cart.get(), queryClient.fetchQuery(orderLinesQuery(orderId))]);
  if (!lines.length) return { lines: 0, added: 0 };
  return new Promise((resolve) => {
    let waiting = lines.length;
    let added = 0;
    const replies = createActor(
      fromCallback<AddToCartReply>(({ receive }) => {
        receive((reply) => {
          if (reply.type === 'item.cart.added') added++;
          if (--waiting > 0) return;
          resolve({ lines: lines.length, added });
          queueMicrotask(() => replies.stop());
        });
      }),
    ).start();
    for (const line of lines) {
      const { item, payload } = reorderRequest(line);
      flows.addToCart.send({ type: 'cart.add', item, payload, configured: true, replyTo: replies });
    }
  });
}

/** `replaceUrl` swaps the current history entry (the router's history), so Back and reload skip the old address. */
export function createOrderFlows(
  queryClient: QueryClient,
  cart: LazyActor<CartFlows>,
  replaceUrl: (href: string) => void,
): OrderFlows {
  const reload = (orderId: number) => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.lines(orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.pages() });
  };

  const orderLogic = orderMachine.provide({
    actors: {
      refreshOrder: fromPromise(async ({ input }) => {
        await queryClient.invalidateQueries({ queryKey: orderKeys.order(input.orderId) });
        const order = await queryClient.fetchQuery({ ...orderQuery(input.orderId), staleTime: 0 });
        return order;
      }),
      cancelOrder: fromPromise(async ({ input }) => {
        const answer = await unwrap(
          api.PUT('/api/v1/customer/order/cancel', { body: { order_id: input.orderId, reason: input.reason } }),
        );
        // The order now says where a paid order's money went (its refund); a failed read only loses the notice.
        const order = await queryClient.fetchQuery({ ...orderQuery(input.orderId), staleTime: 0 }).catch(() => null);
        const refund = order?.refund;
        if (refund?.refund_method === 'wallet') {
          void queryClient.invalidateQueries({ queryKey: ['profile'], exact: true });
          void queryClient.invalidateQueries({ queryKey: ['profile', 'wallet-transactions'] });
        }
        return {
          ...answer,
          refund: refund ? { amount: refund.refund_amount, toWallet: refund.refund_method === 'wallet' } : null,
        };
      }),
      switchToCashOnDelivery: fromPromise(async ({ input }) =>
        unwrap(api.PUT('/api/v1/customer/order/payment-method', { body: { order_id: input.orderId } })),
      ),
      requestRefund: fromPromise(async ({ input }) => {
        const form = new FormData();
        form.set('order_id', String(input.orderId));
        form.set('customer_reason', input.draft.reason);
        if (input.draft.note.trim()) form.set('customer_note', input.draft.note.trim());
        form.set('refund_method', 'wallet');
        for (const image of input.draft.images) form.append('image[]', image);
        return unwrap(api.POST('/api/v1/customer/order/refund-request', formBody(form)));
      }),
      orderAgainFlow: orderAgainMachine.provide({
        actors: { orderAgain: fromPromise(({ input }) => orderAgain(queryClient, cart, input.orderId)) },
        actions: { notifyDone: (_, { fallback }) => notify('success', i18n._(orderMessages[fallback])) },
      }),
    },
    actions: {
      notifyDone: (_, { fallback }) => notify('success', i18n._(orderMessages[fallback])),
      notifyRefund: (_, { amount, toWallet }) => {
        const shown = formatMoney(amount, moneyFormatOf(queryClient.getQueryData(configQuery().queryKey)));
        notify('success', i18n._(toWallet ? refundMessages.toWallet(shown) : refundMessages.requested(shown)));
      },
      showServerErrors: (_, { error }) => showServerErrors(error),
      reloadOrder: ({ context }) => reload(context.orderId),
    },
  });

  const walletTopUpLogic = walletTopUpMachine.provide({
    actors: {
      addFund: fromPromise(async ({ input }) => {
        const body = {
          amount: input.amount,
          payment_method: input.method,
          payment_platform: 'web' as const,
          callback: walletCallback(window.location.origin),
        };
        // One top-up per intent: a retry of the same amount and method sends the same key.
        const data = await withIntentKey(storage, STORAGE_KEYS.intentTopUp, body, (headers) =>
          unwrap(api.POST('/api/v1/customer/wallet/add-fund', { body, headers })),
        );
        return rejectListedErrors(data) as { redirect_link: string };
      }),
    },
    actions: {
      goToPaymentPage: (_, { url }) => window.location.assign(url),
      showServerErrors: (_, { error }) => showServerErrors(error),
      refreshWallet: () => {
        void queryClient.invalidateQueries({ queryKey: ['profile'] });
        // The outcome is on screen now; the address loses `flag` so a reload or Back does not show it again.
        const href = withoutWalletFlag(window.location.href);
        if (href !== null) replaceUrl(href);
      },
    },
  });

  const pointTransferLogic = pointTransferMachine.provide({
    actors: {
      transferPoints: fromPromise(
        async ({ input }) =>
          rejectListedErrors(
            await unwrap(api.POST('/api/v1/customer/loyalty-point/point-transfer', { body: { point: input.points } })),
          ) as { message?: string },
      ),
    },
    actions: {
      notifyTransferred: () => notify('success', i18n._(walletMessages.transferred)),
      refreshBalances: () => void queryClient.invalidateQueries({ queryKey: ['profile'] }),
      showServerErrors: (_, { error }) => showServerErrors(error),
    },
  });

  return {
    orderLogic,
    trackingLogic: createTrackingLogic(queryClient),
    walletTopUpLogic,
    pointTransferLogic,
    offlinePaymentLogic: createOfflinePaymentLogic(queryClient),
    prescriptionLogic: createPrescriptionLogic(queryClient, replaceUrl),
    checkout: createCheckoutFlows(queryClient),
    parcel: createParcelFlows(queryClient),
    reviewReminderLogic: createReviewReminderLogic(),
    push: (credentials, hasOrdered) => createPush(credentials as FcmCredentials | null, hasOrdered),
  };
}
