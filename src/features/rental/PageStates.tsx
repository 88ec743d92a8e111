import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { h1, page } from './styles';

/** A rental page while its record loads: one placeholder in the page's frame, shaped like what comes. */
export function PageLoading({ shape }: { shape: string }) {
  return (
    <div className={page}>
      <Skeleton className={shape} />
    </div>
  );
}

/** A rental page whose record does not exist: its title, then what the customer can do instead. */
export function PageMissing({ testId, title, children }: { testId: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={page} data-testid={testId}>
      <h1 className={h1}>{title}</h1>
      {children}
    </div>
  );
}
