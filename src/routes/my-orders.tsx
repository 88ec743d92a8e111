import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, OrdersContent } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';

export const Route = createFileRoute('/my-orders')({
  component: () => (
    <AccountPage page="my-orders" guest={<SignInPrompt />} testId="orders-page">
      <OrdersContent />
    </AccountPage>
  ),
});
