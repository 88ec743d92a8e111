import { createFileRoute } from '@tanstack/react-router';
import { either, exactNumber, maybe, searchSchema, string } from '../domain/searchParams';
import { ProviderPage } from '../features/rental/ProviderPage';

/** core §2 /rental/provider-details: the provider page (?id= the provider id or slug). */
const search = searchSchema({
  id: maybe(either(exactNumber, string())),
});

export const Route = createFileRoute('/rental/provider-details')({
  validateSearch: search,
  component: ProviderRoute,
});

function ProviderRoute() {
  const { id } = Route.useSearch();
  return <ProviderPage id={id === undefined ? '' : String(id)} />;
}
