import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { INVALID, maybe, orElse, searchSchema, string, type Reader } from '../domain/searchParams';
import { TrackOrder } from '../features/orders/TrackOrder';

/** acc §2 /track-order?order_id=N&phone=… (the order-placed page links here with both filled in). */
// An order id is a number in the address (`order_id=100003`): a string would be written with quotes (`%22100003%22`).
const orderId: Reader<number> = (v) => (/^\d+$/.test(String(v)) && Number(v) > 0 ? Number(v) : INVALID);
const search = searchSchema({
  order_id: maybe(orderId),
  phone: orElse(
    string((s) => s.length <= 20),
    '',
  ),
});

export const Route = createFileRoute('/track-order')({
  validateSearch: (s: Record<string, unknown>) =>
    search({ ...s, phone: s.phone === undefined ? undefined : String(s.phone) }),
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const { order_id, phone = '' } = Route.useSearch();
  const id = order_id === undefined ? '' : String(order_id);
  const navigate = useNavigate();
  return (
    <TrackOrder
      key={`${id}|${phone}`}
      orderId={id}
      phone={phone}
      onSearch={(nextId, tel) =>
        void navigate({
          to: '/track-order',
          search: { order_id: Number(nextId) || undefined, phone: tel || undefined },
          replace: true,
        })
      }
    />
  );
}
