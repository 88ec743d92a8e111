import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useCatalogSettings } from '../../api/queries/catalog';
import type { StoreFilters, StoreView } from '../../domain/storeBrowse';
import { STORE_SORTS, type StoreSort } from '../../domain/storeSorts';
import type { DietType } from '../../domain/searchOptions';
import { control, labelClass, PriceRange, foldSummaryClass } from '../../ui/PriceRange';

const DIETS = ['all', 'veg', 'non_veg'] as const;

/** A labelled select of a fixed list of choices, each shown in the customer's words. */
function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  labels,
  onPick,
}: {
  label: ReactNode;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  onPick: (choice: T | undefined) => void;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={control} value={value} onChange={(e) => onPick(choices.find((c) => c === e.target.value))}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface FinderHandlers {
  onType(text: string): void;
  onSubmit(): void;
  onFilter(change: Partial<StoreFilters>): void;
}

/**
 * platform-api-turn4 §2.4: the store page's search field, sort, veg / non-veg (food, when the platform offers
 * it) and price range. Renders what it is given and reports what the customer does (StoreSearchArea).
 */
export function StoreFinderBar({
  storeName,
  text,
  view,
  moduleType,
  handlers,
}: {
  storeName: string;
  text: string;
  view: StoreView;
  moduleType: string | null | undefined;
  handlers: FinderHandlers;
}) {
  const { t } = useLingui();
  const { vegToggle } = useCatalogSettings();
  const diet = moduleType === 'food' && vegToggle;
  const sortLabels: Record<StoreSort, string> = {
    default: t`Newest`,
    price_low: t`Price: low to high`,
    price_high: t`Price: high to low`,
    name: t`Name: A to Z`,
    rating: t`Top rated`,
  };
  const dietLabels: Record<DietType, string> = { all: t`All`, veg: t`Veg`, non_veg: t`Non-veg` };
  const priced = view.minPrice !== undefined || view.maxPrice !== undefined;
  return (
    <div className={css({ stack: '3' })} data-testid="store-finder">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          handlers.onSubmit();
        }}
        className={css({ display: 'flex', gap: '2' })}
      >
        <input
          type="search"
          value={text}
          onChange={(e) => handlers.onType(e.target.value)}
          aria-label={t`Search in ${storeName}`}
          placeholder={t`Search in ${storeName}`}
          maxLength={255}
          enterKeyHint="search"
          className={`${control} ${css({ flex: '1', minWidth: '0', fontSize: 'md' })}`}
        />
      </form>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}>
        <ChoiceSelect
          label={<Trans>Sort by</Trans>}
          value={view.sort}
          choices={STORE_SORTS}
          labels={sortLabels}
          onPick={(sort) => handlers.onFilter({ sort: sort ?? 'default' })}
        />
        {diet ? (
          <ChoiceSelect
            label={<Trans>Veg or non-veg</Trans>}
            value={view.type}
            choices={DIETS}
            labels={dietLabels}
            onPick={(type) => handlers.onFilter({ type: type ?? 'all' })}
          />
        ) : null}
        <details open={priced || undefined} className={css({ width: 'full' })}>
          <summary className={foldSummaryClass}>
            <Trans>Price range</Trans>
          </summary>
          <div className={css({ pt: '2' })}>
            <PriceRange
              key={`${view.minPrice ?? ''}-${view.maxPrice ?? ''}`}
              min={view.minPrice}
              max={view.maxPrice}
              onApply={(minPrice, maxPrice) => handlers.onFilter({ minPrice, maxPrice })}
            />
          </div>
        </details>
      </div>
    </div>
  );
}
