import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';

export function NotFound() {
  return (
    <section
      className={css({
        maxWidth: '560px',
        mx: 'auto',
        px: '4',
        py: '16',
        textAlign: 'center',
        stack: '4',
        alignItems: 'center',
      })}
      data-testid="not-found"
    >
      <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent.default' })} aria-hidden="true">
        404
      </p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/home" className={button()}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
