import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { showsReferCode, validateUserInfo } from '../../domain/authForms';
import { joinPhone } from '../../domain/contact';
import { Field } from '../../ui/Field';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { useErrorText } from './SignInForms';
import { useAuthConfig } from './useAuthConfig';
import { AuthForm, ContactField, noteClass, SubmitButton } from './FormParts';

/**
 * user_info / phone_modal: a name and the phone (or e-mail) still missing (acc §5 social user-info form). A new
 * customer finishing an OTP or password sign-up (askRefCode) is also offered the refer code, under sign-up's rule.
 */
export function UserInfoForm({
  needs,
  defaultName,
  busy,
  askRefCode = false,
  onSubmit,
}: {
  needs: 'phone' | 'email';
  defaultName: string;
  busy: boolean;
  askRefCode?: boolean;
  onSubmit: (name: string, contact: string, refCode: string) => void;
}) {
  const { t } = useLingui();
  const { defaultDialCode, config } = useAuthConfig();
  const showsRef = askRefCode && showsReferCode(config);
  const [refCode, setRefCode] = useState('');
  const text = useErrorText();
  const [dial, setDial] = useState(defaultDialCode);
  const [name, setName] = useState(defaultName);
  const [contact, setContact] = useState('');
  const { errors, handle } = useCheckedSubmit(() => validateUserInfo({ name, contact, dialCode: dial }, needs));
  return (
    <AuthForm
      testId="user-info"
      onSubmit={handle(() => {
        onSubmit(
          name.trim(),
          needs === 'phone' ? joinPhone(dial, contact) : contact.trim(),
          showsRef ? refCode.trim() : '',
        );
      })}
    >
      <p className={noteClass}>
        <Trans>Just one more step: tell us how to reach you.</Trans>
      </p>
      <Field
        label={t`Name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={text(errors.name)}
      />
      <ContactField
        kind={needs}
        emailAutoComplete="email"
        dial={dial}
        onDialChange={setDial}
        value={contact}
        onChange={setContact}
        error={text(errors.contact)}
      />
      {showsRef ? (
        <Field
          label={t`Refer code (optional)`}
          name="ref_code"
          value={refCode}
          onChange={(e) => setRefCode(e.target.value)}
        />
      ) : null}
      <SubmitButton busy={busy}>
        <Trans>Continue</Trans>
      </SubmitButton>
    </AuthForm>
  );
}

/** is_exist_user: an account with this e-mail exists. */
export function ExistUserView({
  name,
  image,
  busy,
  onYes,
  onNo,
}: {
  name: string;
  image: string | null | undefined;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className={css({ stack: '3', alignItems: 'center', textAlign: 'center' })} data-testid="exist-user">
      {image ? <img src={image} alt="" width={64} height={64} className={css({ borderRadius: 'full' })} /> : null}
      <p>
        <Trans>
          An account already exists for <strong>{name}</strong>. Is it you?
        </Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={onNo} disabled={busy}>
          <Trans>No</Trans>
        </button>
        <button type="button" className={button()} onClick={onYes} disabled={busy} aria-busy={busy}>
          <Trans>Yes, it’s me</Trans>
        </button>
      </div>
    </div>
  );
}
