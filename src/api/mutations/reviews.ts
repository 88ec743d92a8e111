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

/** A review write: the outcome is told, and the reviews it changes are read again either way. */
function useReviewSubmit(
  post: (v: ReviewInput) => Promise<unknown>,
  refreshKey: readonly unknown[],
  outcome: ReviewOutcome,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
  return useMutation({
    mutationFn: post,
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

export function useItemReviewSubmit(orderId: number, itemId: number, outcome: ReviewOutcome) {
  // Either way the reviews are read again: a refusal may say it was already reviewed (another tab).
  return useReviewSubmit(
    (v) =>
      unwrap(
        api.POST('/api/v1/items/reviews/submit', {
          body: { item_id: itemId, order_id: orderId, rating: v.rating, comment: v.comment },
        }),
      ),
    ['reviews'],
    outcome,
  );
}

export function useCourierReviewSubmit(
  orderId: number,
  deliveryManId: number,
  signedIn: boolean,
  outcome: ReviewOutcome,
) {
  return useReviewSubmit(
    (v) =>
      unwrap(
        api.POST('/api/v1/delivery-man/reviews/submit', {
          body: { delivery_man_id: deliveryManId, order_id: orderId, rating: v.rating, comment: v.comment },
        }),
      ),
    courierReviewsQuery(signedIn, deliveryManId).queryKey,
    outcome,
  );
}
