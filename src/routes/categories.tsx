import { createFileRoute } from '@tanstack/react-router';
import { widePageClass } from '../ui/surfaces';
import { CategoryList } from '../features/catalog/CategoryList';
import { useScope } from '../api/scope';

export const Route = createFileRoute('/categories')({
  component: CategoriesPage,
});

function CategoriesPage() {
  return (
    <div className={widePageClass}>
      <CategoryList scope={useScope()} target="category-page" />
    </div>
  );
}
