import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { cardClass } from '../../ui/surfaces';

export const sectionClass = cardClass;
const h2 = css({ fontWeight: 'bold' });
export const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
export const amountClass = css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', flexShrink: 0 });

/** One card of an order's page. */
export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={sectionClass} data-testid={testId}>
      <h2 className={h2}>{title}</h2>
      {children}
    </section>
  );
}
