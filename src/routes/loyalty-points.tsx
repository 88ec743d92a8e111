import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';
import { LoyaltyContent } from '../features/wallet/LoyaltyContent';

export const Route = createFileRoute('/loyalty-points')({
  component: () => (
    <AccountPage page="loyalty-points" guest={<SignInPrompt />} testId="loyalty-page">
      <Suspense>
        <LoyaltyContent />
      </Suspense>
    </AccountPage>
  ),
});
