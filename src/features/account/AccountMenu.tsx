import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes/button';
import { LogoutIcon } from '../../ui/icons';
import { sendTo } from '../../flows/lazyActor';
import { useLogoutLoader } from './accountActors';
import { useSignedIn } from '../../api/scope';
import { useProfile } from './useProfile';
import { lazyPart } from '../../ui/lazyPart';

// The signed-in menu (profile, account modules, its entries) loads for signed-in customers only; until it
// has, a blank of the avatar button's size holds its place.
const ProfileMenu = lazyPart(() => import('./ProfileMenu'));

/** acc §2 Header: the profile menu for a signed-in customer, else what the guest sees (the Sign In button). */
export function AccountEntry({ guest }: { guest: ReactNode }) {
  const signedIn = useSignedIn();
  return signedIn ? (
    <>
      <ProfileFromFirstPaint />
      <Suspense fallback={<span aria-hidden className={button({ variant: 'ghost', size: 'icon' })} />}>
        <ProfileMenu />
      </Suspense>
    </>
  ) : (
    <>{guest}</>
  );
}

/**
 * The signed-in customer's profile is asked for from the first paint, as when the menu was in the first load:
 * views that take it once (the parcel sender's and the checkout's selected address) find it there.
 */
function ProfileFromFirstPaint() {
  useProfile();
  return null;
}

/** core §2 Mobile side drawer: Logout (asks for confirmation), for signed-in customers. */
export function DrawerLogout() {
  const signedIn = useSignedIn();
  const logout = useLogoutLoader();
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className={button({ variant: 'outline' })}
      onClick={() => sendTo(logout, { type: 'logout.request' })}
      data-testid="drawer-logout"
    >
      <LogoutIcon /> <Trans>Logout</Trans>
    </button>
  );
}
