import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { maybe, number, searchSchema } from '../domain/searchParams';
import { css } from '../../styled-system/css';
import { CategoryItems } from '../features/catalog/CategoryItems';
import { categoriesQuery } from '../api/queries/catalog';
import { useScope } from '../api/scope';

/** core §2 /category/[id]?module_id */
const search = searchSchema({ module_id: maybe(number) });

export const Route = createFileRoute('/category/$id')({
  validateSearch: search,
  component: CategoryPage,
});

function CategoryPage() {
  const { id } = Route.useParams();
  const scope = useScope();
  const categoryId = Number(id);
  const name = useQuery(categoriesQuery(scope)).data?.find((c) => c.id === categoryId)?.name;
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <CategoryItems key={categoryId} scope={scope} categoryId={Number.isFinite(categoryId) ? categoryId : 0} title={name} />
    </div>
  );
}
