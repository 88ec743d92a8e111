import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { orElse, searchSchema, string } from '../domain/searchParams';
import { TrackOrder } from '../features/orders/TrackOrder';

/** acc §2 /track-order?order_id=N&phone=… (the order-placed page links here with both filled in). */
const search = searchSchema({
  order_id: orElse(string((s) => /^\d*$/.test(s)), ''),
  phone: orElse(string((s) => s.length <= 20), ''),
});

export const Route = createFileRoute('/track-order')({
  validateSearch: (s: Record<string, unknown>) => search({ ...s, order_id: s.order_id === undefined ? undefined : String(s.order_id), phone: s.phone === undefined ? undefined : String(s.phone) }),
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const { order_id = '', phone = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <TrackOrder
      key={`${order_id}|${phone}`}
      orderId={order_id}
      phone={phone}
      onSearch={(id, tel) => void navigate({ to: '/track-order', search: { order_id: id, phone: tel }, replace: true })}
    />
  );
}
