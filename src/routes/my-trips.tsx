import { createFileRoute, Outlet, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { maybe, oneOf, searchSchema } from '../domain/searchParams';
import { MyTrips } from '../features/rental/MyTrips';

/** acc §2 /my-trips: running and completed tabs; guests track a trip. */
const search = searchSchema({
  tab: maybe(oneOf(['running', 'completed'])),
});

export const Route = createFileRoute('/my-trips')({
  validateSearch: search,
  component: MyTripsPage,
});

function MyTripsPage() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const child = useMatchRoute()({ to: '/my-trips/$tripId' });
  if (child) return <Outlet />;
  return (
    <MyTrips
      tab={tab ?? 'running'}
      onTab={(next) => void navigate({ to: '/my-trips', search: { tab: next }, replace: true })}
    />
  );
}
