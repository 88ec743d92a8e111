import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';

/** The count bubble on a header icon (cart, wishlist, the notification bell); hidden from screen readers. */
export const countClass = css({
  position: 'absolute',
  top: '0.5',
  insetEnd: '0.5',
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'fg.danger',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

export interface IconBadgeButtonProps {
  icon: ReactNode;
  /** Shown on the icon when above 0; the label must say it too (the number is hidden from screen readers). */
  count: number;
  label: string;
  title: string;
  expanded: boolean;
  onClick: () => void;
  testId: string;
  countTestId: string;
}

/** A header icon button that opens a panel, with a count bubble (cart, wishlist). */
export function IconBadgeButton({
  icon,
  count,
  label,
  title,
  expanded,
  onClick,
  testId,
  countTestId,
}: IconBadgeButtonProps) {
  return (
    <button
      type="button"
      className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ position: 'relative' })}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      title={title}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
      {count > 0 ? (
        <span className={countClass} aria-hidden="true" data-testid={countTestId}>
          {count}
        </span>
      ) : null}
    </button>
  );
}
