import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { ACCOUNT_PAGE_SIZE, type ListPage } from '../../domain/paging';
import type { DeliveryAddress } from '../../domain/address';

// The address book's pages, apart from location.ts: that module is in every page's first load, and this is
// asked only on /profile?page=address (docs/budgets.md).

/**
 * One page of the address book: ten (acc §9 "Default page size 10"), the next on request. Under
 * ['profile', 'addresses'] too, so a saved, edited or deleted address refreshes every page shown.
 */
export const addressPageQuery = (signedIn: boolean, page: number) =>
  queryOptions({
    queryKey: ['profile', 'addresses', 'page', page],
    queryFn: async (): Promise<ListPage<DeliveryAddress>> => {
      const data = await unwrap(
        api.GET('/api/v1/customer/address/list', { params: { query: { limit: ACCOUNT_PAGE_SIZE, offset: page } } }),
      );
      // A saved address without a line (a take-away contact) reads as an empty one, as the form writes it.
      return { total: data.total_size, rows: data.addresses.map((a) => ({ ...a, address: a.address ?? '' })) };
    },
    enabled: signedIn,
    staleTime: 60_000,
  });
