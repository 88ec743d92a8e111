import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { otpMachine } from '../../../machines/auth/otp.machine';
import { configQuery } from '../../api/queries/config';
import type { User } from '../../api/types';
import { validateProfile, type FormErrorId, type ProfileValues } from '../../domain/authForms';
import { sanitizePhoneInput } from '../../domain/contact';
import { isPhoneLocked, profileAsksPassword } from '../../domain/profile';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/ConfirmDialog';
import { useAccountActors } from './accountActors';
import { profileErrorMessages } from './messages';
import { useProfile } from './useProfile';
import { Field as AccountField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { readingColumnClass } from '../../ui/surfaces';
import { ProfileDashboard } from './ProfileDashboard';
import { ProfilePhoto, useProfilePhoto } from './ProfilePhoto';

export type ProfileOtpActor = ActorRefFrom<typeof otpMachine>;

interface ProfilePageProps {
  /** Shown to guests (the route composes the sign-in prompt). */
  guest: ReactNode;
  /** The OTP dialog (from the auth feature), composed by the route. */
  renderOtp: (actor: ProfileOtpActor, onCancel: () => void) => ReactNode;
}

const nameOf = (u: User) => [u.f_name, u.l_name].filter(Boolean).join(' ');

/** core §2 Profile edit form and §4 Profile update, with account deletion. */
export function ProfilePage({ guest, renderOtp }: ProfilePageProps) {
  const { signedIn, data: profile, isPending } = useProfile();
  if (!signedIn) return <>{guest}</>;
  if (isPending || !profile) return <div className={readingColumnClass} aria-busy="true" />;
  return <ProfileEditor key={profile.id} profile={profile} renderOtp={renderOtp} />;
}

function ProfileEditor({ profile, renderOtp }: { profile: User; renderOtp: ProfilePageProps['renderOtp'] }) {
  const { i18n } = useLingui();
  const { profileLogic } = useAccountActors();
  const actor = useActorRef(profileLogic, { input: {} });
  const state = useSelector(actor, (s) => s);
  const config = useQuery(configQuery()).data;
  const manualLogin = profileAsksPassword(config);
  const phoneLocked = isPhoneLocked(profile);
  const current = { name: nameOf(profile), email: profile.email ?? '', phone: profile.phone ?? '' };
  const [values, setValues] = useState<ProfileValues>({
    ...current,
    password: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const photo = useProfilePhoto();
  const { errors, handle, reset } = useCheckedSubmit(() => validateProfile(values, manualLogin));
  const text = (id: FormErrorId | undefined) =>
    id && profileErrorMessages[id] ? i18n._(profileErrorMessages[id]!) : undefined;
  const busy = state.hasTag('busy');

  const otp = state.children.otp as ProfileOtpActor | undefined;
  return (
    <section className={readingColumnClass} aria-labelledby="profile-title">
      <h1 id="profile-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Profile Settings</Trans>
      </h1>
      <ProfileDashboard profile={profile} />
      <form
        noValidate
        data-testid="profile-form"
        className={css({ stack: '4' })}
        onSubmit={handle(() => {
          const { name, email, phone, password, currentPassword } = values;
          actor.send({
            type: 'profile.save',
            current,
            draft: { name, email, phone, password, currentPassword, image: photo.image },
          });
          // The draft carries the passwords; the form does not keep them.
          setValues({ ...values, password: '', confirmPassword: '', currentPassword: '' });
          reset();
        })}
      >
        <ProfilePhoto profile={profile} preview={photo.preview} error={text(photo.error)} onFile={photo.pick} />
        <ProfileFields
          values={values}
          setValues={setValues}
          text={(id) => text(errors[id])}
          phoneLocked={phoneLocked}
          manualLogin={manualLogin}
        />
        <button type="submit" className={button()} disabled={busy} aria-busy={busy}>
          <Trans>Update profile</Trans>
        </button>
      </form>
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          onClick={() => actor.send({ type: 'profile.delete.request' })}
          data-testid="delete-account"
        >
          <Trans>Delete account</Trans>
        </button>
      </div>
      {state.hasTag('otp') && otp ? renderOtp(otp, () => actor.send({ type: 'profile.otp.cancel' })) : null}
      {state.hasTag('deletionDialog') ? (
        <DeleteAccountDialog
          busy={state.hasTag('busy')}
          onCancel={() => actor.send({ type: 'profile.delete.cancel' })}
          onConfirm={() => actor.send({ type: 'profile.delete.confirm' })}
        />
      ) : null}
    </section>
  );
}

type FieldsProps = {
  values: ProfileValues;
  setValues: (values: ProfileValues) => void;
  /** The message for a field's error, if it has one. */
  text: (field: keyof ProfileValues) => string | undefined;
  phoneLocked: boolean;
  manualLogin: boolean;
};

/** Name, email, phone (read-only once verified), and the password fields where sign-in is by password. */
function ProfileFields({ values, setValues, text, phoneLocked, manualLogin }: FieldsProps) {
  const { t } = useLingui();
  // A field's name, value, edits and error are all keyed by the same profile value.
  const bind = (field: 'name' | 'email' | 'phone', clean = (typed: string) => typed) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: clean(e.target.value) }),
    error: text(field),
  });
  return (
    <>
      <AccountField label={t`Name`} autoComplete="name" {...bind('name')} />
      <AccountField label={t`Email`} type="email" dir="ltr" autoComplete="email" {...bind('email')} />
      <AccountField
        label={t`Phone`}
        type="tel"
        dir="ltr"
        inputMode="tel"
        readOnly={phoneLocked}
        aria-describedby={phoneLocked ? 'phone-locked' : undefined}
        {...bind('phone', sanitizePhoneInput)}
        hint={
          phoneLocked ? (
            <p id="phone-locked" className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              <Trans>Not Changeable</Trans>
            </p>
          ) : null
        }
      />
      {manualLogin ? (
        <>
          <NewPasswordFields
            values={values}
            onChange={(next) => setValues({ ...values, ...next })}
            errors={{ password: text('password'), confirmPassword: text('confirmPassword') }}
          />
          <AccountField
            label={t`Current password`}
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword ?? ''}
            onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
            error={text('currentPassword')}
          />
        </>
      ) : null}
    </>
  );
}

/** Deleting the account asks first; the page gives the answers and whether the deletion runs. */
function DeleteAccountDialog(answers: Pick<ConfirmDialogProps, 'busy' | 'onCancel' | 'onConfirm'>) {
  return (
    <ConfirmDialog
      testId="delete-dialog"
      title={<Trans>Delete your account?</Trans>}
      description={<Trans>Your profile, addresses, wallet and wishlist will be removed. This cannot be undone.</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      confirmVariant="danger"
      {...answers}
    />
  );
}
