import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, InboxContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/settings')({
  component: () => (
    <AccountPage page="settings" guest={<SignInPrompt />} testId="settings-page">
      <InboxContent />
    </AccountPage>
  ),
});
