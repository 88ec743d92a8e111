import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt } from '../features/auth/AuthPages';
import { OrderPage } from '../features/orders/OrderPage';

/** Issue 14 /my-orders/$orderId (un-nested from /my-orders: the list is not its layout). */
export const Route = createFileRoute('/my-orders_/$orderId')({
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return <OrderPage orderId={/^\d+$/.test(orderId) ? Number(orderId) : 0} guest={<SignInPrompt />} />;
}
