import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { formBody } from '../formBody';
import type { Order, WalletTransaction } from '../types';
import type { components } from '../schema.gen';
import { ACCOUNT_PAGE_SIZE, type ListPage } from '../../domain/paging';

/** Order pages, details, tracking, reasons, and the wallet's filtered history and bonuses (issue 14). */

export type OrderLine = components['schemas']['OrderLine'];
export type OrderTrack = components['schemas']['OrderTrack'];
export type WalletBonus = components['schemas']['WalletBonus'];
export interface OrderPage {
  total_size: number;
  orders: Order[];
}

/** acc §9 default page size. */
export const ORDER_PAGE_SIZE = 10;

export const orderPageQuery = (kind: 'running' | 'past', page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'orders', kind, page],
    queryFn: async () => {
      const query = { limit: ORDER_PAGE_SIZE, offset: page };
      const data =
        kind === 'running' ? await unwrap(api.GET('/api/v1/customer/order/running-orders', { params: { query } })) : await unwrap(api.GET('/api/v1/customer/order/list', { params: { query } }));
      const answer: OrderPage = data;
      return answer;
    },
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });

/** The order object (status, bill, address, store, courier): order/track answers it for customers and guests. */
export const orderQuery = (orderId: number, contactNumber?: string) =>
  queryOptions({
    queryKey: ['profile', 'order', orderId, contactNumber ?? null],
    queryFn: async () => {
      const query = { order_id: orderId, ...(contactNumber ? { contact_number: contactNumber } : {}) };
      return (await unwrap(api.GET('/api/v1/customer/order/track', { params: { query } }))) as OrderTrack;
    },
    retry: false,
  });

export const orderLinesQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['profile', 'order-lines', orderId],
    queryFn: async () => {
      const data = await unwrap(api.GET('/api/v1/customer/order/details', { params: { query: { order_id: orderId } } }));
      return (Array.isArray(data) ? data : []) as OrderLine[];
    },
    retry: false,
    staleTime: 60_000,
  });

export const cancellationReasonsQuery = () =>
  queryOptions({
    queryKey: ['cancellation-reasons'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/order/cancellation-reasons', { params: { query: { limit: 25, offset: 1, type: 'customer' } } }))).data,
    staleTime: 10 * 60_000,
  });

export const refundReasonsQuery = () =>
  queryOptions({
    queryKey: ['refund-reasons'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/order/refund-reasons'))).refund_reasons,
    staleTime: 10 * 60_000,
  });

export type WalletHistoryFilter = 'all' | 'order' | 'loyalty_point' | 'add_fund' | 'referrer' | 'CashBack';

/** One page of the wallet's history: ten (acc §9), the next on request. */
export const walletHistoryQuery = (filter: WalletHistoryFilter, signedIn: boolean, page = 1) =>
  queryOptions({
    queryKey: ['profile', 'wallet-transactions', filter, page],
    queryFn: async (): Promise<ListPage<WalletTransaction>> => {
      const query = { limit: ACCOUNT_PAGE_SIZE, offset: page, ...(filter === 'all' ? {} : { type: filter }) };
      const data = await unwrap(api.GET('/api/v1/customer/wallet/transactions', { params: { query } }));
      return { total: data.total_size, rows: data.data as WalletTransaction[] };
    },
    enabled: signedIn,
  });

export const walletBonusesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'wallet-bonuses'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/wallet/bonuses'))) as WalletBonus[],
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });

/**
 * api §3.7 order/place (the cart's order, or a parcel's): JSON, or multipart with `order_attachment[]` when
 * prescription images go along. The body is the flow's own (the domain builds it); the guest id is the client's.
 */
export function placeOrderCall(fields: Record<string, unknown>, headers: Record<string, string>, attachments: ReadonlyArray<unknown> = []) {
  if (!attachments.length) return unwrap(api.POST('/api/v1/customer/order/place', { body: fields as never, headers }));
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of attachments) form.append('order_attachment[]', f as Blob);
  return unwrap(api.POST('/api/v1/customer/order/place', { ...formBody(form), headers }));
}
