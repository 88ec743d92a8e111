import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { loginMethodMachine } from '../../../machines/auth/loginMethod.machine';
import { socialMedia, type LoginConfig, type SocialMedium } from '../../domain/loginMethod';
import { useAuthActors } from './authActors';
import { ManualSignInForm, OtpPhoneForm, linkButton } from './SignInForms';

const SOCIAL_LABEL: Record<SocialMedium, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

function SocialButtons({ config, busy }: { config: LoginConfig | null; busy: boolean }) {
  const { t } = useLingui();
  const { login } = useAuthActors();
  return (
    <div className={css({ stack: '2' })} data-testid="social-sign-in">
      {socialMedia(config).map((medium) => {
        const name = SOCIAL_LABEL[medium];
        return (
          <button
            key={medium}
            type="button"
            className={button({ variant: 'outline' })}
            disabled={busy}
            onClick={() => login.send({ type: 'login.social.start', medium })}
          >
            {t`Continue with ${name}`}
          </button>
        );
      })}
    </div>
  );
}

/** acc §2: no sign-in method is on. */
function HelpScreen({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={css({ stack: '3', textAlign: 'center', py: '4' })} data-testid="auth-help">
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        <Trans>Sorry, Something Went Wrong</Trans>
      </p>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Please try again after some time or Contact with our support team.</Trans>
      </p>
      <Link to="/help-and-support" className={button()} onClick={onNavigate}>
        <Trans>Help & Support</Trans>
      </Link>
    </div>
  );
}

function Divider() {
  return (
    <p className={css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
      <Trans>or</Trans>
    </p>
  );
}

/** acc §4 Login-method status: the views of the sign-in mode. */
export function SignInView({
  config,
  busy,
  manualOn,
}: {
  config: LoginConfig | null;
  busy: boolean;
  manualOn: boolean;
}) {
  const { login } = useAuthActors();
  const [state, send] = useMachine(loginMethodMachine, { input: { config } });
  useEffect(() => send({ type: 'loginMethod.config.change', config }), [config, send]);

  if (state.hasTag('show.help')) return <HelpScreen onNavigate={() => login.send({ type: 'auth.close' })} />;

  const password = state.hasTag('show.password');
  const phone = state.hasTag('show.phone');
  const social = state.hasTag('show.social');

  return (
    <div className={css({ stack: '3' })}>
      {password ? <ManualSignInForm busy={busy} /> : null}
      {phone ? <OtpPhoneForm busy={busy} /> : null}
      {state.hasTag('offer.otp') ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => send({ type: 'loginMethod.otp.choose' })}
        >
          <Trans>Sign in with OTP</Trans>
        </button>
      ) : null}
      {state.hasTag('offer.back') ? (
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => send({ type: 'loginMethod.otp.back' })}
        >
          <Trans>Go Back</Trans>
        </button>
      ) : null}
      {social ? (
        <>
          {password || phone ? <Divider /> : null}
          <SocialButtons config={config} busy={busy} />
        </>
      ) : null}
      {manualOn ? (
        <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
          <Trans>Don’t have an account?</Trans>{' '}
          <button type="button" className={linkButton} onClick={() => login.send({ type: 'auth.mode.signUp' })}>
            <Trans>Sign Up</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
