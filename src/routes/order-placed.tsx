import { createFileRoute } from '@tanstack/react-router';
import { OrderPlaced } from '../features/checkout/OrderPlaced';

type Outcome = 'success' | 'fail';
interface OrderPlacedSearch {
  order_id: number;
  status?: Outcome;
  flag?: Outcome;
  contact_number?: string;
  /** Back from a failed payment: the fresh single-use reference that opens the payment page again. */
  payment_reference?: string;
  /** The business's offline method chosen at checkout: the order's page asks for its details. */
  offline_method?: number;
}

const outcomeOf = (v: unknown): Outcome | undefined => (v === 'success' || v === 'fail' ? v : undefined);

/**
 * /order-placed?order_id=N[&status=success|fail][&contact_number=…] (the contract's order result page). The
 * payment page comes back with `flag=success|fail` (the gateways' name for it), read like `status`.
 */
export function parseOrderPlacedSearch(s: Record<string, unknown>): OrderPlacedSearch {
  const id = Number(s.order_id);
  const out: OrderPlacedSearch = { order_id: Number.isSafeInteger(id) && id > 0 ? id : 0 };
  const status = outcomeOf(s.status);
  const flag = outcomeOf(s.flag);
  if (status) out.status = status;
  if (flag) out.flag = flag;
  if (typeof s.contact_number === 'string' || typeof s.contact_number === 'number') out.contact_number = String(s.contact_number);
  if (typeof s.payment_reference === 'string' && /^[\w-]{1,64}$/.test(s.payment_reference)) out.payment_reference = s.payment_reference;
  const method = Number(s.offline_method);
  if (Number.isSafeInteger(method) && method > 0) out.offline_method = method;
  return out;
}

export const Route = createFileRoute('/order-placed')({
  validateSearch: parseOrderPlacedSearch,
  component: OrderPlacedRoute,
});

function OrderPlacedRoute() {
  const s = Route.useSearch();
  const outcome = s.status ?? s.flag ?? null;
  return (
    <OrderPlaced
      key={`${s.order_id}-${outcome ?? ''}`}
      orderId={s.order_id}
      outcome={outcome}
      contactNumber={s.contact_number ?? null}
      paymentReference={s.payment_reference ?? null}
      offlineMethodId={s.offline_method ?? null}
    />
  );
}
