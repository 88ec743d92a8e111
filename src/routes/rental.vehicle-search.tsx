import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { css } from '../../styled-system/css';
import { VehicleList } from '../features/catalog/Rental';
import { useScope } from '../api/scope';

/** core §2 /rental/vehicle-search: categoryId, or all_category=1. */
const search = z.object({
  categoryId: z.optional(z.catch(z.optional(z.coerce.number()), undefined)),
  all_category: z.optional(z.catch(z.optional(z.coerce.number()), undefined)),
});

export const Route = createFileRoute('/rental/vehicle-search')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: VehicleSearchPage,
});

function VehicleSearchPage() {
  const s = Route.useSearch();
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <VehicleList scope={useScope()} categoryId={s.all_category === 1 ? null : (s.categoryId ?? null)} />
    </div>
  );
}
