import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { socialLoginMachine } from '../../../machines/auth/socialLogin.machine';
import type { forgotPasswordMachine } from '../../../machines/auth/forgotPassword.machine';
import { DialogCloseButton, DialogFrame, DialogTitle } from '../../ui/Dialog';
import { useAuthActors } from './authActors';
import { useAuthConfig } from './useAuthConfig';
import { SignInView } from './SignInView';
import { SignUpForm } from './SignUpForm';
import { ExistUserView, UserInfoForm } from './StepViews';
import { ForgotPasswordView } from './ForgotPasswordView';
import type { OtpActor } from './OtpDialog';
import { lazyPart } from '../../ui/lazyPart';

const OtpDialog = lazyPart(() => import('./OtpDialog'));

type SocialActor = ActorRefFrom<typeof socialLoginMachine>;
type ForgotActor = ActorRefFrom<typeof forgotPasswordMachine>;

/** acc §2 Auth modal: modes sign-in, sign-up, phone_modal, user_info, is_exist_user, and the forgot-password steps. */
export default function AuthModal() {
  const { t } = useLingui();
  const { login } = useAuthActors();
  const { config, demo, manualOn } = useAuthConfig();
  const snapshot = useSelector(login, (s) => s);
  const busy = snapshot.hasTag('busy');
  const close = () => login.send({ type: 'auth.close' });

  if (snapshot.hasTag('screen.otp')) {
    const otp = snapshot.children.otp as OtpActor | undefined;
    return otp ? (
      <Suspense fallback={null}>
        <OtpDialog actor={otp} demo={demo} onCancel={() => login.send({ type: 'login.otp.cancel' })} />
      </Suspense>
    ) : null;
  }

  let title: string;
  let body: React.ReactNode;
  let mode: string;
  const social = snapshot.children.social as SocialActor | undefined;
  const forgot = snapshot.children.forgot as ForgotActor | undefined;
  if (snapshot.hasTag('screen.social') && social) {
    mode = 'social';
    title = t`Sign In`;
    body = <SocialStep actor={social} />;
  } else if (snapshot.hasTag('screen.forgot') && forgot) {
    mode = 'forgot';
    title = t`Forgot password`;
    body = <ForgotPasswordView actor={forgot} onBack={() => login.send({ type: 'auth.forgot.close' })} />;
  } else if (snapshot.hasTag('screen.userInfo')) {
    mode = 'user_info';
    title = t`Complete your profile`;
    body = (
      <UserInfoForm
        needs={snapshot.context.infoNeeds}
        defaultName=""
        busy={busy}
        askRefCode
        onSubmit={(name, contact, refCode) => login.send({ type: 'login.info.submit', name, contact, refCode })}
      />
    );
  } else if (snapshot.hasTag('screen.existUser')) {
    mode = 'is_exist_user';
    title = t`Is it you?`;
    const user = snapshot.context.result?.is_exist_user;
    body = (
      <ExistUserView
        name={user?.name ?? ''}
        image={user?.image}
        busy={busy}
        onYes={() => login.send({ type: 'login.existing.confirm' })}
        onNo={() => login.send({ type: 'login.existing.decline' })}
      />
    );
  } else if (snapshot.context.mode === 'signUp') {
    mode = 'sign-up';
    title = t`Sign Up`;
    body = <SignUpForm busy={busy} />;
  } else {
    mode = 'sign-in';
    title = t`Sign In`;
    body = <SignInView config={config} busy={busy} manualOn={manualOn} />;
  }

  return (
    <DialogFrame
      data-testid="auth-modal"
      data-mode={mode}
      className={css({ maxHeight: '100dvh', overflowY: 'auto' })}
      onClose={close}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogCloseButton label={t`Close`} />
      {body}
    </DialogFrame>
  );
}

/** The social flow inside the modal: waiting for the provider, is_exist_user, phone_modal. */
function SocialStep({ actor }: { actor: SocialActor }) {
  const state = useSelector(actor, (s) => s);
  if (state.hasTag('existUser') || (state.hasTag('signingIn') && state.context.verified)) {
    const user = state.context.result?.is_exist_user;
    return (
      <ExistUserView
        name={user?.name ?? ''}
        image={user?.image}
        busy={state.hasTag('busy')}
        onYes={() => actor.send({ type: 'social.existing.confirm' })}
        onNo={() => actor.send({ type: 'social.existing.decline' })}
      />
    );
  }
  if (state.hasTag('userInfo')) {
    return (
      <div data-testid="phone-modal">
        <UserInfoForm
          needs={state.context.needs}
          defaultName={state.context.credential?.name ?? ''}
          busy={state.hasTag('busy')}
          onSubmit={(name, contact) => actor.send({ type: 'social.info.submit', name, contact })}
        />
      </div>
    );
  }
  return (
    <p className={css({ textAlign: 'center', color: 'fg.muted', py: '6' })} role="status">
      <Trans>Waiting for the sign-in window…</Trans>
    </p>
  );
}
