import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { otpMachine } from '../../../machines/auth/otp.machine';
import { configQuery } from '../../api/queries/config';
import type { User } from '../../api/types';
import { validateImage, validateProfile, type FormErrorId, type ProfileValues } from '../../domain/authForms';
import { sanitizePhoneInput } from '../../domain/contact';
import { isPhoneLocked, profileAsksPassword } from '../../domain/profile';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAccountActors } from './accountActors';
import { profileErrorMessages } from './messages';
import { useProfile } from './useProfile';
import { Field as AccountField } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { pageClass } from './pageLayout';
import { ProfileDashboard } from './ProfileDashboard';

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
  if (isPending || !profile) return <div className={pageClass} aria-busy="true" />;
  return <ProfileEditor key={profile.id} profile={profile} renderOtp={renderOtp} />;
}

function ProfileEditor({ profile, renderOtp }: { profile: User; renderOtp: ProfilePageProps['renderOtp'] }) {
  const { t, i18n } = useLingui();
  const { profileLogic } = useAccountActors();
  const actor = useActorRef(profileLogic, { input: {} });
  const state = useSelector(actor, (s) => s);
  const config = useQuery(configQuery()).data;
  const manualLogin = profileAsksPassword(config);
  const phoneLocked = isPhoneLocked(profile);
  const current = { name: nameOf(profile), email: profile.email ?? '', phone: profile.phone ?? '' };
  const [values, setValues] = useState<ProfileValues>({ ...current, password: '', confirmPassword: '', currentPassword: '' });
  const photo = useProfilePhoto();
  const { errors, handle, reset } = useCheckedSubmit(() => validateProfile(values, manualLogin));
  const text = (id: FormErrorId | undefined) => (id && profileErrorMessages[id] ? i18n._(profileErrorMessages[id]!) : undefined);
  const busy = state.hasTag('busy');

  const otp = state.children.otp as ProfileOtpActor | undefined;
  return (
    <section className={pageClass} aria-labelledby="profile-title">
      <h1 id="profile-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Profile Settings</Trans>
      </h1>
      <ProfileDashboard profile={profile} />
      <form
        noValidate
        data-testid="profile-form"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={handle(() => {
          const { name, email, phone, password, currentPassword } = values;
          actor.send({ type: 'profile.save', current, draft: { name, email, phone, password, currentPassword, image: photo.image } });
          // The draft carries the passwords; the form does not keep them.
          setValues({ ...values, password: '', confirmPassword: '', currentPassword: '' });
          reset();
        })}
      >
        <ProfilePhoto profile={profile} preview={photo.preview} error={text(photo.error)} onFile={photo.pick} />
        <AccountField label={t`Name`} name="name" autoComplete="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} error={text(errors.name)} />
        <AccountField
          label={t`Email`}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
          error={text(errors.email)}
        />
        <AccountField
          label={t`Phone`}
          name="phone"
          type="tel"
          dir="ltr"
          inputMode="tel"
          value={values.phone}
          readOnly={phoneLocked}
          aria-describedby={phoneLocked ? 'phone-locked' : undefined}
          onChange={(e) => setValues({ ...values, phone: sanitizePhoneInput(e.target.value) })}
          error={text(errors.phone)}
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
            <NewPasswordFields values={values} onChange={(next) => setValues({ ...values, ...next })} errors={{ password: text(errors.password), confirmPassword: text(errors.confirmPassword) }} />
            <AccountField
              label={t`Current password`}
              name="current_password"
              type="password"
              autoComplete="current-password"
              value={values.currentPassword ?? ''}
              onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
              error={text(errors.currentPassword)}
            />
          </>
        ) : null}
        <button type="submit" className={button()} disabled={busy} aria-busy={busy}>
          <Trans>Update profile</Trans>
        </button>
      </form>
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}>
        <button type="button" className={button({ variant: 'danger' })} onClick={() => actor.send({ type: 'profile.delete.request' })} data-testid="delete-account">
          <Trans>Delete account</Trans>
        </button>
      </div>
      {state.hasTag('otp') && otp ? renderOtp(otp, () => actor.send({ type: 'profile.otp.cancel' })) : null}
      {state.hasTag('deletionDialog') ? (
        <ConfirmDialog
          testId="delete-dialog"
          title={<Trans>Delete your account?</Trans>}
          description={<Trans>Your profile, addresses, wallet and wishlist will be removed. This cannot be undone.</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          confirmVariant="danger"
          busy={state.hasTag('busy')}
          onCancel={() => actor.send({ type: 'profile.delete.cancel' })}
          onConfirm={() => actor.send({ type: 'profile.delete.confirm' })}
        />
      ) : null}
    </section>
  );
}

/** The photo chosen to upload (checked first: type and size), and a preview of it while it is kept. */
function useProfilePhoto() {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<FormErrorId | undefined>();
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const pick = (file: File) => {
    const problem = validateImage(file);
    setError(problem);
    setImage(problem ? null : file);
  };
  return { image, error, preview, pick };
}

/** The photo (or the initials), Change photo with the accepted files, and why a chosen file was refused. */
function ProfilePhoto({ profile, preview, error, onFile }: { profile: User; preview: string | null; error: string | undefined; onFile: (file: File) => void }) {
  return (
    <>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
        {(preview ?? profile.image_full_url) ? (
          <img
            src={preview ?? profile.image_full_url ?? undefined}
            alt=""
            width={80}
            height={80}
            className={css({ width: '20', height: '20', borderRadius: 'full', objectFit: 'cover', bg: 'bg.subtle', flexShrink: 0 })}
          />
        ) : (
          <span
            aria-hidden
            className={css({
              width: '20',
              height: '20',
              borderRadius: 'full',
              bg: 'accent.default',
              color: 'accent.fg',
              display: 'grid',
              placeItems: 'center',
              fontSize: '2xl',
              fontWeight: 'bold',
              flexShrink: 0,
            })}
          >
            {(profile.f_name?.[0] ?? '') + (profile.l_name?.[0] ?? '')}
          </span>
        )}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label className={button({ variant: 'outline', size: 'sm' })}>
            <Trans>Change photo</Trans>
            <input
              type="file"
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              className={css({ srOnly: true })}
              data-testid="profile-photo"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                e.target.value = '';
                if (file) onFile(file);
              }}
            />
          </label>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            <Trans>JPG, PNG, JPEG or GIF · max 2 MB · ratio 1:1</Trans>
          </p>
        </div>
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </>
  );
}
