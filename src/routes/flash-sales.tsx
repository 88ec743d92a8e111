import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { FlashSalesPage } from '../features/catalog/discovery/FlashSalesPage';
import { useScope } from '../api/scope';

/** turn4 §3.5 /flash-sales (the platform's client's path). */
export const Route = createFileRoute('/flash-sales')({
  component: FlashSales,
});

function FlashSales() {
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <FlashSalesPage scope={useScope()} />
    </div>
  );
}
