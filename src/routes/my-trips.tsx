import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, TripsContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/my-trips')({
  component: () => (
    <AccountPage page="my-trips" guest={<SignInPrompt />} testId="trips-page">
      <TripsContent />
    </AccountPage>
  ),
});
