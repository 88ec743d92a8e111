import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { chipClass } from '../../ui/surfaces';
import type { Category } from '../../api/types';

/** The store's item categories as filter chips (category_details of stores/details). */
export function StoreCategories({
  categories,
  value,
  onChange,
}: {
  categories: Category[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useLingui();
  if (!categories.length) return null;
  return (
    <div
      className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })}
      role="group"
      aria-label={t`Categories`}
    >
      <button type="button" className={chipClass(value === 0)} aria-pressed={value === 0} onClick={() => onChange(0)}>
        <Trans>All</Trans>
      </button>
      {categories.map((c) => (
        <button
          key={c.id}
          type="button"
          className={chipClass(value === c.id)}
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
