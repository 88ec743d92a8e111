import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { courierReviewsQuery } from '../queries/inbox';

/**
 * The review writes of a delivered order (issue 18; api §3.6 items/reviews/submit, delivery-man/reviews/submit):
 * fire-and-forget, so mutation hooks rather than a flow. The view says what the customer reads.
 */
export interface ReviewInput {
  rating: number;
  comment: string;
}

export interface ReviewOutcome {
  onSubmitted(): void;
  onRefused(error: unknown): void;
}

export function useItemReviewSubmit(orderId: number, itemId: number, outcome: ReviewOutcome) {
  const queryClient = useQueryClient();
  // Either way the reviews are read again: a refusal may say it was already reviewed (another tab).
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reviews'] });
  return useMutation({
    mutationFn: (v: ReviewInput) =>
      unwrap(
        api.POST('/api/v1/items/reviews/submit', {
          body: { item_id: itemId, order_id: orderId, rating: v.rating, comment: v.comment },
        }),
      ),
    onSuccess: () => {
      outcome.onSubmitted();
      return refresh();
    },
    onError: (e) => {
      outcome.onRefused(e);
      return refresh();
    },
  });
}

export function useCourierReviewSubmit(
  orderId: number,
  deliveryManId: number,
  signedIn: boolean,
  outcome: ReviewOutcome,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: courierReviewsQuery(signedIn, deliveryManId).queryKey });
  return useMutation({
    mutationFn: (v: ReviewInput) =>
      unwrap(
        api.POST('/api/v1/delivery-man/reviews/submit', {
          body: { delivery_man_id: deliveryManId, order_id: orderId, rating: v.rating, comment: v.comment },
        }),
      ),
    onSuccess: () => {
      outcome.onSubmitted();
      return refresh();
    },
    onError: (e) => {
      outcome.onRefused(e);
      return refresh();
    },
  });
}
