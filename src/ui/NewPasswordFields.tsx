import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';

export type NewPassword = { password: string; confirmPassword: string };

/**
 * The new password and its confirmation, wherever a customer sets one (sign-up, profile, password reset): the same
 * names and `new-password` hints, so browsers offer to save it in every place. Errors arrive already in words.
 * Sign-up calls the first one just "Password" and says the rule in its placeholder.
 */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  label,
  placeholder,
}: {
  values: NewPassword;
  onChange: (next: NewPassword) => void;
  errors: Partial<Record<keyof NewPassword, string | undefined>>;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={label ?? t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={placeholder}
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
        error={errors.password}
      />
      <Field
        label={t`Confirm password`}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => onChange({ ...values, confirmPassword: e.target.value })}
        error={errors.confirmPassword}
      />
    </>
  );
}
