import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';

export const pageClass = css({ maxWidth: '640px', mx: 'auto', px: '4', py: '6', display: 'flex', flexDirection: 'column', gap: '5' });

const inputClass = css({
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
  _readOnly: { bg: 'bg.subtle', color: 'fg.muted' },
});

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function AccountField({ label, error, hint, id, ...input }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const described = [input['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <input id={inputId} className={inputClass} {...input} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint}
      {error ? (
        <p id={errorId} role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
