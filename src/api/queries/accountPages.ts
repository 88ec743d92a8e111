import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Category, Coupon, LoyaltyTransaction, Module } from '../types';
import { ACCOUNT_PAGE_SIZE, type ListPage } from '../../domain/paging';

// The account pages' lists, apart from the profile query that the first load needs.

/** One page of the loyalty points' history: ten (acc §9), the next on request. */
export const loyaltyTransactionsQuery = (signedIn: boolean, page = 1) =>
  queryOptions({
    queryKey: ['profile', 'loyalty-transactions', page],
    queryFn: async (): Promise<ListPage<LoyaltyTransaction>> => {
      const data = await unwrap(
        api.GET('/api/v1/customer/loyalty-point/transactions', {
          params: { query: { limit: ACCOUNT_PAGE_SIZE, offset: page } },
        }),
      );
      return { total: data.total_size, rows: data.data as LoyaltyTransaction[] };
    },
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
