import { createFileRoute } from '@tanstack/react-router';
import { widePageClass } from '../ui/surfaces';
import { StoreList } from '../features/catalog/StoreList';
import { useScope } from '../api/scope';

export const Route = createFileRoute('/store/latest')({
  component: LatestStoresPage,
});

function LatestStoresPage() {
  return (
    <div className={widePageClass}>
      <StoreList scope={useScope()} kind="latest" />
    </div>
  );
}
