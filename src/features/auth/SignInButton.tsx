import { Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { sendTo, useLoaded } from '../../flows/lazyActor';
import { useLoginLoader } from './authActors';
import { useLoginSettings } from './useLoginSettings';
import { lazyPart } from '../../ui/lazyPart';

const AuthModal = lazyPart(() => import('./AuthModal'));

/** Opens the auth modal; the login flow's settings come from the config. */
export function useOpenAuth() {
  const login = useLoginLoader();
  const settings = useLoginSettings();
  return (mode: 'signIn' | 'signUp' = 'signIn') => sendTo(login, { type: 'auth.open', mode, settings });
}

/** Other flows (checkout gating, Order Now) ask for sign-in with this window event: detail { mode }. */
export const OPEN_SIGN_IN_EVENT = 'storefront:open-sign-in';

/** The modal, mounted while the login flow is open (lazy: it is not part of the first load). */
function AuthModalHost() {
  const login = useLoaded(useLoginLoader());
  const openAuth = useOpenAuth();
  const open = useSelector(login, (s) => Boolean(s && !s.hasTag('closed')));
  useEffect(() => {
    const onRequest = (e: Event) =>
      openAuth((e as CustomEvent<{ mode?: string }>).detail?.mode === 'sign-up' ? 'signUp' : 'signIn');
    window.addEventListener(OPEN_SIGN_IN_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, onRequest);
  }, [openAuth]);
  return open ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}

/** acc §2 Header: guests see a Sign In button. */
export function SignInButton() {
  const open = useOpenAuth();
  return (
    <>
      <button
        type="button"
        className={`${button({ size: 'sm' })} ${css({ whiteSpace: 'nowrap', flexShrink: 0, px: { base: '2', sm: '3' } })}`}
        onClick={() => open('signIn')}
        data-testid="sign-in-button"
      >
        <Trans>Sign In</Trans>
      </button>
      <AuthModalHost />
    </>
  );
}
