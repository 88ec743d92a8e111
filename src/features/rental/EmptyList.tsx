import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { muted } from './styles';

/** A list with nothing in it: what the customer reads, then the way on (a link or a button). */
export function EmptyList({ testId, message, children }: { testId: string; message: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ py: '8', textAlign: 'center', stack: '3', alignItems: 'center' })} data-testid={testId}>
      <p className={muted}>{message}</p>
      {children}
    </div>
  );
}
