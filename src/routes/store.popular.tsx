import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { StoreList } from '../features/catalog/StoreList';
import { currentScope } from '../api/queries/catalog';

export const Route = createFileRoute('/store/popular')({
  component: () => (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <StoreList scope={currentScope()} kind="popular" />
    </div>
  ),
});
