import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { addressPageQuery } from '../../api/queries/addressBook';
import { useSignedIn } from '../../api/scope';
import { useAddressLogic } from '../../flows/address';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PagedRows } from '../../ui/PagedRows';
import { Skeleton } from '../../ui/Skeleton';
import type { DeliveryAddress } from '../../domain/address';
import { AddressCard, useAddressTitle } from './AddressCard';
import { GuestAddressBody, useAddressModal } from './AddressModalHost';
import { GuestContactCard } from './GuestContactCard';
import { EditIcon, PlusIcon, TrashIcon } from './icons';
import { cardClass } from '../../ui/surfaces';
import { IconAction } from './IconAction';
import { mutedClass } from './styles';
import { useGuestAddress, useGuestContact } from './useGuestDevice';

/**
 * acc §2, §4 The address book (/profile?page=address). Signed in: the saved addresses with their type and
 * label, add, edit, and delete after a confirmation; an empty state with a way to add. A guest keeps one
 * address and a contact on the device (acc §1): both are shown and edited here.
 */
export function AddressBook() {
  const signedIn = useSignedIn();
  return (
    <section
      className={css({ stack: '4', maxWidth: '720px', mx: 'auto', width: 'full', px: '4', py: '6' })}
      data-testid="address-book"
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>My Addresses</Trans>
      </h1>
      {signedIn ? <SavedAddresses /> : <GuestAddress />}
    </section>
  );
}

function SavedAddresses() {
  const { t } = useLingui();
  const logic = useAddressLogic();
  const deleter = useActorRef(logic.addressForm);
  const confirming = useSelector(deleter, (s) => s.hasTag('confirming'));
  const deleting = useSelector(deleter, (s) => s.hasTag('deleting'));
  const modal = useAddressModal();

  const add = (
    <button type="button" className={button()} onClick={() => modal.open(null, 'server')} data-testid="address-add">
      <PlusIcon size={18} />
      <Trans>Add New Address</Trans>
    </button>
  );

  return (
    <>
      <PagedRows
        pageQuery={(page) => addressPageQuery(true, page)}
        testId="address-list"
        label={t`Saved addresses`}
        className={css({ stack: '2' })}
        more={<Trans>Load more</Trans>}
        pending={
          <div aria-busy="true" className={css({ stack: '2' })}>
            <Skeleton className={css({ height: '20' })} />
            <Skeleton className={css({ height: '20' })} />
          </div>
        }
        empty={
          <div
            className={css({ textAlign: 'center', py: '8', stack: '3', alignItems: 'center' })}
            data-testid="address-empty"
          >
            <p className={mutedClass}>
              <Trans>You have no saved addresses yet. Add one to check out faster.</Trans>
            </p>
            {add}
          </div>
        }
        before={<div>{add}</div>}
        row={(a) => (
          <AddressRow
            key={a.id}
            address={a}
            onEdit={() => modal.open(a, 'server')}
            onDelete={() => a.id != null && deleter.send({ type: 'address.delete.request', id: a.id })}
          />
        )}
      />
      {confirming ? (
        <ConfirmDialog
          testId="address-delete-confirm"
          title={<Trans>Delete this address?</Trans>}
          description={<Trans>It is removed from your saved addresses.</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          confirmVariant="danger"
          busy={deleting}
          onCancel={() => deleter.send({ type: 'address.delete.cancel' })}
          onConfirm={() => deleter.send({ type: 'address.delete.confirm' })}
        />
      ) : null}
      {modal.modal()}
    </>
  );
}

function GuestAddress() {
  const { t } = useLingui();
  const address = useGuestAddress();
  const contact = useGuestContact();
  const modal = useAddressModal();
  return (
    <>
      <GuestContactCard value={contact} onChange={() => {}} />
      <section className={cardClass} data-testid="guest-address-card" aria-label={t`Delivery address`}>
        <GuestAddressBody address={address} onOpen={modal.open} />
      </section>
      {modal.modal()}
    </>
  );
}

/** A saved address with its Edit and Delete (which asks first). */
function AddressRow({
  address,
  onEdit,
  onDelete,
}: {
  address: DeliveryAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const title = useAddressTitle();
  const name = title(address);
  return (
    <li className={cardClass} data-testid="address-item">
      <AddressCard
        address={address}
        actions={
          <>
            <IconAction label={t`Edit ${name}`} onClick={onEdit} testId="address-edit">
              {' '}
              <EditIcon size={18} />{' '}
            </IconAction>
            <IconAction label={t`Delete ${name}`} onClick={onDelete} testId="address-delete">
              {' '}
              <TrashIcon size={18} />{' '}
            </IconAction>
          </>
        }
      />
    </li>
  );
}
