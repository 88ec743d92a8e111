import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, searchSchema } from '../domain/searchParams';
import { CheckoutAddressPicker } from '../features/address/CheckoutAddressPicker';
import { PrescriptionOrderPage } from '../features/prescription/PrescriptionOrderPage';

/** platform-api-turn4 §5.1 /prescription-order?store_id=N: a pharmacy order from prescription images, no cart. */
const search = searchSchema({ store_id: maybe(number) });

export const Route = createFileRoute('/prescription-order')({
  validateSearch: search,
  component: PrescriptionRoute,
});

function PrescriptionRoute() {
  const { store_id } = Route.useSearch();
  // The addresses feature's picker holds the guest's contact card too (features do not import each other).
  return <PrescriptionOrderPage storeId={store_id ?? 0} AddressSlot={CheckoutAddressPicker} />;
}
