import { Suspense } from 'react';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { offlineMethodOf } from '../domain/offlineMethodLink';
import { useSignedIn } from '../api/scope';
import { OrderPlaced } from '../features/checkout/OrderPlaced';
import { lazyPart } from '../ui/lazyPart';

// A guest's order paid offline sends its details here, guests having no order page; loaded only for one.
const GuestOfflinePayment = lazyPart(() =>
  import('../features/orders/GuestOfflinePayment').then((m) => ({ default: m.GuestOfflinePayment })),
);

type Outcome = 'success' | 'fail';
interface OrderPlacedSearch {
  order_id: number;
  status?: Outcome;
  flag?: Outcome;
  contact_number?: string;
  /** Back from a failed payment: the fresh single-use reference that opens the payment page again. */
  payment_reference?: string;
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
  if (typeof s.contact_number === 'string' || typeof s.contact_number === 'number')
    out.contact_number = String(s.contact_number);
  if (typeof s.payment_reference === 'string' && /^[\w-]{1,64}$/.test(s.payment_reference))
    out.payment_reference = s.payment_reference;
  return out;
}

export const Route = createFileRoute('/order-placed')({
  validateSearch: parseOrderPlacedSearch,
  component: OrderPlacedRoute,
});

function OrderPlacedRoute() {
  const s = Route.useSearch();
  // Read here, not in the search schema: the schema is in every page's first load (docs/budgets.md).
  const offlineMethodId = offlineMethodOf(useLocation({ select: (l) => l.search }));
  const outcome = s.status ?? s.flag ?? null;
  const guestPaysOffline = !useSignedIn() && Boolean(s.contact_number) && offlineMethodId !== null;
  return (
    <OrderPlaced
      key={`${s.order_id}-${outcome ?? ''}`}
      orderId={s.order_id}
      outcome={outcome}
      contactNumber={s.contact_number ?? null}
      paymentReference={s.payment_reference ?? null}
      offlineMethodId={offlineMethodId}
    >
      {guestPaysOffline ? (
        <Suspense fallback={null}>
          <GuestOfflinePayment
            orderId={s.order_id}
            contactNumber={s.contact_number!}
            chosenMethodId={offlineMethodId}
          />
        </Suspense>
      ) : null}
    </OrderPlaced>
  );
}
