import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TripPlaced } from '../features/rental/TripPlaced';

/** issue 16 /trip-placed?trip_id=N[&flag=success|fail]: the booking result and the digital payment's return address. */
const search = z.object({
  trip_id: z.catch(z.coerce.number(), 0),
  flag: z.optional(z.catch(z.optional(z.enum(['success', 'fail'])), undefined)),
});

export const Route = createFileRoute('/trip-placed')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: TripPlacedRoute,
});

function TripPlacedRoute() {
  const { trip_id, flag } = Route.useSearch();
  return <TripPlaced tripId={trip_id} flag={flag} />;
}
