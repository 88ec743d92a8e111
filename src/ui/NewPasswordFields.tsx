import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';

export type NewPassword = { password: string; confirmPassword: string };

/**
 * The new password and its confirmation, wherever a customer sets one (profile, password reset): the same names
 * and `new-password` hints, so browsers offer to save it in both places. Errors arrive already in words.
 */
export function NewPasswordFields({
  values,
  onChange,
  errors,
}: {
  values: NewPassword;
  onChange: (next: NewPassword) => void;
  errors: Partial<Record<keyof NewPassword, string>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
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
