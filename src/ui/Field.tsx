import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css } from '../../styled-system/css';

export const inputClass = css({
  width: 'full',
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'fg.danger' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _readOnly: { bg: 'bg.subtle', color: 'fg.muted' },
});

export const errorClass = css({ color: 'fg.danger', fontSize: 'sm' });

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Something shown next to the input (a country picker, a show-password button). */
  addon?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input with its validation message, tied together for screen readers. */
export function Field({ label, error, addon, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const described = [input['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        {addon}
        <input
          id={inputId}
          className={inputClass}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
      {hint}
      {error ? (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
