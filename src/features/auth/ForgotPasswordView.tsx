import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { forgotPasswordMachine, ResetMethod } from '../../../machines/auth/forgotPassword.machine';
import { validateCode, validateForgotRequest, validateNewPassword } from '../../domain/authForms';
import { joinPhone, maskContact } from '../../domain/contact';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { linkButton, useErrorText } from './SignInForms';
import { useAuthConfig } from './useAuthConfig';
import { DEMO_OTP } from './demoOtp';
import { AuthForm, ContactField, noteClass, SubmitButton } from './FormParts';

type ForgotActor = ActorRefFrom<typeof forgotPasswordMachine>;

/** acc §2 forgot-password modal: request a code, the 6-digit code, the new password. */
export function ForgotPasswordView({ actor, onBack }: { actor: ForgotActor; onBack: () => void }) {
  const step = useSelector(actor, (s) => (s.hasTag('step.request') ? 0 : s.hasTag('step.code') ? 1 : 2));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <div data-testid="forgot-password" data-step={step}>
      {step === 0 ? (
        <RequestStep actor={actor} busy={busy} onBack={onBack} />
      ) : step === 1 ? (
        <CodeStep actor={actor} busy={busy} />
      ) : (
        <PasswordStep actor={actor} busy={busy} />
      )}
    </div>
  );
}

function RequestStep({ actor, busy, onBack }: { actor: ForgotActor; busy: boolean; onBack: () => void }) {
  const { t } = useLingui();
  const { defaultDialCode } = useAuthConfig();
  const text = useErrorText();
  const [method, setMethod] = useState<ResetMethod>('phone');
  const [contact, setContact] = useState('');
  // The same country picker as sign-in's phone field (acc §5 Phone entry).
  const [dial, setDial] = useState(defaultDialCode);
  const { errors, handle } = useCheckedSubmit(() => validateForgotRequest({ method, contact }));
  return (
    <AuthForm
      onSubmit={handle(() => {
        actor.send({
          type: 'forgot.request.submit',
          method,
          contact: method === 'phone' ? joinPhone(dial, contact) : contact,
        });
      })}
    >
      <p className={noteClass}>
        <Trans>Enter your phone number or e-mail to receive a verification code.</Trans>
      </p>
      <div role="radiogroup" aria-label={t`Send the code by`} className={css({ display: 'flex', gap: '4' })}>
        {(['phone', 'email'] as const).map((m) => (
          <label key={m} className={css({ cluster: '2', minHeight: '11' })}>
            <input
              type="radio"
              name="verification_method"
              checked={method === m}
              onChange={() => (setMethod(m), setContact(''))}
            />
            {m === 'phone' ? <Trans>Phone</Trans> : <Trans>Email</Trans>}
          </label>
        ))}
      </div>
      <ContactField
        kind={method}
        dial={dial}
        onDialChange={setDial}
        value={contact}
        onChange={setContact}
        error={text(errors.contact)}
      />
      <SubmitButton busy={busy}>
        <Trans>Send code</Trans>
      </SubmitButton>
      <button type="button" className={linkButton} onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </button>
    </AuthForm>
  );
}

function CodeStep({ actor, busy }: { actor: ForgotActor; busy: boolean }) {
  const { t } = useLingui();
  const { demo } = useAuthConfig();
  const text = useErrorText();
  const contact = useSelector(actor, (s) => s.context.contact);
  const [code, setCode] = useState('');
  const { errors, handle } = useCheckedSubmit(() => validateCode(code));
  return (
    <AuthForm
      onSubmit={handle(() => {
        actor.send({ type: 'forgot.code.submit', code });
      })}
    >
      <p className={noteClass}>
        <Trans>
          Enter the 6-digit code sent to <bdi dir="ltr">{maskContact(contact)}</bdi>
        </Trans>
      </p>
      <Field
        label={t`Verification code`}
        name="reset_token"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={text(errors.code)}
      />
      {demo ? (
        <p className={noteClass} data-testid="forgot-demo-hint">
          <Trans>For demo purpose use otp {DEMO_OTP}</Trans>
        </p>
      ) : null}
      <SubmitButton busy={busy}>
        <Trans>Verify</Trans>
      </SubmitButton>
      <div className={css({ display: 'flex', justifyContent: 'space-between' })}>
        <button type="button" className={linkButton} onClick={() => actor.send({ type: 'forgot.back' })}>
          <Trans>Change number or e-mail</Trans>
        </button>
        <button
          type="button"
          className={linkButton}
          onClick={() => actor.send({ type: 'forgot.code.resend' })}
          disabled={busy}
        >
          <Trans>Resend</Trans>
        </button>
      </div>
    </AuthForm>
  );
}

function PasswordStep({ actor, busy }: { actor: ForgotActor; busy: boolean }) {
  const text = useErrorText();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { errors, handle } = useCheckedSubmit(() => validateNewPassword(values));
  return (
    <AuthForm
      onSubmit={handle(() => {
        actor.send({ type: 'forgot.password.submit', ...values });
      })}
    >
      <NewPasswordFields
        values={values}
        onChange={setValues}
        errors={{ password: text(errors.password), confirmPassword: text(errors.confirmPassword) }}
      />
      <SubmitButton busy={busy}>
        <Trans>Reset password</Trans>
      </SubmitButton>
    </AuthForm>
  );
}
