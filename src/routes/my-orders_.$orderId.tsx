import { createFileRoute } from '@tanstack/react-router';
import { SignInPrompt } from '../features/auth/AuthPages';
import { OrderPage } from '../features/orders/OrderPage';

/** `offline_method`: the business's offline method chosen at checkout; the order's payment form opens on it. */
export function parseOrderSearch(s: Record<string, unknown>): { offline_method?: number } {
  const method = Number(s.offline_method);
  return Number.isSafeInteger(method) && method > 0 ? { offline_method: method } : {};
}

/** Issue 14 /my-orders/$orderId (un-nested from /my-orders: the list is not its layout). */
export const Route = createFileRoute('/my-orders_/$orderId')({
  validateSearch: parseOrderSearch,
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const { offline_method } = Route.useSearch();
  return <OrderPage orderId={/^\d+$/.test(orderId) ? Number(orderId) : 0} guest={<SignInPrompt />} offlineMethodId={offline_method ?? null} />;
}
