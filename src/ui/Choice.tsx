import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

const choiceClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '11',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'bg.subtle', fontWeight: 'semibold' },
  '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus' },
});

/** A radio choice drawn as a card row (checkout's order type, payment and schedule; the parcel's payer and payment). */
export function Choice({
  name,
  checked,
  onChange,
  disabled,
  children,
  testId,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label className={choiceClass} data-testid={testId}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className={css({ accentColor: 'accent.default', width: '4', height: '4', flexShrink: 0 })}
      />
      <span className={css({ flex: '1', minWidth: 0 })}>{children}</span>
    </label>
  );
}
