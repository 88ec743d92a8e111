import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { css } from '../../styled-system/css';
import { ProviderHeader } from '../features/store/ProviderHeader';
import { StoreHeaderSkeleton, StoreNotFound } from '../features/store/StoreHeader';
import { providerDetailsQuery } from '../api/queries/catalog';
import { useScope } from '../api/scope';

/** core §2 /rental/provider-details: the provider page (?id= the provider id or slug). */
const search = z.object({ id: z.optional(z.catch(z.optional(z.union([z.number(), z.string()])), undefined)) });

export const Route = createFileRoute('/rental/provider-details')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: ProviderPage,
});

function ProviderPage() {
  const { id } = Route.useSearch();
  const provider = useQuery({ ...providerDetailsQuery(useScope(), id === undefined ? '' : String(id)), enabled: Boolean(id) });
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      {provider.data ? <ProviderHeader provider={provider.data} /> : provider.isPending && id ? <StoreHeaderSkeleton /> : <StoreNotFound />}
    </div>
  );
}
