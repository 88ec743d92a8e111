import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { vehicleBrandsQuery, vehicleCategoriesQuery, type VehicleFilters } from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import { chip, label, row } from './styles';
import { NumberField } from './NumberField';
import { fuelLabels } from './messages';

const SEATS = ['1-2', '3-5', '6-9', '10-20'];
const FUELS = Object.keys(fuelLabels);

function toggle<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((x) => x !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export interface VehicleFilterBarProps {
  filters: VehicleFilters;
  onChange: (f: VehicleFilters) => void;
  /** The cheapest and dearest price of the current result, shown as the price fields' placeholders. */
  priceHint?: { min: number; max: number } | undefined;
  /** Called with Clear filters, before `onChange({})` (the search page also empties its name field). */
  onClear?: () => void;
}

/**
 * issue 16: the API's vehicle filters (trip type, categories, brands, seats, air condition, transmission, fuel,
 * price range) as one folding bar; the vehicle search and the provider page both use it.
 */
export function VehicleFilterBar({ filters, onChange, priceHint, onClear }: VehicleFilterBarProps) {
  const { t } = useLingui();
  const scope = useScope();
  const categories = useQuery(vehicleCategoriesQuery(scope)).data ?? [];
  const brands = useQuery(vehicleBrandsQuery(scope)).data ?? [];
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  const [price, setPrice] = usePriceFields(filters);
  return (
    <details
      className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: '3' })}
      data-testid="vehicle-filters"
    >
      <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', minHeight: '8' })}>
        <Trans>Filters</Trans>
      </summary>
      <div className={css({ stack: '4', pt: '3' })}>
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
        <AirConditionGroup filters={filters} set={set} />
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <GearAndFuel filters={filters} set={set} />
          <NumberField
            label={<Trans>Min price</Trans>}
            min={0}
            placeholder={priceHint ? String(priceHint.min) : undefined}
            value={price.min}
            onChange={(e) => setPrice({ ...price, min: e.target.value })}
            onBlur={(e) => set({ min_price: e.target.value ? Number(e.target.value) : undefined })}
            data-testid="filter-min-price"
          />
          <NumberField
            label={<Trans>Max price</Trans>}
            min={0}
            placeholder={priceHint ? String(priceHint.max) : undefined}
            value={price.max}
            onChange={(e) => setPrice({ ...price, max: e.target.value })}
            onBlur={(e) => set({ max_price: e.target.value ? Number(e.target.value) : undefined })}
            data-testid="filter-max-price"
          />
        </div>
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`}
          onClick={() => {
            setPrice({ min: '', max: '' });
            onClear?.();
            onChange({});
          }}
          data-testid="filters-clear"
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </details>
  );
}

// The price fields are controlled: what they show follows the filters (Clear filters, back and forward).
function usePriceFields(filters: VehicleFilters) {
  const [price, setPrice] = useState({ min: text(filters.min_price), max: text(filters.max_price) });
  const [seen, setSeen] = useState({ min: filters.min_price, max: filters.max_price });
  if (seen.min !== filters.min_price || seen.max !== filters.max_price) {
    setSeen({ min: filters.min_price, max: filters.max_price });
    setPrice({ min: text(filters.min_price), max: text(filters.max_price) });
  }
  return [price, setPrice] as const;
}

interface FilterPartProps {
  filters: VehicleFilters;
  set: (patch: Partial<VehicleFilters>) => void;
}

/** AC or non-AC: at most one of the two is on. */
function AirConditionGroup({ filters, set }: FilterPartProps) {
  const { t } = useLingui();
  return (
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
  );
}

/** The transmission and fuel selects ("Any" leaves the filter off). */
function GearAndFuel({ filters, set }: FilterPartProps) {
  const { t, i18n } = useLingui();
  const ids = { gear: useId(), fuel: useId() };
  return (
    <>
      <label htmlFor={ids.gear} className={label}>
        <Trans>Transmission</Trans>
        <select
          id={ids.gear}
          className={inputClass}
          value={filters.transmission_type ?? ''}
          onChange={(e) => set({ transmission_type: e.target.value || undefined })}
        >
          <option value="">{t`Any`}</option>
          <option value="automatic">{t`Automatic`}</option>
          <option value="manual">{t`Manual`}</option>
        </select>
      </label>
      <label htmlFor={ids.fuel} className={label}>
        <Trans>Fuel</Trans>
        <select
          id={ids.fuel}
          className={inputClass}
          value={filters.fuel_type ?? ''}
          onChange={(e) => set({ fuel_type: e.target.value || undefined })}
        >
          <option value="">{t`Any`}</option>
          {FUELS.map((f) => (
            <option key={f} value={f}>
              {i18n._(fuelLabels[f]!)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css({ stack: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>{title}</legend>
      <div className={row}>{children}</div>
    </fieldset>
  );
}
