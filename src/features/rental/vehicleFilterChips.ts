/** The vehicle filter bar's chip filters (trip type, categories, brands, seats, AC): which are on and what a tap changes. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { vehicleBrandsQuery, vehicleCategoriesQuery, type VehicleFilters } from '../../api/queries/rental';
import { useScope } from '../../api/scope';

const SEATS = ['1-2', '3-5', '6-9', '10-20'];

function toggle<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((x) => x !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

/** One chip of the bar: its label, whether its filter is on, and what a tap changes. */
export interface FilterChip {
  key: string | number;
  label: string;
  pressed: boolean;
  patch: Partial<VehicleFilters>;
  testId?: string | undefined;
}

/** A chip per value of a list filter (categories, brands, seats): on while the value is in the list. */
function listChips<T extends string | number>(
  on: T[] | undefined,
  options: readonly (readonly [T, string])[],
  patch: (next: T[] | undefined) => Partial<VehicleFilters>,
  testId?: string,
): FilterChip[] {
  return options.map(([value, label]) => ({
    key: value,
    label,
    pressed: on?.includes(value) ?? false,
    patch: patch(toggle(on, value)),
    testId,
  }));
}

/** The bar's chip filters in their order: trip type, categories, brands, seats, and AC or non-AC (at most one on). */
export function useChipGroups(filters: VehicleFilters): { title: string; chips: FilterChip[] }[] {
  const { t } = useLingui();
  const scope = useScope();
  const categories = useQuery(vehicleCategoriesQuery(scope)).data ?? [];
  const brands = useQuery(vehicleBrandsQuery(scope)).data ?? [];
  const trips = [
    ['hourly', t`Hourly`],
    ['distance_wise', t`Distance-wise`],
  ] as const;
  return [
    {
      title: t`Trip type`,
      chips: trips.map(([v, label]) => ({
        key: v,
        label,
        pressed: filters.trip_type === v,
        patch: { trip_type: filters.trip_type === v ? undefined : v },
        testId: `filter-trip-${v}`,
      })),
    },
    {
      title: t`Categories`,
      chips: listChips(
        filters.category_ids,
        categories.map((c) => [c.id, c.name] as const),
        (category_ids) => ({ category_ids }),
      ),
    },
    {
      title: t`Brands`,
      chips: listChips(
        filters.brand_ids,
        brands.map((b) => [b.id, b.name] as const),
        (brand_ids) => ({ brand_ids }),
        'filter-brand',
      ),
    },
    {
      title: t`Seats`,
      chips: listChips(
        filters.seating_capacity,
        SEATS.map((s) => [s, s] as const),
        (seating_capacity) => ({ seating_capacity }),
      ),
    },
    {
      title: t`Air condition`,
      chips: [
        {
          key: 'ac',
          label: t`AC`,
          pressed: filters.air_condition === 1,
          patch: { air_condition: filters.air_condition ? undefined : 1, no_air_condition: undefined },
          testId: 'filter-ac',
        },
        {
          key: 'non-ac',
          label: t`Non-AC`,
          pressed: filters.no_air_condition === 1,
          patch: { no_air_condition: filters.no_air_condition ? undefined : 1, air_condition: undefined },
        },
      ],
    },
  ];
}
