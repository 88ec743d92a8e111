import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';

/** A titled home section with an optional "View all" link. */
export function Section({ title, viewAll, children, testId }: { title: string; viewAll?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid={testId}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        {viewAll}
      </div>
      {children}
    </section>
  );
}

export function ViewAll({ to, search }: { to: '/store/latest' | '/store/popular' | '/categories'; search?: Record<string, unknown> }) {
  return (
    <Link to={to} search={search as never} className={css({ color: 'accent.default', fontWeight: 'semibold', fontSize: 'sm', minHeight: '11', display: 'inline-flex', alignItems: 'center' })}>
      <Trans>View all</Trans>
    </Link>
  );
}
