import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { arrayOf, maybe, number, oneOf, searchSchema, string } from '../domain/searchParams';
import { VehicleSearch } from '../features/rental/VehicleSearch';
import type { VehicleFilters } from '../api/queries/rental';

/** core §2 /rental/vehicle-search: categoryId, or all_category=1; issue 16 adds the API's filters. */
const num = maybe(number);
const str = maybe(string());
const nums = maybe(arrayOf(number));
const search = searchSchema({
  categoryId: num,
  all_category: num,
  name: str,
  trip_type: maybe(oneOf(['hourly', 'distance_wise'])),
  min_price: num,
  max_price: num,
  brand_ids: nums,
  category_ids: nums,
  seating_capacity: maybe(arrayOf(string())),
  air_condition: maybe(oneOf([1])),
  no_air_condition: maybe(oneOf([1])),
  transmission_type: str,
  fuel_type: str,
  sortby_price: maybe(oneOf(['asc', 'desc'])),
  top_rated: maybe(oneOf([1])),
});

export const Route = createFileRoute('/rental/vehicle-search')({
  validateSearch: search,
  // A shared rental link opens in the Rental module whatever module was chosen (as /product?module_id= does).
  loader: ({ context }) => context.adoptModule('rental'),
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
