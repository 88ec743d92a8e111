import type { ReactNode } from 'react';
import { button } from '../../../styled-system/recipes';

/** An action on an address card (edit, delete, add): an icon button named for what it does. */
export function IconAction({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'icon' })}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
