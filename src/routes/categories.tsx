import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { CategoryList } from '../features/catalog/CategoryList';
import { useScope } from '../api/scope';

export const Route = createFileRoute('/categories')({
  component: CategoriesPage,
});

function CategoriesPage() {
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <CategoryList scope={useScope()} target="category-page" />
    </div>
  );
}
