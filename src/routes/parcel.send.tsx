import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, searchSchema } from '../domain/searchParams';
import { css, cx } from '../../styled-system/css';
import { widePageClass } from '../ui/surfaces';
import { useScope } from '../api/scope';
import { CheckoutAddressPicker } from '../features/address/CheckoutAddressPicker';
import { SendParcel, type ParcelAddressSlots } from '../features/parcel/SendParcel';
import { lazyPart } from '../ui/lazyPart';

const AddressModal = lazyPart(() => import('../features/address/AddressModal'));

/** issue 17: the address feature's parts, given to the parcel page (features do not import each other). */
const slots: ParcelAddressSlots = {
  Sender: (props) => <CheckoutAddressPicker {...props} />,
  ReceiverModal: ({ address, onClose, onSaved }) => (
    <Suspense fallback={null}>
      <AddressModal address={address} store="none" onClose={onClose} onSaved={onSaved} />
    </Suspense>
  ),
};

const sendSearch = searchSchema({ category_id: maybe(number) });

export const Route = createFileRoute('/parcel/send')({
  validateSearch: sendSearch,
  component: SendParcelPage,
});

const page = cx(widePageClass, css({ stack: '4' }));

function SendParcelPage() {
  const scope = useScope();
  const { category_id } = Route.useSearch();
  return (
    <div className={page}>
      <SendParcel key={category_id ?? 0} scope={scope} categoryId={category_id ?? null} slots={slots} />
    </div>
  );
}
