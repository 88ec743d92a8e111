import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, LoyaltyContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/loyalty-points')({
  component: () => (
    <AccountPage page="loyalty-points" guest={<SignInPrompt />} testId="loyalty-page">
      <LoyaltyContent />
    </AccountPage>
  ),
});
