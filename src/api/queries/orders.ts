import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Order } from '../types';
import type { components } from '../schema.gen';
import { placedOrderOf } from '../reshape/placedOrder';
import type { PlacedOrder } from '../../domain/types/placedOrder';

/** Order pages, details, tracking and reasons: one key per view of an order (orderKeys). */

export type OrderLine = components['schemas']['OrderLine'];
/** The placed order under the name the order page and the offline payment panel still import (src/domain/types/placedOrder.ts). */
export type OrderTrack = PlacedOrder;
export interface OrderPage {
  total_size: number;
  orders: Order[];
}

/** acc §9 default page size. */
export const ORDER_PAGE_SIZE = 10;

export const orderPageQuery = (kind: 'running' | 'past', page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: orderKeys.page(kind, page),
    queryFn: async () => {
      const query = { limit: ORDER_PAGE_SIZE, offset: page };
      const data =
        kind === 'running'
          ? await unwrap(api.GET('/api/v1/customer/order/running-orders', { params: { query } }))
          : await unwrap(api.GET('/api/v1/customer/order/list', { params: { query } }));
      const answer: OrderPage = data;
      return answer;
    },
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });

/**
 * The order resource's query keys, all under 'profile' (dropped on logout, refetched on login). One order is
 * one key prefix, `order(id)`: whoever refetches or invalidates it (the order page, tracking, the order-placed
 * page, the chat's header, the offline payment panel) updates every view of it.
 */
export const orderKeys = {
  pages: () => ['profile', 'orders'] as const,
  page: (kind: 'running' | 'past', page: number) => ['profile', 'orders', kind, page] as const,
  order: (orderId: number) => ['profile', 'order', orderId] as const,
  /** A guest's order is asked with the phone it was placed with: another phone is another answer (or a 404). */
  track: (orderId: number, contactNumber?: string | null) =>
    ['profile', 'order', orderId, contactNumber || null] as const,
  lines: (orderId: number) => ['profile', 'order-lines', orderId] as const,
};

/**
 * The order (status, bill, address, store, courier) as customer/order/track answers it, for customers and
 * guests (with their contact number; the guest id is the client's), reshaped once into the app's order.
 */
export const orderQuery = (orderId: number, contactNumber?: string | null) =>
  queryOptions({
    queryKey: orderKeys.track(orderId, contactNumber),
    queryFn: async (): Promise<PlacedOrder> => {
      const query = { order_id: orderId, ...(contactNumber ? { contact_number: contactNumber } : {}) };
      return placedOrderOf(await unwrap(api.GET('/api/v1/customer/order/track', { params: { query } })));
    },
    retry: false,
  });

/** A signed-in customer's order (the chat's header, a review): the same query, asked only while signed in. */
export const ownOrderQuery = (signedIn: boolean, orderId: number) =>
  queryOptions({ ...orderQuery(orderId), enabled: signedIn });

/** The order's lines (customer/order/details). */
export const orderLinesQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.lines(orderId),
    queryFn: async (): Promise<OrderLine[]> => {
      const data = await unwrap(
        api.GET('/api/v1/customer/order/details', { params: { query: { order_id: orderId } } }),
      );
      return Array.isArray(data) ? data : [];
    },
    retry: false,
    staleTime: 60_000,
  });

/** A signed-in customer's order lines (rating each item): the same query, asked only while signed in. */
export const ownOrderLinesQuery = (signedIn: boolean, orderId: number) =>
  queryOptions({ ...orderLinesQuery(orderId), enabled: signedIn });

export const cancellationReasonsQuery = () =>
  queryOptions({
    queryKey: ['cancellation-reasons'],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/customer/order/cancellation-reasons', {
            params: { query: { limit: 25, offset: 1, type: 'customer' } },
          }),
        )
      ).data,
    staleTime: 10 * 60_000,
  });

export const refundReasonsQuery = () =>
  queryOptions({
    queryKey: ['refund-reasons'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/order/refund-reasons'))).refund_reasons,
    staleTime: 10 * 60_000,
  });
