import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ProfilePage } from '../features/account/ProfilePage';
import { AccountPage, WalletContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';
import OtpDialog from '../features/auth/OtpDialog';
import { useAuthConfig } from '../features/auth/useAuthConfig';

/** acc §2 /profile: query page = profile-settings, inbox, wallet or a menu entry name (the wallet top-up returns to page=wallet). */
const search = z.object({ page: z.optional(z.catch(z.string(), 'profile-settings')) });

export const Route = createFileRoute('/profile')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { page } = Route.useSearch();
  const { demo } = useAuthConfig();
  if (page === 'wallet')
    return (
      <AccountPage page="wallet" guest={<SignInPrompt />} testId="wallet-page">
        <WalletContent />
      </AccountPage>
    );
  return <ProfilePage guest={<SignInPrompt />} renderOtp={(actor, onCancel) => <OtpDialog actor={actor} onCancel={onCancel} demo={demo} />} />;
}
