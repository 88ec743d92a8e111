import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { maybe, number, oneOf, searchSchema } from '../domain/searchParams';
import { widePageClass } from '../ui/surfaces';
import { CategoryItems } from '../features/catalog/CategoryItems';
import { CategoryStoresView, CategoryTabNav } from '../features/catalog/discovery/CategoryTabs';
import { categoriesQuery } from '../api/queries/catalog';
import { useScope } from '../api/scope';

/** core §2 /category/[id]?module_id; `tab=stores` opens the Stores tab (turn4 §1.5). */
const search = searchSchema({ module_id: maybe(number), tab: maybe(oneOf(['stores'])) });

export const Route = createFileRoute('/category/$id')({
  validateSearch: search,
  component: CategoryPage,
});

function CategoryPage() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const scope = useScope();
  const categoryId = Number(id);
  const name = useQuery(categoriesQuery(scope)).data?.find((c) => c.id === categoryId)?.name;
  return (
    <div className={widePageClass}>
      {tab === 'stores' ? (
        <CategoryStoresView scope={scope} categoryId={Number.isFinite(categoryId) ? categoryId : 0} title={name} />
      ) : (
        <CategoryItems
          key={categoryId}
          scope={scope}
          categoryId={Number.isFinite(categoryId) ? categoryId : 0}
          title={name}
          tabs={<CategoryTabNav value="items" />}
        />
      )}
    </div>
  );
}
