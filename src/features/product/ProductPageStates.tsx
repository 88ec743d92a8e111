import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { Skeleton } from '../../ui/Skeleton';
import { NotFoundState } from '../../ui/NotFoundState';

export function ProductPageSkeleton() {
  return (
    <div
      className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      aria-busy="true"
    >
      <Skeleton className={css({ aspectRatio: '1', borderRadius: 'card' })} />
      <div className={css({ stack: '3' })}>
        <Skeleton className={css({ height: '4', width: '30%' })} />
        <Skeleton className={css({ height: '8', width: '80%' })} />
        <Skeleton className={css({ height: '5', width: '40%' })} />
        <Skeleton className={css({ height: '7', width: '35%' })} />
        <Skeleton className={css({ height: '20', width: 'full' })} />
      </div>
    </div>
  );
}

export function ProductNotFound() {
  return <NotFoundState testId="item-not-found" title={<Trans>This item could not be found.</Trans>} />;
}
