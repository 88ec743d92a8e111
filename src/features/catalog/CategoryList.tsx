import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { categoriesQuery, type Scope } from '../../api/queries/catalog';
import { CategoryTile, CategoryTileSkeleton, categorySearch } from './CategoryTile';

const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(3, minmax(0, 1fr))',
    sm: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
  gap: '4',
});

/** core §2 /categories (and /home?search=allCategories): every category of the module. */
export function CategoryList({ scope, target }: { scope: Scope; target: 'category-page' | 'home-search' }) {
  const categories = useQuery(categoriesQuery(scope));
  return (
    <section className={css({ stack: '4' })} data-testid="category-list">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>All categories</Trans>
      </h1>
      {categories.isPending ? (
        <div className={grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <CategoryTileSkeleton key={i} />
          ))}
        </div>
      ) : categories.data?.length ? (
        <ul className={grid}>
          {categories.data.map((c) => (
            <li key={c.id}>
              <CategoryTile
                category={c}
                to={
                  target === 'category-page'
                    ? {
                        to: '/category/$id',
                        params: { id: String(c.id) },
                        search: { module_id: c.module_id ?? scope.moduleId ?? undefined },
                      }
                    : { to: '/home', search: categorySearch(c, scope.moduleId) }
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>No categories found.</Trans>
        </p>
      )}
    </section>
  );
}
