import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VehicleSearch } from '../features/rental/VehicleSearch';
import type { VehicleFilters } from '../api/queries/rental';

/** core §2 /rental/vehicle-search: categoryId, or all_category=1; issue 16 adds the API's filters. */
const num = z.optional(z.catch(z.optional(z.coerce.number()), undefined));
const str = z.optional(z.catch(z.optional(z.string()), undefined));
const nums = z.optional(z.catch(z.optional(z.array(z.coerce.number())), undefined));
const search = z.object({
  categoryId: num,
  all_category: num,
  name: str,
  trip_type: z.optional(z.catch(z.optional(z.enum(['hourly', 'distance_wise'])), undefined)),
  min_price: num,
  max_price: num,
  brand_ids: nums,
  category_ids: nums,
  seating_capacity: z.optional(z.catch(z.optional(z.array(z.string())), undefined)),
  air_condition: z.optional(z.catch(z.optional(z.literal(1)), undefined)),
  no_air_condition: z.optional(z.catch(z.optional(z.literal(1)), undefined)),
  transmission_type: str,
  fuel_type: str,
  sortby_price: z.optional(z.catch(z.optional(z.enum(['asc', 'desc'])), undefined)),
  top_rated: z.optional(z.catch(z.optional(z.literal(1)), undefined)),
});

export const Route = createFileRoute('/rental/vehicle-search')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: VehicleSearchPage,
});

function VehicleSearchPage() {
  const { categoryId, all_category, ...rest } = Route.useSearch();
  const navigate = useNavigate();
  // A category link (core §2) is the category filter.
  const filters: VehicleFilters = {
    ...rest,
    category_ids: rest.category_ids ?? (categoryId && all_category !== 1 ? [categoryId] : undefined),
  };
  return (
    <VehicleSearch
      filters={filters}
      onChange={(f) =>
        void navigate({
          to: '/rental/vehicle-search',
          search: f,
          replace: true,
        })
      }
    />
  );
}
