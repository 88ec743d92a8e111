import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useCatalogSettings } from '../../api/queries/catalog';
import { RATING_FILTERS, type SearchFilters } from '../../domain/search';
import { control, labelClass, PriceRange, foldSummaryClass } from '../../ui/PriceRange';
import { SEARCH_SORTS, type DietType, type SearchSort } from '../../domain/searchOptions';

export interface FilterChange {
  sort?: SearchSort | undefined;
  type?: DietType | undefined;
  rating?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  /** 1: discounted items only. */
  discounted?: number | undefined;
}

type BarProps = {
  tab: 'items' | 'stores';
  filters: SearchFilters;
  moduleType: string | null;
  onChange: (next: FilterChange) => void;
};
type PartProps = Pick<BarProps, 'filters' | 'onChange'>;

/** api2 §9: the sorts and filters items/search takes (veg / non-veg only in food, when the platform offers it). */
export function SearchFiltersBar({ tab, filters, moduleType, onChange }: BarProps) {
  const { vegToggle } = useCatalogSettings();
  const diet = moduleType === 'food' && vegToggle;
  if (tab === 'stores' && !diet) return null;
  return (
    <div
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}
      data-testid="search-filters"
    >
      {tab === 'items' ? <SortSelect filters={filters} onChange={onChange} /> : null}
      {diet ? <DietToggle filters={filters} onChange={onChange} /> : null}
      {tab === 'items' ? <MoreFilters filters={filters} onChange={onChange} /> : null}
    </div>
  );
}

function SortSelect({ filters, onChange }: PartProps) {
  const { t } = useLingui();
  const sortLabels: Record<SearchSort, string> = {
    relevance: t`Best match`,
    top_rated: t`Top rated`,
    popular: t`Most popular`,
    low: t`Price: low to high`,
    high: t`Price: high to low`,
  };
  return (
    <label className={labelClass}>
      <Trans>Sort by</Trans>
      <select
        className={control}
        value={filters.sort}
        onChange={(e) =>
          onChange({ sort: e.target.value === 'relevance' ? undefined : (e.target.value as SearchSort) })
        }
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {sortLabels[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

function DietToggle({ filters, onChange }: PartProps) {
  const { t } = useLingui();
  const dietLabels: Record<DietType, string> = { all: t`All`, veg: t`Veg`, non_veg: t`Non-veg` };
  return (
    <div role="group" aria-label={t`Veg or non-veg`} className={css({ display: 'flex', gap: '1' })}>
      {(['all', 'veg', 'non_veg'] as const).map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={filters.type === d}
          className={button({ variant: filters.type === d ? 'solid' : 'outline', size: 'sm' })}
          onClick={() => onChange({ type: d === 'all' ? undefined : d })}
        >
          {dietLabels[d]}
        </button>
      ))}
    </div>
  );
}

/** Rating, price and discount fold away on a phone; open while one of them is in use. */
function MoreFilters({ filters, onChange }: PartProps) {
  const { t } = useLingui();
  const narrowing =
    (filters.rating > 0 ? 1 : 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.discounted ? 1 : 0);
  return (
    <details open={narrowing > 0 || undefined} className={css({ width: 'full' })}>
      <summary className={foldSummaryClass}>{narrowing > 0 ? t`More filters (${narrowing})` : t`More filters`}</summary>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', pt: '2' })}>
        <label className={labelClass}>
          <Trans>Rating</Trans>
          <select
            className={control}
            value={String(filters.rating)}
            onChange={(e) => onChange({ rating: Number(e.target.value) || undefined })}
          >
            {RATING_FILTERS.map((r) => (
              <option key={r} value={String(r)}>
                {r === 0 ? t`Any rating` : t`${r}+ stars`}
              </option>
            ))}
          </select>
        </label>
        <PriceRange
          key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
          min={filters.minPrice}
          max={filters.maxPrice}
          onApply={(min_price, max_price) => onChange({ min_price, max_price })}
        />
        <label
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            minHeight: '11',
            fontSize: 'sm',
            cursor: 'pointer',
          })}
        >
          <input
            type="checkbox"
            checked={filters.discounted}
            onChange={(e) => onChange({ discounted: e.target.checked ? 1 : undefined })}
            className={css({ width: '5', height: '5' })}
          />
          <Trans>Discounted only</Trans>
        </label>
      </div>
    </details>
  );
}
