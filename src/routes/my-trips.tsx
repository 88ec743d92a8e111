import { createFileRoute, Outlet, useMatchRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MyTrips } from '../features/rental/MyTrips';

/** acc §2 /my-trips: running and completed tabs; guests track a trip. */
const search = z.object({
  tab: z.optional(z.catch(z.optional(z.enum(['running', 'completed'])), undefined)),
});

export const Route = createFileRoute('/my-trips')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: MyTripsPage,
});

function MyTripsPage() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const child = useMatchRoute()({ to: '/my-trips/$tripId' });
  if (child) return <Outlet />;
  return <MyTrips tab={tab ?? 'running'} onTab={(next) => void navigate({ to: '/my-trips', search: { tab: next }, replace: true })} />;
}
