import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import {
  suggestionsQuery,
  vehicleCategoriesQuery,
  vehicleSearchQuery,
  type Vehicle,
  type VehicleFilters,
} from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import { VehicleGrid } from './VehicleGrid';
import { VehicleFilterBar } from './VehicleFilterBar';
import { LoadMore } from './LoadMore';
import { grid, h1, muted, page, suggestionList, suggestionOption } from './styles';

/** issue 16 /rental/vehicle-search: the API's filters and suggestions; the filters live in the URL. */
export function VehicleSearch({
  filters,
  onChange,
}: {
  filters: VehicleFilters;
  onChange: (f: VehicleFilters) => void;
}) {
  const { t } = useLingui();
  const scope = useScope();
  const nameId = useId();
  const result = useInfiniteQuery(vehicleSearchQuery(scope, filters));
  const first = result.data?.pages[0];
  const categories = useQuery(vehicleCategoriesQuery(scope)).data ?? [];
  const [name, setName] = useState(filters.name ?? '');
  const [typing, setTyping] = useState(false);
  const suggestions = useQuery(suggestionsQuery(scope, typing ? name : '')).data ?? [];
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  const category =
    filters.category_ids?.length === 1 ? categories.find((c) => c.id === filters.category_ids![0])?.name : null;
  const count = first?.total ?? 0;
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
        <label htmlFor={nameId} className={css({ srOnly: true })}>
          <Trans>Search vehicles</Trans>
        </label>
        <input
          id={nameId}
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
          <Suggestions
            suggestions={suggestions}
            onPick={(vehicle) => {
              setName(vehicle);
              setTyping(false);
              set({ name: vehicle });
            }}
          />
        ) : null}
      </form>
      <VehicleFilterBar
        filters={filters}
        onChange={onChange}
        priceHint={first ? { min: first.min, max: first.max } : undefined}
        onClear={() => setName('')}
      />
      <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <p className={muted} aria-live="polite" data-testid="vehicle-count">
          {result.isPending ? null : <Trans>{count} vehicles found</Trans>}
        </p>
        <VehicleSort filters={filters} set={set} />
      </div>
      <VehicleResults
        pending={result.isPending}
        vehicles={result.data?.pages.flatMap((p) => p.rows)}
        onClear={() => {
          setName('');
          onChange({});
        }}
      />
      {result.hasNextPage ? (
        <LoadMore
          loading={result.isFetchingNextPage}
          onMore={() => void result.fetchNextPage()}
          testId="vehicle-results-more"
        />
      ) : null}
    </div>
  );
}

/** The names the API suggests for what is typed; picking one searches the vehicle's part of it. */
function Suggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (vehicle: string) => void }) {
  const { t } = useLingui();
  return (
    <ul role="listbox" aria-label={t`Suggestions`} className={suggestionList}>
      {suggestions.map((s) => (
        <li key={s} role="option" aria-selected={false}>
          <button
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(s.split(' - ').slice(1).join(' - ') || s)}
            className={suggestionOption}
            data-testid="vehicle-suggestion"
          >
            {s}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The vehicles found: placeholders while searching, the cards, or "No vehicles found." with a way out. */
function VehicleResults({
  pending,
  vehicles,
  onClear,
}: {
  pending: boolean;
  vehicles: Vehicle[] | undefined;
  onClear: () => void;
}) {
  return pending ? (
    <div className={grid} aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className={css({ aspectRatio: '4 / 5' })} />
      ))}
    </div>
  ) : vehicles?.length ? (
    <VehicleGrid vehicles={vehicles} testId="vehicle-results" firstOnScreen />
  ) : (
    // Written here, not with EmptyList (MyTrips): sharing it put one more chunk in this route's first load, past
    // its budget.
    <div
      className={css({ py: '8', textAlign: 'center', stack: '3', alignItems: 'center' })}
      data-testid="vehicle-empty"
    >
      <p className={muted}>
        <Trans>No vehicles found.</Trans>
      </p>
      <button type="button" className={button({ variant: 'outline' })} onClick={onClear}>
        <Trans>Clear filters</Trans>
      </button>
    </div>
  );
}

/** Sort by price either way or by rating ("Default" is the server's order). */
function VehicleSort({ filters, set }: { filters: VehicleFilters; set: (patch: Partial<VehicleFilters>) => void }) {
  const { t } = useLingui();
  const sortId = useId();
  return (
    <label htmlFor={sortId} className={css({ cluster: '2', fontSize: 'sm' })}>
      <Trans>Sort</Trans>
      <select
        id={sortId}
        className={`${inputClass} ${css({ width: 'auto' })}`}
        value={filters.top_rated ? 'top' : (filters.sortby_price ?? '')}
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
  );
}
