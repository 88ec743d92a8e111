import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { suggestionsQuery, vehicleBrandsQuery, vehicleCategoriesQuery, vehicleSearchQuery, type VehicleFilters } from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import { VehicleCard } from './VehicleCard';
import { chip, grid, h1, label, muted, page, row, suggestionList } from './styles';

const SEATS = ['1-2', '3-5', '6-9', '10-20'];
const FUELS = ['octane', 'diesel', 'cng', 'petrol', 'electric'];

function toggle<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((x) => x !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

/** issue 16 /rental/vehicle-search: the API's filters and suggestions; the filters live in the URL. */
export function VehicleSearch({ filters, onChange }: { filters: VehicleFilters; onChange: (f: VehicleFilters) => void }) {
  const { t } = useLingui();
  const scope = useScope();
  const ids = {
    name: useId(),
    sort: useId(),
    min: useId(),
    max: useId(),
    gear: useId(),
    fuel: useId(),
  };
  const result = useQuery(vehicleSearchQuery(scope, filters));
  const categories = useQuery(vehicleCategoriesQuery(scope)).data ?? [];
  const brands = useQuery(vehicleBrandsQuery(scope)).data ?? [];
  const [name, setName] = useState(filters.name ?? '');
  const [typing, setTyping] = useState(false);
  const suggestions = useQuery(suggestionsQuery(scope, typing ? name : '')).data ?? [];
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  const category = filters.category_ids?.length === 1 ? categories.find((c) => c.id === filters.category_ids![0])?.name : null;
  const count = result.data?.total ?? 0;
  return (
    <div className={page} data-testid="vehicle-search">
      <h1 className={h1}>{category ?? <Trans>All vehicles</Trans>}</h1>
      <form
        role="search"
        className={css({ position: 'relative', display: 'flex', gap: '2' })}
        onSubmit={(e) => {
          e.preventDefault();
          setTyping(false);
          set({ name: name.trim() || undefined });
        }}
      >
        <label htmlFor={ids.name} className={css({ srOnly: true })}>
          <Trans>Search vehicles</Trans>
        </label>
        <input
          id={ids.name}
          className={inputClass}
          value={name}
          placeholder={t`Search vehicles`}
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setTyping(true);
          }}
          onBlur={() => setTimeout(() => setTyping(false), 200)}
          data-testid="vehicle-search-input"
        />
        <button type="submit" className={button()}>
          <Trans>Search</Trans>
        </button>
        {typing && suggestions.length ? (
          <ul
            role="listbox"
            aria-label={t`Suggestions`}
            className={suggestionList}
          >
            {suggestions.map((s) => (
              <li key={s} role="option" aria-selected={false}>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    const vehicle = s.split(' - ').slice(1).join(' - ') || s;
                    setName(vehicle);
                    setTyping(false);
                    set({ name: vehicle });
                  }}
                  className={css({
                    width: 'full',
                    textAlign: 'start',
                    px: '3',
                    minHeight: '11',
                    fontSize: 'sm',
                    cursor: 'pointer',
                    _hover: { bg: 'bg.subtle' },
                  })}
                  data-testid="vehicle-suggestion"
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>
      <details
        className={css({
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: '3',
        })}
        data-testid="vehicle-filters"
      >
        <summary
          className={css({
            cursor: 'pointer',
            fontWeight: 'semibold',
            minHeight: '8',
          })}
        >
          <Trans>Filters</Trans>
        </summary>
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '4',
            pt: '3',
          })}
        >
          <FilterGroup title={t`Trip type`}>
            {(
              [
                ['hourly', t`Hourly`],
                ['distance_wise', t`Distance-wise`],
              ] as const
            ).map(([v, text]) => (
              <button
                key={v}
                type="button"
                className={chip}
                aria-pressed={filters.trip_type === v}
                onClick={() => set({ trip_type: filters.trip_type === v ? undefined : v })}
                data-testid={`filter-trip-${v}`}
              >
                {text}
              </button>
            ))}
          </FilterGroup>
          <FilterGroup title={t`Categories`}>
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className={chip}
                aria-pressed={filters.category_ids?.includes(c.id) ?? false}
                onClick={() => set({ category_ids: toggle(filters.category_ids, c.id) })}
              >
                {c.name}
              </button>
            ))}
          </FilterGroup>
          <FilterGroup title={t`Brands`}>
            {brands.map((b) => (
              <button
                key={b.id}
                type="button"
                className={chip}
                aria-pressed={filters.brand_ids?.includes(b.id) ?? false}
                onClick={() => set({ brand_ids: toggle(filters.brand_ids, b.id) })}
                data-testid="filter-brand"
              >
                {b.name}
              </button>
            ))}
          </FilterGroup>
          <FilterGroup title={t`Seats`}>
            {SEATS.map((s) => (
              <button
                key={s}
                type="button"
                className={chip}
                aria-pressed={filters.seating_capacity?.includes(s) ?? false}
                onClick={() => set({ seating_capacity: toggle(filters.seating_capacity, s) })}
              >
                {s}
              </button>
            ))}
          </FilterGroup>
          <FilterGroup title={t`Air condition`}>
            <button
              type="button"
              className={chip}
              aria-pressed={filters.air_condition === 1}
              onClick={() =>
                set({
                  air_condition: filters.air_condition ? undefined : 1,
                  no_air_condition: undefined,
                })
              }
              data-testid="filter-ac"
            >
              <Trans>AC</Trans>
            </button>
            <button
              type="button"
              className={chip}
              aria-pressed={filters.no_air_condition === 1}
              onClick={() =>
                set({
                  no_air_condition: filters.no_air_condition ? undefined : 1,
                  air_condition: undefined,
                })
              }
            >
              <Trans>Non-AC</Trans>
            </button>
          </FilterGroup>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: '3',
            })}
          >
            <label htmlFor={ids.gear} className={label}>
              <Trans>Transmission</Trans>
              <select id={ids.gear} className={inputClass} value={filters.transmission_type ?? ''} onChange={(e) => set({ transmission_type: e.target.value || undefined })}>
                <option value="">{t`Any`}</option>
                <option value="automatic">{t`Automatic`}</option>
                <option value="manual">{t`Manual`}</option>
              </select>
            </label>
            <label htmlFor={ids.fuel} className={label}>
              <Trans>Fuel</Trans>
              <select id={ids.fuel} className={inputClass} value={filters.fuel_type ?? ''} onChange={(e) => set({ fuel_type: e.target.value || undefined })}>
                <option value="">{t`Any`}</option>
                {FUELS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={ids.min} className={label}>
              <Trans>Min price</Trans>
              <input
                id={ids.min}
                type="number"
                min={0}
                className={inputClass}
                placeholder={String(result.data?.min ?? '')}
                defaultValue={filters.min_price ?? ''}
                onBlur={(e) =>
                  set({
                    min_price: e.target.value ? Number(e.target.value) : undefined,
                  })
                }
              />
            </label>
            <label htmlFor={ids.max} className={label}>
              <Trans>Max price</Trans>
              <input
                id={ids.max}
                type="number"
                min={0}
                className={inputClass}
                placeholder={String(result.data?.max ?? '')}
                defaultValue={filters.max_price ?? ''}
                onBlur={(e) =>
                  set({
                    max_price: e.target.value ? Number(e.target.value) : undefined,
                  })
                }
              />
            </label>
          </div>
          <button
            type="button"
            className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`}
            onClick={() => {
              setName('');
              onChange({});
            }}
            data-testid="filters-clear"
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      </details>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '2',
          flexWrap: 'wrap',
        })}
      >
        <p className={muted} aria-live="polite" data-testid="vehicle-count">
          {result.isPending ? null : <Trans>{count} vehicles found</Trans>}
        </p>
        <label
          htmlFor={ids.sort}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
          })}
        >
          <Trans>Sort</Trans>
          <select
            id={ids.sort}
            className={`${inputClass} ${css({ width: 'auto' })}`}
            value={filters.top_rated ? 'top' : filters.sortby_price ?? ''}
            onChange={(e) => {
              const v = e.target.value;
              set({
                top_rated: v === 'top' ? 1 : undefined,
                sortby_price: v === 'asc' || v === 'desc' ? v : undefined,
              });
            }}
            data-testid="vehicle-sort"
          >
            <option value="">{t`Default`}</option>
            <option value="asc">{t`Price: low to high`}</option>
            <option value="desc">{t`Price: high to low`}</option>
            <option value="top">{t`Top rated`}</option>
          </select>
        </label>
      </div>
      {result.isPending ? (
        <div className={grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className={css({ aspectRatio: '4 / 5' })} />
          ))}
        </div>
      ) : result.data?.vehicles.length ? (
        <ul className={grid} data-testid="vehicle-results">
          {result.data.vehicles.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={css({
            py: '8',
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            alignItems: 'center',
          })}
          data-testid="vehicle-empty"
        >
          <p className={muted}>
            <Trans>No vehicles found.</Trans>
          </p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => {
              setName('');
              onChange({});
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>{title}</legend>
      <div className={row}>{children}</div>
    </fieldset>
  );
}
