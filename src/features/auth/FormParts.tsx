import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Field } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { useAuthConfig } from './useAuthConfig';

/** The parts every sign-in, sign-up and reset form is made of, so they look and behave alike. */

/** The note above a form's fields: what to enter, where the code went. */
export const noteClass = css({ color: 'fg.muted', fontSize: 'sm' });
/** A checkbox and its sentence on one line, a full tap target tall. */
export const checkboxLabelClass = css({ cluster: '2', minHeight: '11', fontSize: 'sm' });

const formClass = css({ stack: '3' });

/**
 * An auth form: its fields say what is wrong in our own translated words, not the browser's bubbles, and
 * `onSubmit` (useCheckedSubmit's handle) decides whether the request goes.
 */
export function AuthForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate className={formClass} onSubmit={onSubmit} data-testid={testId}>
      {children}
    </form>
  );
}

/** The form's submit button; busy while its request is out, and disabled then unless told otherwise. */
export function SubmitButton({
  busy,
  disabled = busy,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={button()} disabled={disabled} aria-busy={busy}>
      {children}
    </button>
  );
}

interface PhoneProps {
  dial: string;
  onDialChange: (dial: string) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The phone number, with the country picker when the business allows one (acc §5 Phone entry). */
export function AuthPhoneField({ dial, onDialChange, value, onChange, error }: PhoneProps) {
  const { t } = useLingui();
  const { pickerEnabled } = useAuthConfig();
  return (
    <PhoneField
      label={t`Phone number`}
      name="phone"
      dialCode={dial}
      onDialCodeChange={onDialChange}
      pickerEnabled={pickerEnabled}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A phone number or an e-mail, whichever the step asks for. */
export function ContactField({
  kind,
  emailAutoComplete,
  ...phone
}: PhoneProps & { kind: 'phone' | 'email'; emailAutoComplete?: 'email' }) {
  const { t } = useLingui();
  if (kind === 'phone') return <AuthPhoneField {...phone} />;
  return (
    <Field
      label={t`Email`}
      name="email"
      type="email"
      autoComplete={emailAutoComplete}
      dir="ltr"
      value={phone.value}
      onChange={(e) => phone.onChange(e.target.value)}
      error={phone.error}
    />
  );
}
