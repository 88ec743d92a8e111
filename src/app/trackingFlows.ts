import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { trackingMachine } from '../../machines/orders/tracking.machine';
import { orderQuery } from '../api/queries/orders';
import { trackedOrderOf } from '../features/orders/tracked';

/** How recent an answer another refresh (the order details' own) fetched may be to count as this poll's. */
const SHARED_MS = 2_000;

/** The edge of live tracking: each poll is GET customer/order/track (guests with their contact_number). */
export function createTrackingLogic(queryClient: QueryClient) {
  return trackingMachine.provide({
    actors: {
      pollOrder: fromPromise(async ({ input }) => {
        // Through the query cache, so the timeline, the status chip and the map read the same answer.
        const order = await queryClient.fetchQuery({
          ...orderQuery(input.orderId, input.contact),
          staleTime: SHARED_MS,
        });
        return {
          order: trackedOrderOf(order),
          at: queryClient.getQueryState(orderQuery(input.orderId, input.contact).queryKey)?.dataUpdatedAt ?? Date.now(),
        };
      }),
    },
  });
}
