import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { SocialCredential } from '../../../machines/auth/socialLogin.machine';
import type { SocialMedium } from '../../domain/loginMethod';
import { sendTo } from '../../flows/lazyActor';
import { configQuery } from '../../api/queries/config';
import { useLoginLoader } from './authActors';
import { useOpenAuth } from './SignInButton';
import { SOCIAL_MESSAGE } from './socialMessage';

const pageClass = css({
  maxWidth: '480px',
  mx: 'auto',
  px: '4',
  py: '10',
  stack: '4',
  textAlign: 'center',
  alignItems: 'center',
});

/** Shown to guests on the signed-in pages. */
export function SignInPrompt() {
  const open = useOpenAuth();
  return (
    <div
      className={css({ stack: '3', alignItems: 'center', py: '8', textAlign: 'center' })}
      data-testid="sign-in-prompt"
    >
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Sign in to see this page.</Trans>
      </p>
      <button type="button" className={button()} onClick={() => open('signIn')}>
        <Trans>Sign In</Trans>
      </button>
    </div>
  );
}

/** acc §2 /forgot-password: opens the forgot-password modal. */
export function ForgotPasswordPage() {
  const login = useLoginLoader();
  const open = useOpenAuth();
  const start = () => {
    open('signIn');
    sendTo(login, { type: 'auth.forgot.open' });
  };
  // The flow's settings (firebase_otp_verification among them) come from the config: open once it is here.
  const configReady = useQuery(configQuery()).isSuccess;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !configReady) return;
    started.current = true;
    start();
  });
  return (
    <section className={pageClass}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Forgot password</Trans>
      </h1>
      <button type="button" className={button()} onClick={start}>
        <Trans>Reset my password</Trans>
      </button>
    </section>
  );
}

/** /auth/social-callback: the identity provider returns here in the pop-up; the credential goes to the opener. */
export function SocialCallbackPage({ credential }: { credential: SocialCredential | null }) {
  const [sent] = useState(() => {
    const opener = window.opener as Window | null;
    if (!credential || !opener) return false;
    opener.postMessage({ type: SOCIAL_MESSAGE, credential }, window.location.origin);
    window.close();
    return true;
  });
  return (
    <section className={pageClass} data-testid="social-callback">
      <p>
        {sent ? (
          <Trans>Signed in. You can close this window.</Trans>
        ) : (
          <Trans>This sign-in window has expired. Please start again.</Trans>
        )}
      </p>
      {!sent ? (
        <Link to="/home" className={button()}>
          <Trans>Back to home</Trans>
        </Link>
      ) : null}
    </section>
  );
}

export function isSocialMedium(v: unknown): v is SocialMedium {
  return v === 'google' || v === 'facebook' || v === 'apple';
}
