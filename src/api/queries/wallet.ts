import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { WalletTransaction } from '../types';
import type { components } from '../schema.gen';
import { ACCOUNT_PAGE_SIZE, type ListPage } from '../../domain/paging';

/** The wallet's filtered history and bonuses: the wallet page's own module, so it loads nothing of the orders'. */

export type WalletBonus = components['schemas']['WalletBonus'];

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
