// The answer of order/place (platform-api §3.7; `total_ammount` is the platform's spelling), shared by
// store orders (order-place.ts) and parcels (parcel-order.ts).
import type { Owner } from '../request/access.ts';

/** order/place's answer; a digitally paid order carries the reference that opens its payment page (payment-pages.ts). */
export function placedAnswer(
  owner: Pick<Owner, 'id'>,
  placed: { id: number; total: number; created_at: string; paymentReference: string | null },
) {
  return {
    message: 'Order placed successfully',
    order_id: placed.id,
    total_ammount: placed.total,
    status: 'pending',
    created_at: placed.created_at,
    user_id: owner.id,
    ...(placed.paymentReference ? { payment_reference: placed.paymentReference } : {}),
  };
}
