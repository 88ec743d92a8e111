import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, oneOf, searchSchema, withDefault } from '../domain/searchParams';
import { TripPlaced } from '../features/rental/TripPlaced';

/** issue 16 /trip-placed?trip_id=N[&flag=success|fail]: the booking result and the digital payment's return address. */
const search = searchSchema({
  trip_id: withDefault(number, 0),
  flag: maybe(oneOf(['success', 'fail'])),
});

export const Route = createFileRoute('/trip-placed')({
  validateSearch: search,
  component: TripPlacedRoute,
});

function TripPlacedRoute() {
  const { trip_id, flag } = Route.useSearch();
  return <TripPlaced tripId={trip_id} flag={flag} />;
}
