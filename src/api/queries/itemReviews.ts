import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { ACCOUNT_PAGE_SIZE, hasMore, type ListPage } from '../../domain/paging';
import type { ListedReview } from './inbox';

// A module of its own: the product and store pages page the reviews; the order's page only asks whether an
// item was reviewed (inbox.ts itemReviewsQuery) and does not carry the paging.

/** core §2 the product page's reviews: newest first (the server's order), ten a page (acc §9), the next on request. */
export const itemReviewPagesQuery = (moduleId: number | null, itemId: number) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'item', itemId, moduleId, 'pages'],
    queryFn: async ({ pageParam }): Promise<ListPage<ListedReview>> => {
      const data = await unwrap(
        api.GET('/api/v1/items/reviews/{item_id}', {
          params: {
            path: { item_id: itemId },
            query: { limit: ACCOUNT_PAGE_SIZE, offset: pageParam },
            header: moduleId ? { moduleId } : undefined,
          },
        }),
      );
      return { total: data.total_size, rows: data.reviews as ListedReview[] };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last, pages.length) ? pages.length + 1 : undefined),
    enabled: moduleId !== null,
  });
