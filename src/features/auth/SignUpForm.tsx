import { useState, type ChangeEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { showsReferCode, validateSignUp, type SignUpValues } from '../../domain/authForms';
import { joinPhone } from '../../domain/contact';
import { Field, errorClass } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { linkButton, useErrorText } from './SignInForms';
import { useAuthActors } from './authActors';
import { useAuthConfig } from './useAuthConfig';
import { AuthForm, AuthPhoneField, checkboxLabelClass, SubmitButton } from './FormParts';

/** acc §2/§5 Sign-up: every field's rule; submit stays disabled until the terms are accepted. */
export function SignUpForm({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  const { login } = useAuthActors();
  const { config, defaultDialCode } = useAuthConfig();
  const text = useErrorText();
  const [dial, setDial] = useState(defaultDialCode);
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    refCode: '',
    terms: false,
  });
  const { errors, handle } = useCheckedSubmit(() => validateSignUp({ ...values, dialCode: dial }));
  const set = (patch: Partial<SignUpValues>) => setValues({ ...values, ...patch });
  // A field's name, value, edits and error are all keyed by the same sign-up value.
  const bind = (field: 'name' | 'email') => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    error: text(errors[field]),
  });
  return (
    <AuthForm
      testId="sign-up"
      onSubmit={handle(() => {
        login.send({
          type: 'login.submit',
          request: {
            method: 'signUp',
            name: values.name,
            email: values.email,
            phone: joinPhone(dial, values.phone),
            password: values.password,
            confirmPassword: values.confirmPassword,
            refCode: values.refCode,
          },
        });
      })}
    >
      <Field label={t`Name`} autoComplete="name" {...bind('name')} />
      <Field label={t`Email`} type="email" autoComplete="email" dir="ltr" {...bind('email')} />
      <AuthPhoneField
        dial={dial}
        onDialChange={setDial}
        value={values.phone}
        onChange={(phone) => set({ phone })}
        error={text(errors.phone)}
      />
      <NewPasswordFields
        label={t`Password`}
        // acc §5's placeholder; 8 is also the rule a new password is held to (NEW_PASSWORD_MIN explains why).
        placeholder={t`8+ characters required`}
        values={values}
        onChange={({ password, confirmPassword }) => set({ password, confirmPassword })}
        errors={{ password: text(errors.password), confirmPassword: text(errors.confirmPassword) }}
      />
      {showsReferCode(config) ? (
        <Field
          label={t`Refer code (optional)`}
          name="ref_code"
          value={values.refCode}
          onChange={(e) => set({ refCode: e.target.value })}
        />
      ) : null}
      <TermsAgreement checked={values.terms} error={text(errors.terms)} onChange={(terms) => set({ terms })} />
      <SubmitButton busy={busy} disabled={!values.terms || busy}>
        <Trans>Sign Up</Trans>
      </SubmitButton>
      <SignInInstead onSignIn={() => login.send({ type: 'auth.mode.signIn' })} />
    </AuthForm>
  );
}

/** The terms box and its sentence, and why the form was refused without it. */
function TermsAgreement({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      {/* The box and its sentence on one line: the sentence wraps within itself, never below the box. */}
      <label className={checkboxLabelClass}>
        <input
          type="checkbox"
          className={css({ flexShrink: 0 })}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        <span className={css({ flex: '1', minWidth: '0' })}>
          <Trans>
            I agree with all the{' '}
            <Link to="/terms-and-conditions" target="_blank" className={linkButton}>
              Terms & Conditions
            </Link>
          </Trans>
        </span>
      </label>
      {error ? (
        <p className={errorClass} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function SignInInstead({ onSignIn }: { onSignIn: () => void }) {
  return (
    <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
      <Trans>Already have an account?</Trans>{' '}
      <button type="button" className={linkButton} onClick={onSignIn}>
        <Trans>Sign In</Trans>
      </button>
    </p>
  );
}
