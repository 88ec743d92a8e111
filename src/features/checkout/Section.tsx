import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

export const card = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

/** One titled card of the checkout page. */
export function Section({ title, children, testId, className }: { title: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <section className={cx(card, className)} data-testid={testId}>
      <h2 className={css({ fontSize: 'md', fontWeight: 'bold' })}>{title}</h2>
      {children}
    </section>
  );
}

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

/** A radio choice drawn as a row (order type, payment method, schedule). */
export function Choice({ name, checked, onChange, disabled, children, testId }: { name: string; checked: boolean; onChange(): void; disabled?: boolean; children: ReactNode; testId?: string }) {
  return (
    <label className={choiceClass} data-testid={testId}>
      <input type="radio" name={name} checked={checked} onChange={onChange} disabled={disabled} className={css({ accentColor: 'accent.default', width: '4', height: '4', flexShrink: 0 })} />
      <span className={css({ flex: '1', minWidth: 0 })}>{children}</span>
    </label>
  );
}

export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const alertText = css({ fontSize: 'sm', color: 'fg.danger', fontWeight: 'medium' });
