import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { chipClass } from '../../ui/surfaces';
import type { Item } from '../../api/types';
import { storeItemsQuery, PAGE_SIZE, type Scope } from '../../api/queries/catalog';
import { subCategoriesQuery } from '../../api/queries/subCategories';
import { ItemGrid } from './ItemGrid';
import { FIRST_SCREEN_CARDS } from '../../ui/firstScreen';

/** core §2 /category/[id] and the home category search: the category's items, narrowed by sub-category. */
export function CategoryItems({
  scope,
  categoryId,
  title,
  tabs,
}: {
  scope: Scope;
  categoryId: number;
  title?: string;
  tabs?: ReactNode;
}) {
  const [sub, setSub] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const childes = useQuery(subCategoriesQuery(scope, categoryId));
  const items = useQuery(storeItemsQuery(scope, 0, sub ?? categoryId, page));
  const total = items.data?.total_size ?? 0;
  return (
    <section className={css({ stack: '4' })} data-testid="category-items">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title ?? <Trans>Category</Trans>}</h1>
      {tabs}
      {childes.data?.length ? (
        <div className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })} role="group" aria-label={title}>
          <button
            type="button"
            className={chipClass(sub === null)}
            aria-pressed={sub === null}
            onClick={() => (setSub(null), setPage(1))}
          >
            <Trans>All</Trans>
          </button>
          {childes.data.map((c) => (
            <button
              key={c.id}
              type="button"
              className={chipClass(sub === c.id)}
              aria-pressed={sub === c.id}
              onClick={() => (setSub(c.id), setPage(1))}
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      <ItemGrid
        items={items.data?.products as Item[] | undefined}
        loading={items.isPending}
        empty={<Trans>No items found in this category.</Trans>}
        firstScreen={FIRST_SCREEN_CARDS}
      />
      {total > page * PAGE_SIZE ? (
        <button
          type="button"
          onClick={() => setPage(page + 1)}
          className={css({ alignSelf: 'center', color: 'accent.default', fontWeight: 'semibold', minHeight: '11' })}
        >
          <Trans>Next page</Trans>
        </button>
      ) : null}
      <Link
        to="/categories"
        className={css({
          alignSelf: 'flex-start',
          color: 'accent.default',
          fontSize: 'sm',
          minHeight: '11',
          display: 'inline-flex',
          alignItems: 'center',
        })}
      >
        <Trans>All categories</Trans>
      </Link>
    </section>
  );
}
