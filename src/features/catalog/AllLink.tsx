import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';

const allLinkClass = css({
  alignSelf: 'flex-start',
  color: 'accent.default',
  fontSize: 'sm',
  minHeight: '11',
  display: 'inline-flex',
  alignItems: 'center',
});

/** The link at the end of one category's or campaign's page to the list of them all ("All categories"). */
export function AllLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...link} className={allLinkClass}>
      {children}
    </Link>
  );
}
