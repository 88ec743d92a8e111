import { createFileRoute } from '@tanstack/react-router';
import { maybe, searchSchema, string } from '../domain/searchParams';
import { TripDetailsPage } from '../features/rental/TripDetailsPage';

/** acc §2 /my-trips/$tripId: one trip; `phone` when a guest tracks it by id and contact number. */
const search = searchSchema({
  phone: maybe(string()),
});

export const Route = createFileRoute('/my-trips/$tripId')({
  validateSearch: search,
  component: TripDetailsRoute,
});

function TripDetailsRoute() {
  const { tripId } = Route.useParams();
  const { phone } = Route.useSearch();
  return <TripDetailsPage tripId={Number(tripId) || 0} phone={phone} />;
}
