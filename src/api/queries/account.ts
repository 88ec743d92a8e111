import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { toApiError } from '../errors';
import { unwrap } from '../client';
import type { Category, Coupon, LoyaltyTransaction, Module, Order, User, WalletTransaction } from '../types';

/** Lists of the account pages show the first page of ten (acc §9 default page size). */
const PAGE = { limit: 10, offset: 1 } as const;

/** customer/info answers 200 with an errors list when X-localization is missing (api §2.3): still an error. */
function rejectErrorList<T>(data: T): T {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length) throw toApiError(200, data);
  return data;
}

/** The signed-in customer's profile; keys under 'profile' are refetched on login and logout (acc §4). */
export const profileQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async () => rejectErrorList(await unwrap(api.GET('/api/v1/customer/info'))) as User,
    enabled: signedIn,
    staleTime: 60_000,
  });

export const walletTransactionsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'wallet-transactions'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/wallet/transactions', { params: { query: PAGE } }))).data as WalletTransaction[],
    enabled: signedIn,
  });

export const loyaltyTransactionsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'loyalty-transactions'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/customer/loyalty-point/transactions', { params: { query: PAGE } }))).data as LoyaltyTransaction[],
    enabled: signedIn,
  });

export const ordersQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'orders'],
    queryFn: async () => ((await unwrap(api.GET('/api/v1/customer/order/list', { params: { query: PAGE } }))) as { orders?: Order[] }).orders ?? [],
    enabled: signedIn,
  });

export const couponsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile', 'coupons'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/coupon/list'))) as Coupon[],
    enabled: signedIn,
    retry: false,
  });

/** The module list, for the account menu's rental entry (acc §2). */
export const accountModulesQuery = () =>
  queryOptions({
    queryKey: ['account-menu-modules'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/module'))) as Module[],
    staleTime: 10 * 60_000,
  });

/** Categories offered on /interest after sign-up. */
export const interestCategoriesQuery = () =>
  queryOptions({
    queryKey: ['interest-categories'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/categories'))) as Category[],
    staleTime: 300_000,
  });
