import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

export const card = css({ layerStyle: 'surface', borderRadius: 'card', p: '4', stack: '3' });

/** One titled card of the checkout page; `titleId` lets a choice inside take the title as its name. */
export function Section({
  title,
  children,
  testId,
  className,
  titleId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
  titleId?: string;
}) {
  return (
    <section className={cx(card, className)} data-testid={testId}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const alertText = css({ fontSize: 'sm', color: 'fg.danger', fontWeight: 'medium' });
