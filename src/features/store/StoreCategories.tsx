import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Category } from '../../api/types';

// The same look as ui/surfaces.ts chipClass, written here: this is the store page's code (the pages chunk), and
// an import of surfaces would take that module into the pages chunk and the pages chunk into every list page.
const chip = (on: boolean) =>
  css({
    px: '3',
    minHeight: '11',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: on ? 'accent.default' : 'border.default',
    bg: on ? 'accent.subtle' : 'bg.surface',
    fontSize: 'sm',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  });

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
      <button type="button" className={chip(value === 0)} aria-pressed={value === 0} onClick={() => onChange(0)}>
        <Trans>All</Trans>
      </button>
      {categories.map((c) => (
        <button
          key={c.id}
          type="button"
          className={chip(value === c.id)}
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
