import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ProviderPage } from '../features/rental/ProviderPage';

/** core §2 /rental/provider-details: the provider page (?id= the provider id or slug). */
const search = z.object({
  id: z.optional(z.catch(z.optional(z.union([z.number(), z.string()])), undefined)),
});

export const Route = createFileRoute('/rental/provider-details')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: ProviderRoute,
});

function ProviderRoute() {
  const { id } = Route.useSearch();
  return <ProviderPage id={id === undefined ? '' : String(id)} />;
}
