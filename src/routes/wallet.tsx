import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, WalletContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/wallet')({
  component: () => (
    <AccountPage page="wallet" guest={<SignInPrompt />} testId="wallet-page">
      <WalletContent />
    </AccountPage>
  ),
});
