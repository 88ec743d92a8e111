import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TripDetailsPage } from '../features/rental/TripDetailsPage';

/** acc §2 /my-trips/$tripId: one trip; `phone` when a guest tracks it by id and contact number. */
const search = z.object({
  phone: z.optional(z.catch(z.optional(z.string()), undefined)),
});

export const Route = createFileRoute('/my-trips/$tripId')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: TripDetailsRoute,
});

function TripDetailsRoute() {
  const { tripId } = Route.useParams();
  const { phone } = Route.useSearch();
  return <TripDetailsPage tripId={Number(tripId) || 0} phone={phone} />;
}
