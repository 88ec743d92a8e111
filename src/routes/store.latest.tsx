import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { StoreList } from '../features/catalog/StoreList';
import { useScope } from '../api/scope';

export const Route = createFileRoute('/store/latest')({
  component: LatestStoresPage,
});

function LatestStoresPage() {
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <StoreList scope={useScope()} kind="latest" />
    </div>
  );
}
