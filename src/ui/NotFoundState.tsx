import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';

/**
 * Something the customer came for does not exist (an old link, a removed item): say so and offer a way on,
 * never a sentence alone. The server answers such a page 404 (src/entry-server.tsx).
 */
export function NotFoundState({ title, testId }: { title: ReactNode; testId: string }) {
  return (
    <section
      data-testid={testId}
      className={css({
        maxWidth: '560px',
        mx: 'auto',
        px: '4',
        py: '12',
        textAlign: 'center',
        stack: '4',
        alignItems: 'center',
      })}
    >
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>It may have been removed, or the link may be out of date.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Link to="/home" className={button()}>
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/search" className={button({ variant: 'outline' })}>
          <Trans>Search</Trans>
        </Link>
      </div>
    </section>
  );
}
