import { Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { profileQuery } from '../../api/queries/account';
import { savedAddressesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import {
  addressesInZone,
  currentLocationAddress,
  isSelectedAddress,
  SELECTED_ADDRESS_TYPE,
  type CheckoutAddressSlotProps,
  type DeliveryAddress,
} from '../../domain/address';
import { GuestAddressBody, useAddressModal } from './AddressModalHost';
import { GuestContactCard } from './GuestContactCard';
import { SavedAddressOptions, SelectedAddressCard } from './SelectedAddressCard';
import { cardClass } from '../../ui/surfaces';
import { useGuestAddress, useGuestContact } from './useGuestDevice';
import { lazyPart } from '../../ui/lazyPart';

const SavedAddressesModal = lazyPart(() => import('./SavedAddressesModal'));

const same = (a: DeliveryAddress | null, b: DeliveryAddress | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * acc §2 Checkout address picker, composed by the checkout route: heading "Delivery Addresses"; signed in, the
 * selected address with an edit icon (none on the current location, the pseudo type) and "View Saved Address" (the saved addresses of the store's zone only);
 * a guest gives a contact and an address kept on the device. In take-away mode no address is collected.
 */
export function CheckoutAddressPicker(props: CheckoutAddressSlotProps) {
  return (
    <section
      className={css({ stack: '3' })}
      data-testid="checkout-address-picker"
      aria-labelledby="delivery-addresses-title"
    >
      <h2 id="delivery-addresses-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {props.title ?? <Trans>Delivery Addresses</Trans>}
      </h2>
      {props.signedIn ? <SignedInPicker {...props} /> : <GuestPicker {...props} />}
    </section>
  );
}

function SignedInPicker({
  storeZoneId,
  orderType,
  selected: chosen,
  onSelect,
  saveAddress,
  onSaveAddressChange,
}: CheckoutAddressSlotProps) {
  const saved = useQuery(savedAddressesQuery(true)).data as DeliveryAddress[] | undefined;
  const offered = useMemo(() => addressesInZone(saved ?? [], storeZoneId), [saved, storeZoneId]);
  const [choosing, setChoosing] = useState(false);
  const modal = useAddressModal();
  const takeAway = orderType === 'take_away';
  // Until checkout has taken the current location (an effect, after the first paint), the card shows it
  // already: the server's page and the first paint hold the address the order is about to go to.
  const current = useCurrentLocationAddress(chosen, onSelect);
  const selected = chosen ?? current;

  const unsaved = selected !== null && selected.id == null;
  const store = selected?.id != null ? 'server' : saveAddress ? 'server' : 'none';

  return (
    <>
      <SelectedAddressCard
        selected={selected}
        takeAway={takeAway}
        onAdd={() => modal.open(null, saveAddress ? 'server' : 'none')}
        onEdit={(a) => modal.open(a, store)}
      />
      {takeAway ? null : (
        <SavedAddressOptions
          unsaved={unsaved}
          saveAddress={saveAddress}
          onSaveAddressChange={onSaveAddressChange}
          noneSaved={Boolean(saved) && offered.length === 0}
          onView={() => setChoosing(true)}
        />
      )}
      {choosing ? (
        <Suspense fallback={null}>
          <SavedAddressesModal
            addresses={offered}
            current={selected?.id ?? null}
            onCancel={() => setChoosing(false)}
            onSelect={(a) => {
              onSelect(a);
              setChoosing(false);
            }}
          />
        </Suspense>
      ) : null}
      {modal.modal(
        (a) => onSelect({ ...a, zone_ids: a.zone_ids?.length ? a.zone_ids : (selected?.zone_ids ?? []) }),
        takeAway,
      )}
    </>
  );
}

/**
 * core §9: until one is chosen, the order goes to the current location (the pseudo type 'Selected Address'),
 * with the customer's name and phone as its contact.
 */
function useCurrentLocationAddress(
  selected: DeliveryAddress | null,
  onSelect: CheckoutAddressSlotProps['onSelect'],
): DeliveryAddress | null {
  const scope = useScope();
  const profile = useQuery(profileQuery(true)).data;
  const current = useMemo(() => currentLocationAddress(scope, profile), [scope, profile]);
  useEffect(() => {
    if (!current) return;
    if (!selected) return onSelect(current);
    // The profile may answer after the current location was taken: its name and phone fill the blanks.
    const name = !selected.contact_person_name && current.contact_person_name;
    const phone = !selected.contact_person_number && current.contact_person_number;
    if (isSelectedAddress(selected) && selected.id == null && (name || phone))
      onSelect({
        ...selected,
        contact_person_name: selected.contact_person_name || current.contact_person_name,
        contact_person_number: selected.contact_person_number || current.contact_person_number,
      });
  }, [selected, current, onSelect]);
  return current;
}

function GuestPicker({ orderType, selected, onSelect }: CheckoutAddressSlotProps) {
  const address = useGuestAddress();
  const contact = useGuestContact();
  const modal = useAddressModal();
  const takeAway = orderType === 'take_away';

  // The order goes to the guest's address with the guest's contact (name, phone, e-mail) as its contact person.
  const merged = useMemo<DeliveryAddress | null>(() => {
    if (takeAway)
      return contact
        ? { address_type: SELECTED_ADDRESS_TYPE, address: '', latitude: '', longitude: '', ...contact }
        : null;
    if (!address) return null;
    return contact ? { ...address, ...contact } : address;
  }, [address, contact, takeAway]);
  useEffect(() => {
    if (!same(merged, selected)) onSelect(merged);
  }, [merged, selected, onSelect]);

  return (
    <>
      <GuestContactCard value={contact} onChange={() => {}} />
      {takeAway ? null : (
        <div className={cardClass} data-testid="guest-address-card">
          <GuestAddressBody address={address} onOpen={modal.open} />
        </div>
      )}
      {modal.modal()}
    </>
  );
}
