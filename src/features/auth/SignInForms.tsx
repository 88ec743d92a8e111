import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { validateOtpLogin, validateSignIn, type FormErrorId } from '../../domain/authForms';
import { parseRemembered } from '../../domain/authFlow';
import { classifyContact, joinPhone, normalizePhone } from '../../domain/contact';
import { readRemembered } from '../../api/scope';
import { Field } from '../../ui/Field';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { formErrorMessages } from './messages';
import { useAuthActors } from './authActors';
import { useAuthConfig } from './useAuthConfig';
import { AuthForm, AuthPhoneField, checkboxLabelClass, SubmitButton } from './FormParts';

export const linkButton = css({
  color: 'accent.default',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  minHeight: '11',
  px: '1',
  _hover: { textDecoration: 'underline' },
});

export function useErrorText() {
  const { i18n } = useLingui();
  return (id: FormErrorId | undefined) => (id ? i18n._(formErrorMessages[id]) : undefined);
}

/** acc §5 Sign-in: e-mail or phone and password, "Remember me" (userDatafor), "Forgot password?". */
export function ManualSignInForm({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  const { login } = useAuthActors();
  const text = useErrorText();
  const { defaultDialCode } = useAuthConfig();
  const remembered = parseRemembered(readRemembered());
  const [values, setValues] = useState({
    emailOrPhone: remembered?.email_or_phone ?? '',
    password: '',
    remember: Boolean(remembered),
  });
  const { errors, handle } = useCheckedSubmit(() => validateSignIn(values));
  return (
    <AuthForm
      onSubmit={handle(() => {
        // A local number ('01711223344') is read in the config's country; '+' alone would make it '+01711…'.
        const emailOrPhone =
          classifyContact(values.emailOrPhone) === 'phone'
            ? normalizePhone(values.emailOrPhone, defaultDialCode)
            : values.emailOrPhone;
        login.send({ type: 'login.submit', request: { method: 'manual', ...values, emailOrPhone } });
      })}
      testId="manual-sign-in"
    >
      <Field
        label={t`Email or phone`}
        name="email_or_phone"
        autoComplete="username"
        value={values.emailOrPhone}
        onChange={(e) => setValues({ ...values, emailOrPhone: e.target.value })}
        error={text(errors.emailOrPhone)}
        dir="auto"
      />
      <Field
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t`6+ characters required`}
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={text(errors.password)}
      />
      <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <label className={checkboxLabelClass}>
          <input
            type="checkbox"
            checked={values.remember}
            onChange={(e) => setValues({ ...values, remember: e.target.checked })}
          />
          <Trans>Remember me</Trans>
        </label>
        <button type="button" className={linkButton} onClick={() => login.send({ type: 'auth.forgot.open' })}>
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <SubmitButton busy={busy}>
        <Trans>Sign In</Trans>
      </SubmitButton>
    </AuthForm>
  );
}

/** acc §5 OTP login: a phone number (required, 10 digits); the server texts the code. */
export function OtpPhoneForm({ busy }: { busy: boolean }) {
  const { login } = useAuthActors();
  const { defaultDialCode } = useAuthConfig();
  const text = useErrorText();
  const [dial, setDial] = useState(defaultDialCode);
  const [phone, setPhone] = useState('');
  const { errors, handle } = useCheckedSubmit(() => validateOtpLogin({ phone, dialCode: dial }));
  return (
    <AuthForm
      onSubmit={handle(() => {
        login.send({ type: 'login.submit', request: { method: 'otp', phone: joinPhone(dial, phone) } });
      })}
      testId="otp-sign-in"
    >
      <AuthPhoneField dial={dial} onDialChange={setDial} value={phone} onChange={setPhone} error={text(errors.phone)} />
      <SubmitButton busy={busy}>
        <Trans>Get OTP</Trans>
      </SubmitButton>
    </AuthForm>
  );
}
