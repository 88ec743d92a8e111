import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { ACCOUNT_PAGE_SIZE, type ListPage } from '../../domain/paging';
import type { Owner, Trip } from './rental';

// The trip list on its own: /my-trips loads this, not the rental module's vehicle and provider reads.

/** One page of the customer's (or guest's) trips: ten (acc §9), the next on request. */
export const tripListQuery = (o: Owner, type: 'running' | 'completed', page = 1) =>
  queryOptions({
    queryKey: ['rental', 'trips', type, o.signedIn ? 'customer' : o.guestId, page],
    queryFn: async (): Promise<ListPage<Trip>> => {
      if (!o.signedIn && !o.guestId) return { total: 0, rows: [] };
      const data = await unwrap(
        api.GET('/api/v1/rental/user/trip/get-trip-list/{type}', {
          params: {
            path: { type },
            query: { limit: ACCOUNT_PAGE_SIZE, offset: page },
          },
        }),
      );
      return { total: data.total_size, rows: data.trips as Trip[] };
    },
  });
