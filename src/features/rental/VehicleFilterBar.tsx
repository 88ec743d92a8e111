import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import type { VehicleFilters } from '../../api/queries/rental';
import { chip, label, row } from './styles';
import { NumberField } from './NumberField';
import { fuelLabels } from './messages';
import { useChipGroups } from './vehicleFilterChips';

const FUELS = Object.keys(fuelLabels);

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
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  const groups = useChipGroups(filters);
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
        {groups.map((g) => (
          <FilterGroup key={g.title} title={g.title}>
            {g.chips.map((c) => (
              <button
                key={c.key}
                type="button"
                className={chip}
                aria-pressed={c.pressed}
                onClick={() => set(c.patch)}
                data-testid={c.testId}
              >
                {c.label}
              </button>
            ))}
          </FilterGroup>
        ))}
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <GearAndFuel filters={filters} set={set} />
          <PriceRange price={price} setPrice={setPrice} set={set} hint={priceHint} />
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

/** What the price fields show, as typed. */
interface PriceText {
  min: string;
  max: string;
}

// The price fields are controlled: what they show follows the filters (Clear filters, back and forward).
function usePriceFields(filters: VehicleFilters) {
  const [price, setPrice] = useState<PriceText>({ min: text(filters.min_price), max: text(filters.max_price) });
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

/** The price range's two fields: what is typed is applied when the field is left; the result's range is the hint. */
function PriceRange({
  price,
  setPrice,
  set,
  hint,
}: {
  price: PriceText;
  setPrice: (price: PriceText) => void;
  set: FilterPartProps['set'];
  hint: VehicleFilterBarProps['priceHint'];
}) {
  const ends = [
    { end: 'min', field: 'min_price', label: <Trans>Min price</Trans> },
    { end: 'max', field: 'max_price', label: <Trans>Max price</Trans> },
  ] as const;
  return ends.map(({ end, field, label }) => (
    <NumberField
      key={end}
      label={label}
      min={0}
      placeholder={hint ? String(hint[end]) : undefined}
      value={price[end]}
      onChange={(e) => setPrice({ ...price, [end]: e.target.value })}
      onBlur={(e) => set({ [field]: e.target.value ? Number(e.target.value) : undefined })}
      data-testid={`filter-${end}-price`}
    />
  ));
}

/** The transmission and fuel selects. */
function GearAndFuel({ filters, set }: FilterPartProps) {
  const { t, i18n } = useLingui();
  const gears = [
    ['automatic', t`Automatic`],
    ['manual', t`Manual`],
  ] as const;
  return (
    <>
      <FilterSelect
        label={<Trans>Transmission</Trans>}
        value={filters.transmission_type}
        options={gears}
        onChange={(transmission_type) => set({ transmission_type })}
      />
      <FilterSelect
        label={<Trans>Fuel</Trans>}
        value={filters.fuel_type}
        options={FUELS.map((f) => [f, i18n._(fuelLabels[f]!)] as const)}
        onChange={(fuel_type) => set({ fuel_type })}
      />
    </>
  );
}

/** A select of the bar; its first option, "Any", leaves the filter off. */
function FilterSelect({
  label: text,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <label htmlFor={id} className={label}>
      {text}
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{t`Any`}</option>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
    </label>
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
