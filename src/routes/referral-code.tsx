import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';
import { ReferralContent } from '../features/wallet/ReferralContent';

export const Route = createFileRoute('/referral-code')({
  component: () => (
    <AccountPage page="referral-code" guest={<SignInPrompt />} testId="referral-page">
      <ReferralContent />
    </AccountPage>
  ),
});
