import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { profileQuery } from '../../api/queries/account';
import { getScope } from '../../api/scope';
import { splitPhone, type DeliveryAddress } from '../../domain/address';
import type { AddressStore, addressFormMachine } from '../../../machines/address/addressForm.machine';
import { useAddressConfig } from './useAddressConfig';
import { useGuestContact } from './useGuestDevice';

export interface AddressModalProps {
  /** The address to edit (a saved one has an id), or null to add one. */
  address: DeliveryAddress | null;
  store: AddressStore;
  takeAway?: boolean;
  onClose: () => void;
  onSaved?: (address: DeliveryAddress) => void;
}

/**
 * A signed-in customer's own name and phone in a new address's blank contact fields (a guest's come from the
 * contact card): at once when the profile is cached, else when it answers; never over what was typed.
 */
function useProfileContact(actor: ActorRefFrom<typeof addressFormMachine>, wanted: boolean) {
  const profile = useQuery(profileQuery(wanted)).data;
  useEffect(() => {
    if (!wanted || !profile) return;
    const { draft } = actor.getSnapshot().context;
    const name = [profile.f_name, profile.l_name].filter(Boolean).join(' ');
    if (!draft.contact_person_name && name)
      actor.send({ type: 'address.edit', field: 'contact_person_name', value: name });
    if (!draft.phone && profile.phone)
      actor.send({ type: 'address.edit', field: 'phone', value: splitPhone(profile.phone, draft.dialCode).phone });
  }, [actor, wanted, profile]);
}

/** Opens the form once per mount (the parent remounts the modal for another address) and reports its end. */
export function useOpening(
  actor: ActorRefFrom<typeof addressFormMachine>,
  { address, store, takeAway = false, onClose, onSaved }: AddressModalProps,
) {
  const cfg = useAddressConfig();
  const closeRef = useRef(onClose);
  const savedRef = useRef(onSaved);
  [closeRef.current, savedRef.current] = [onClose, onSaved];
  const contactRef = useRef(useGuestContact());

  useEffect(() => {
    const sub = actor.on('saved', (e) => savedRef.current?.(e.address));
    const known = getScope().position;
    // A guest's new address starts from the contact card; the parcel's receiver is someone else.
    actor.send({
      type: 'address.open',
      address,
      dialCode: cfg.dialCode,
      center: address ? null : known,
      store,
      takeAway,
      contact: store === 'device' ? contactRef.current : null,
    });
    const closed = actor.subscribe((s) => s.hasTag('closed') && closeRef.current());
    return () => {
      sub.unsubscribe();
      closed.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the opening above: a new address to keep in the book starts with the customer's own name and phone.
  useProfileContact(actor, store === 'server' && !address);
}
