import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPages';
import { SignInPrompt } from '../features/auth/AuthPages';
import { OrdersList } from '../features/orders/OrdersList';

export const Route = createFileRoute('/my-orders')({
  component: () => (
    <AccountPage page="my-orders" guest={<SignInPrompt />} testId="orders-page">
      <OrdersList />
    </AccountPage>
  ),
});
