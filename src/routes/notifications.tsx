import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { SignInPrompt } from '../features/auth/AuthPages';

/** turn4 §4.4 /notifications: the customer's notifications (the header bell opens it). */
export const Route = createFileRoute('/notifications')({
  component: () => <NotificationsPage guest={<SignInPrompt />} />,
});
