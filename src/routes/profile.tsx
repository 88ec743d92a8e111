import { createFileRoute } from '@tanstack/react-router';
import { maybe, oneOf, orElse, searchSchema, string } from '../domain/searchParams';
import { ProfilePage } from '../features/account/ProfilePage';
import { Suspense } from 'react';
import { AccountPage } from '../features/account/AccountPages';
import { WalletContent } from '../features/wallet/WalletContent';
import { SignInPrompt } from '../features/auth/AuthPages';
import OtpDialog from '../features/auth/OtpDialog';
import { useAuthConfig } from '../features/auth/useAuthConfig';
import { AddressBook } from '../features/address/AddressBook';

/** acc §2 /profile: query page = profile-settings, inbox, wallet or a menu entry name (the wallet top-up returns to page=wallet). */
const search = searchSchema({
  page: orElse(string(), 'profile-settings'),
  /** The wallet top-up's return: the payment page appends flag=success|fail. */
  flag: maybe(oneOf(['success', 'fail'])),
});

export const Route = createFileRoute('/profile')({
  validateSearch: search,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { page, flag } = Route.useSearch();
  const { demo } = useAuthConfig();
  // acc §2 address book; a guest sees the address and contact kept on the device.
  if (page === 'address') return <AddressBook />;
  if (page === 'wallet')
    return (
      <AccountPage page="wallet" guest={<SignInPrompt />} testId="wallet-page">
        <Suspense>
          <WalletContent flag={flag ?? null} />
        </Suspense>
      </AccountPage>
    );
  return (
    <ProfilePage
      guest={<SignInPrompt />}
      renderOtp={(actor, onCancel) => <OtpDialog actor={actor} onCancel={onCancel} demo={demo} />}
    />
  );
}
