import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { DeliveryAddress } from '../../domain/address';
import type { AddressStore } from '../../../machines/address/addressForm.machine';
import { AddressCard } from './AddressCard';
import { EditIcon, PlusIcon } from './icons';
import { mutedClass } from './styles';
import { lazyPart } from '../../ui/lazyPart';

// What checkout and the parcel's pickers share with the address book, apart from it: the book's delete
// confirmation (a dialog) is no part of a checkout's first load.
const AddressModal = lazyPart(() => import('./AddressModal'));

interface Editing {
  address: DeliveryAddress | null;
  store: AddressStore;
  /** Remounts the modal for each opening. */
  key: number;
}

/** The address modal, opened for one address (or a new one) at a time. */
export function useAddressModal() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = (address: DeliveryAddress | null, store: AddressStore) =>
    setEditing({ address, store, key: Date.now() });
  const modal = (onSaved?: (a: DeliveryAddress) => void, takeAway = false) =>
    editing ? (
      <Suspense fallback={null}>
        <AddressModal
          key={editing.key}
          address={editing.address}
          store={editing.store}
          takeAway={takeAway}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      </Suspense>
    ) : null;
  return { open, modal };
}

/** The guest's own address (kept on the device) or the way to add one: in the address book and the checkout picker. */
export function GuestAddressBody({
  address,
  onOpen,
}: {
  address: DeliveryAddress | null;
  onOpen: (address: DeliveryAddress | null, store: AddressStore) => void;
}) {
  const { t } = useLingui();
  return address ? (
    <AddressCard
      address={address}
      testId="guest-address"
      actions={
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          aria-label={t`Edit address`}
          onClick={() => onOpen(address, 'device')}
          data-testid="guest-address-edit"
        >
          <EditIcon size={18} />
        </button>
      }
    />
  ) : (
    <div className={css({ stack: '3', alignItems: 'flex-start' })}>
      <p className={mutedClass}>
        <Trans>Please add your delivery address</Trans>
      </p>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={() => onOpen(null, 'device')}
        data-testid="guest-address-add"
      >
        <PlusIcon size={18} />
        <Trans>Add New Address</Trans>
      </button>
    </div>
  );
}
