import { createFileRoute } from '@tanstack/react-router';
import { either, exactNumber, maybe, searchSchema, string } from '../domain/searchParams';
import { VehiclePage } from '../features/rental/VehiclePage';

/** issue 16 vehicle page: ?id= the vehicle's slug or id. */
const search = searchSchema({
  id: maybe(either(exactNumber, string())),
});

export const Route = createFileRoute('/rental/vehicle-details')({
  validateSearch: search,
  // A shared rental link opens in the Rental module whatever module was chosen (as /product?module_id= does).
  loader: ({ context }) => context.adoptModule('rental'),
  component: VehicleRoute,
});

function VehicleRoute() {
  const { id } = Route.useSearch();
  return <VehiclePage id={id === undefined ? '' : String(id)} />;
}
