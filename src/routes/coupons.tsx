import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, CouponsContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/coupons')({
  component: () => (
    <AccountPage page="coupons" guest={<SignInPrompt />} testId="coupons-page">
      <CouponsContent />
    </AccountPage>
  ),
});
