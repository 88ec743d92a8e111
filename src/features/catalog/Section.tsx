import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { HydrateLater } from '../../ui/HydrateLater';

/**
 * A section the first screen of a phone never shows: the browser skips its style, layout and paint until it
 * scrolls near (issue 15: that work was a third of the rendering after the first paint of /home). The height is
 * a slider's, kept only until the section has been drawn once.
 */
const belowTheFold = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' });

const viewAllClass = css({
  color: 'accent.default',
  fontWeight: 'semibold',
  fontSize: 'sm',
  minHeight: '11',
  display: 'inline-flex',
  alignItems: 'center',
});

/**
 * A titled home section with an optional "View all" link; a deferred one is also hydrated later. `className`
 * adds the room a row keeps for its cards before they arrive.
 */
export function Section({
  title,
  viewAll,
  children,
  testId,
  deferred = false,
  className,
}: {
  title: string;
  viewAll?: ReactNode;
  children: ReactNode;
  testId?: string;
  deferred?: boolean;
  className?: string;
}) {
  const section = (
    <section className={cx(css({ stack: '3' }), deferred && belowTheFold, className)} data-testid={testId}>
      <div className={css({ cluster: '2', justifyContent: 'space-between' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        {viewAll}
      </div>
      {children}
    </section>
  );
  return deferred ? <HydrateLater>{section}</HydrateLater> : section;
}

/** The "View all" link of a section's header, whatever page it opens. */
export function ViewAll(link: LinkProps) {
  return (
    <Link {...link} className={viewAllClass}>
      <Trans>View all</Trans>
    </Link>
  );
}
