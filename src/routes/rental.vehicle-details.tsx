import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VehiclePage } from '../features/rental/VehiclePage';

/** issue 16 vehicle page: ?id= the vehicle's slug or id. */
const search = z.object({
  id: z.optional(z.catch(z.optional(z.union([z.number(), z.string()])), undefined)),
});

export const Route = createFileRoute('/rental/vehicle-details')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: VehicleRoute,
});

function VehicleRoute() {
  const { id } = Route.useSearch();
  return <VehiclePage id={id === undefined ? '' : String(id)} />;
}
