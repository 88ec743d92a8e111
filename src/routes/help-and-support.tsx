import { createFileRoute } from '@tanstack/react-router';
import { HelpAndSupportPage } from '../features/account/SupportPages';
import { ChatWithSupportLink } from '../features/inbox/support';

export const Route = createFileRoute('/help-and-support')({
  component: () => <HelpAndSupportPage chat={<ChatWithSupportLink variant="solid" />} />,
});
