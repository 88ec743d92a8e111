import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { ChatMessage, Conversation, CourierReviews, ListedReview, MessageThread } from '../types';
import type { ChatTarget } from '../../domain/chat';

/** Conversations, threads and reviews (acc §7 messages list, details, send, search; reviews). */
export type { ChatMessage, Conversation, CourierReviews, ListedReview, MessageThread };

/** The platform's clients page conversations by 10 and search by 20, threads by 10 (newest first). */
export const CONVERSATION_PAGE = 10;
export const SEARCH_PAGE = 20;
export const THREAD_PAGE = 10;

/** Keys under 'profile' are dropped on logout and refetched on login (acc §4). */
export const inboxKey = ['profile', 'inbox'] as const;

export const conversationsQuery = (signedIn: boolean, search: string) =>
  queryOptions({
    queryKey: [...inboxKey, 'conversations', search],
    queryFn: async () =>
      search
        ? await unwrap(
            api.GET('/api/v1/customer/message/search-list', {
              params: { query: { name: search, limit: SEARCH_PAGE, offset: 1 } },
            }),
          )
        : await unwrap(
            api.GET('/api/v1/customer/message/list', { params: { query: { limit: CONVERSATION_PAGE, offset: 1 } } }),
          ),
    enabled: signedIn,
  });

function targetQuery(t: ChatTarget) {
  if (t.kind === 'conversation') return { conversation_id: t.id };
  if (t.kind === 'vendor') return { vendor_id: t.id };
  // Support: the platform's clients name it by `admin_id` (its presence; 0 by convention).
  if (t.kind === 'admin') return { admin_id: 0 };
  return { delivery_man_id: t.id };
}

export const threadKey = (t: ChatTarget) => [...inboxKey, 'thread', t.kind, t.id] as const;

/** One conversation's messages, page by page (page 1 = the newest ten). */
export const threadQuery = (t: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: threadKey(t),
    queryFn: async ({ pageParam }) =>
      (await unwrap(
        api.GET('/api/v1/customer/message/details', {
          params: { query: { ...targetQuery(t), limit: THREAD_PAGE, offset: pageParam } },
        }),
      )) as MessageThread,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * THREAD_PAGE < last.total_size ? pages.length + 1 : undefined),
    // The chat machine decides when to ask again (polling with back-off).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Every message of the loaded pages, oldest first, each once (a page boundary moves as messages arrive). */
export function threadMessages(pages: MessageThread[] | undefined): ChatMessage[] {
  const seen = new Map<number, ChatMessage>();
  for (const p of pages ?? []) for (const m of p.messages) seen.set(m.id, m);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** The store's item reviews (stores/reviews). */
export const storeReviewsQuery = (moduleId: number | null, storeId: number) =>
  queryOptions({
    queryKey: ['reviews', 'store', storeId, moduleId],
    queryFn: async () =>
      (await unwrap(
        api.GET('/api/v1/stores/reviews', {
          params: { query: { store_id: storeId }, header: moduleId ? { moduleId } : undefined },
        }),
      )) as ListedReview[],
    enabled: moduleId !== null,
  });

/** An item's reviews (items/reviews/{id}), all of them. */
export const itemReviewsQuery = (moduleId: number | null, itemId: number) =>
  queryOptions({
    queryKey: ['reviews', 'item', itemId, moduleId],
    queryFn: async () =>
      (
        (await unwrap(
          api.GET('/api/v1/items/reviews/{item_id}', {
            params: { path: { item_id: itemId }, header: moduleId ? { moduleId } : undefined },
          }),
        )) as { reviews: ListedReview[] }
      ).reviews,
    enabled: moduleId !== null,
  });

/** A courier's reviews (to tell whether this order's courier was reviewed). */
export const courierReviewsQuery = (signedIn: boolean, deliveryManId: number | null) =>
  queryOptions({
    queryKey: ['profile', 'reviews', 'courier', deliveryManId],
    queryFn: async () =>
      (await unwrap(
        api.GET('/api/v1/delivery-man/reviews/{delivery_man_id}', {
          params: { path: { delivery_man_id: deliveryManId! } },
        }),
      )) as CourierReviews,
    enabled: signedIn && deliveryManId !== null,
  });
