import { createFileRoute } from '@tanstack/react-router';
import { widePageClass } from '../ui/surfaces';
import { StoreList } from '../features/catalog/StoreList';
import { useScope } from '../api/scope';

export const Route = createFileRoute('/store/popular')({
  component: PopularStoresPage,
});

function PopularStoresPage() {
  return (
    <div className={widePageClass}>
      <StoreList scope={useScope()} kind="popular" />
    </div>
  );
}
