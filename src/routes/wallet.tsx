import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';
import { WalletContent } from '../features/wallet/WalletContent';

export const Route = createFileRoute('/wallet')({
  component: () => (
    <AccountPage page="wallet" guest={<SignInPrompt />} testId="wallet-page">
      <Suspense>
        <WalletContent flag={null} />
      </Suspense>
    </AccountPage>
  ),
});
