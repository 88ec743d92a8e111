import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../api/queries/account';
import { Trans, useLingui } from '@lingui/react/macro';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { getScope } from '../../api/scope';
import { ADDRESS_LABELS, splitPhone, type AddressDraft, type AddressField, type AddressLabel, type DeliveryAddress } from '../../domain/address';
import { useAddressLogic } from '../../flows/address';
import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import { errorClass, Field } from '../../ui/Field';
import { CloseIcon } from '../../ui/icons';
import type { ActorRefFrom } from 'xstate';
import type { AddressStore, addressFormMachine } from '../../../machines/address/addressForm.machine';
import { Spinner } from './icons';
import { ADDRESS_ERRORS, LABELS } from './messages';
import { PhoneField } from '../../ui/PhoneField';
import { AddressPoint } from './AddressPoint';
import { ResetConfirmDialog } from './ResetConfirmDialog';
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

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
});
const srOnly = css({ srOnly: true });

/**
 * acc §2 Address modal: a 236 px map with "use current location", "Label As" and the address form. The map is
 * one way to set the point; the place search and the address field work without it (keyboard, screen reader).
 */
export default function AddressModal({ address, store, takeAway = false, onClose, onSaved }: AddressModalProps) {
  const { t, i18n } = useLingui();
  const logic = useAddressLogic();
  const cfg = useAddressConfig();
  const actor = useActorRef(logic.addressForm);
  useOpening(actor, { address, store, takeAway, onClose, onSaved });

  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);

  const edit = (field: AddressField) => (e: { target: { value: string } }) => actor.send({ type: 'address.edit', field, value: e.target.value });
  const err = (id: keyof typeof errors) => (errors[id] ? i18n._(ADDRESS_ERRORS[errors[id]]) : undefined);
  const guest = store === 'device';
  const editing = address?.id != null;
  // A parcel's receiver (nothing is saved): titled as such, with no Home/Office/Other label to choose.
  const receiver = store === 'none';

  return (
    <DialogRoot open onOpenChange={(d) => !d.open && actor.send({ type: 'address.close' })}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner className={css({ alignItems: { base: 'flex-end', sm: 'center' }, p: { base: '0', sm: '4' } })}>
          <DialogContent
            data-testid="address-modal"
            className={css({ maxWidth: '560px', maxHeight: { base: '94dvh', sm: '90dvh' }, overflowY: 'auto', p: { base: '4', sm: '6' }, gap: '4', borderBottomRadius: { base: '0', sm: 'card' } })}
          >
            <DialogTitle className={css({ pe: '10' })}>{receiver ? <Trans>Receiver details</Trans> : editing ? <Trans>Edit Address</Trans> : <Trans>Add New Address</Trans>}</DialogTitle>
            <DialogCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close`}>
              <CloseIcon />
            </DialogCloseTrigger>
            <form
              noValidate
              className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'address.submit' });
              }}
            >
              {takeAway ? null : <AddressPoint actor={actor} cfg={cfg} />}

              {receiver ? null : <LabelChoice draft={draft} onLabel={(label) => actor.send({ type: 'address.label', label })} onName={edit('labelName')} />}

              {takeAway ? null : (
                <Field
                  label={t`Address`}
                  name="address"
                  value={draft.address}
                  onChange={edit('address')}
                  error={err('address') ?? err('point')}
                  data-testid="address-field"
                  autoComplete="street-address"
                  dir="auto"
                />
              )}
              <Field
                label={t`Contact person name`}
                name="contact_person_name"
                value={draft.contact_person_name}
                onChange={edit('contact_person_name')}
                error={err('contact_person_name')}
                data-testid="address-name"
                autoComplete="name"
              />
              <PhoneField
                label={t`Contact person number`}
                name="contact_person_number"
                testId="address-phone"
                dialCode={draft.dialCode}
                onDialCodeChange={(v) => actor.send({ type: 'address.edit', field: 'dialCode', value: v })}
                pickerEnabled={cfg.pickerEnabled}
                value={draft.phone}
                onChange={(v) => actor.send({ type: 'address.edit', field: 'phone', value: v })}
                error={err('phone')}
              />
              {guest ? (
                <Field
                  label={t`E-mail`}
                  name="contact_person_email"
                  type="email"
                  value={draft.contact_person_email}
                  onChange={edit('contact_person_email')}
                  data-testid="address-email"
                  autoComplete="email"
                  dir="ltr"
                />
              ) : null}
              {takeAway ? null : (
                <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr 1fr' }, gap: '3' })}>
                  <Field label={t`Road`} name="road" value={draft.road} onChange={edit('road')} data-testid="address-road" />
                  <Field label={t`House`} name="house" value={draft.house} onChange={edit('house')} data-testid="address-house" />
                  <Field label={t`Floor`} name="floor" value={draft.floor} onChange={edit('floor')} data-testid="address-floor" />
                </div>
              )}
              <Field label={t`Additional information`} name="additional_information" value={draft.additional_information} onChange={edit('additional_information')} data-testid="address-additional" />

              <FormActions actor={actor} editing={editing} />
            </form>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}

/** "Label As": Home, Office or Other, and Other's own name. */
function LabelChoice({ draft, onLabel, onName }: { draft: AddressDraft; onLabel(label: AddressLabel): void; onName(e: { target: { value: string } }): void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
        <Trans>Label As</Trans>
      </legend>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {ADDRESS_LABELS.map((l) => (
          <label key={l} className={chip} data-testid={`address-label-${l}`}>
            <input type="radio" name="address-label" value={l} className={srOnly} checked={draft.label === l} onChange={() => onLabel(l)} />
            {i18n._(LABELS[l])}
          </label>
        ))}
      </div>
      {draft.label === 'other' ? <Field label={t`Label name (optional)`} name="labelName" value={draft.labelName} onChange={onName} data-testid="address-label-name" maxLength={50} /> : null}
    </fieldset>
  );
}

/** The form's problem line, Reset (which asks first) and Save / Update. */
function FormActions({ actor, editing }: { actor: ActorRefFrom<typeof addressFormMachine>; editing: boolean }) {
  const problem = useSelector(actor, (s) => s.context.problem);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const askingReset = useSelector(actor, (s) => s.hasTag('confirmingReset'));
  return (
    <>
      {problem ? (
        <p role="alert" className={errorClass} data-testid="address-problem">
          {problem}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'address.reset' })} data-testid="address-reset">
          <Trans>Reset</Trans>
        </button>
        <button type="submit" className={button()} disabled={saving} aria-busy={saving} data-testid="address-save">
          {saving ? <Spinner size={16} /> : null}
          {editing ? <Trans>Update Address</Trans> : <Trans>Save Address</Trans>}
        </button>
      </div>
      {askingReset ? (
        <ResetConfirmDialog testId="address-reset-confirm" onCancel={() => actor.send({ type: 'address.reset.cancel' })} onConfirm={() => actor.send({ type: 'address.reset.confirm' })} />
      ) : null}
    </>
  );
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
    if (!draft.contact_person_name && name) actor.send({ type: 'address.edit', field: 'contact_person_name', value: name });
    if (!draft.phone && profile.phone) actor.send({ type: 'address.edit', field: 'phone', value: splitPhone(profile.phone, draft.dialCode).phone });
  }, [actor, wanted, profile]);
}

/** Opens the form once per mount (the parent remounts the modal for another address) and reports its end. */
function useOpening(actor: ActorRefFrom<typeof addressFormMachine>, { address, store, takeAway = false, onClose, onSaved }: AddressModalProps) {
  const cfg = useAddressConfig();
  const closeRef = useRef(onClose);
  const savedRef = useRef(onSaved);
  [closeRef.current, savedRef.current] = [onClose, onSaved];
  const contactRef = useRef(useGuestContact());

  useEffect(() => {
    const sub = actor.on('saved', (e) => savedRef.current?.(e.address));
    const known = getScope().position;
    // A guest's new address starts from the contact card; the parcel's receiver is someone else.
    actor.send({ type: 'address.open', address, dialCode: cfg.dialCode, center: address ? null : known, store, takeAway, contact: store === 'device' ? contactRef.current : null });
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
