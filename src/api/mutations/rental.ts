import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { isApiError } from '../errors';

export interface CancelTripOutcome {
  /** The server's own words, when it had any. */
  onCancelled(message: string | null): void;
  /** The server's messages (empty when it gave none). */
  onRefused(messages: string[]): void;
}

/**
 * Cancel a pending trip with a reason (api2 §11 cancel-trip; the server refuses other trips): a
 * fire-and-forget write, the owner (token or guest id) added by the client.
 */
export function useCancelTrip(tripId: number, outcome: CancelTripOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(
        api.PUT('/api/v1/rental/user/trip/cancel-trip', { body: { trip_id: tripId, cancellation_reason: reason } }),
      ),
    onSuccess: async (res) => {
      outcome.onCancelled(res?.message ?? null);
      await queryClient.invalidateQueries({ queryKey: ['rental', 'trip'] });
      await queryClient.invalidateQueries({ queryKey: ['rental', 'trips'] });
    },
    onError: (e) => outcome.onRefused(isApiError(e) ? e.messages : []),
  });
}
