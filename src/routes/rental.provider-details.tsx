import { createFileRoute } from '@tanstack/react-router';
import { either, exactNumber, maybe, searchSchema, string } from '../domain/searchParams';
import { ProviderPage } from '../features/rental/ProviderPage';

/** core §2 /rental/provider-details: the provider page (?id= the provider id or slug). */
const search = searchSchema({
  id: maybe(either(exactNumber, string())),
});

export const Route = createFileRoute('/rental/provider-details')({
  validateSearch: search,
  // A shared rental link opens in the Rental module whatever module was chosen (as /product?module_id= does).
  loader: ({ context }) => context.adoptModule('rental'),
  component: ProviderRoute,
});

function ProviderRoute() {
  const { id } = Route.useSearch();
  return <ProviderPage id={id === undefined ? '' : String(id)} />;
}
