import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { AddressField } from '../../domain/address';
import { useAddressLogic } from '../../flows/address';
import { ADDRESS_ERRORS } from './messages';
import { useAddressConfig } from './useAddressConfig';
import { useOpening, type AddressModalProps } from './useAddressOpening';

/** The address modal's wiring: its form machine, opened with the address, and its draft, edits and errors. */
export function useAddressForm({ address, store, takeAway = false, onClose, onSaved }: AddressModalProps) {
  const { i18n } = useLingui();
  const logic = useAddressLogic();
  const cfg = useAddressConfig();
  const actor = useActorRef(logic.addressForm);
  useOpening(actor, { address, store, takeAway, onClose, onSaved });

  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);

  const edit = (field: AddressField) => (e: { target: { value: string } }) =>
    actor.send({ type: 'address.edit', field, value: e.target.value });
  const err = (id: keyof typeof errors) => (errors[id] ? i18n._(ADDRESS_ERRORS[errors[id]]) : undefined);
  return { actor, cfg, draft, edit, err };
}

export type AddressFormView = ReturnType<typeof useAddressForm>;
