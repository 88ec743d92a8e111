import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Category, Coupon, LoyaltyTransaction, Module } from '../types';
import { ACCOUNT_PAGE_SIZE, nextPageNumber, type ListPage } from './paging';

// The account pages' lists, apart from the profile query that the first load needs.

/** The loyalty points' history, ten at a time (acc §9), the next ten on request. */
export const loyaltyTransactionsQuery = (signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: ['profile', 'loyalty-transactions'],
    queryFn: async ({ pageParam }): Promise<ListPage<LoyaltyTransaction>> => {
      const page = await unwrap(api.GET('/api/v1/customer/loyalty-point/transactions', { params: { query: { limit: ACCOUNT_PAGE_SIZE, offset: pageParam } } }));
      return { total: page.total_size, rows: page.data as LoyaltyTransaction[] };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageNumber(last, pages),
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
