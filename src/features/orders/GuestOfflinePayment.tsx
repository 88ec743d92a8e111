import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '../../api/queries/orders';
import { OfflinePaymentPanel } from './OfflinePaymentPanel';

/**
 * turn4 §5.3–§5.5 on the order-placed page: a guest has no order page, so the order paid offline shows its
 * payment panel here (the method's details to send, correct or switch), read as Track order reads it, by
 * the order's number and the phone it was placed with. Loaded only for a guest's offline-payment order.
 */
export function GuestOfflinePayment({
  orderId,
  contactNumber,
  chosenMethodId,
}: {
  orderId: number;
  contactNumber: string;
  chosenMethodId: number | null;
}) {
  const order = useQuery(orderQuery(orderId, contactNumber));
  if (order.data?.payment_method !== 'offline_payment') return null;
  return (
    <OfflinePaymentPanel
      order={order.data}
      chosenMethodId={chosenMethodId}
      contactNumber={contactNumber}
      maySend={order.data.user_id != null}
    />
  );
}
