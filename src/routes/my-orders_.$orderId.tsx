import { createFileRoute, useLocation } from '@tanstack/react-router';
import { offlineMethodOf } from '../domain/offlineMethodLink';
import { SignInPrompt } from '../features/auth/AuthPages';
import { OrderPage } from '../features/orders/OrderPage';

/** Issue 14 /my-orders/$orderId (un-nested from /my-orders: the list is not its layout). */
export const Route = createFileRoute('/my-orders_/$orderId')({
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  // `offline_method`: the method chosen at checkout (its form opens first); read here, not in a search schema,
  // which would be in every page's first load (docs/budgets.md).
  const offlineMethodId = offlineMethodOf(useLocation({ select: (l) => l.search }));
  return (
    <OrderPage
      orderId={/^\d+$/.test(orderId) ? Number(orderId) : 0}
      guest={<SignInPrompt />}
      offlineMethodId={offlineMethodId}
    />
  );
}
