import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { GuestContact } from '../../domain/address';
import { useAddressLogic } from '../../flows/address';
import { Field } from '../../ui/Field';
import { CONTACT_ERRORS } from './messages';
import { PhoneField } from '../../ui/PhoneField';
import { useAddressConfig } from './useAddressConfig';
import { ResetConfirmDialog } from './ResetConfirmDialog';
import { AddressDialog } from './AddressDialog';

interface GuestContactModalProps {
  contact: GuestContact | null;
  onClose: () => void;
  onSaved: (c: GuestContact) => void;
}

/** acc §2 The guest contact modal: name, phone and e-mail (all required), Reset and Save; kept on the device. */
export default function GuestContactModal(props: GuestContactModalProps) {
  const { t } = useLingui();
  const { actor, cfg, draft, err, textField, askingReset } = useGuestContactForm(props);

  return (
    <AddressDialog
      testId="guest-contact-modal"
      className={css({
        maxWidth: '480px',
        maxHeight: '94dvh',
      })}
      title={<Trans>Contact Info</Trans>}
      description={<Trans>Please enter your contact info</Trans>}
      onDismiss={() => actor.send({ type: 'contact.close' })}
    >
      <form
        noValidate
        className={css({ stack: '4' })}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'contact.save' });
        }}
      >
        <Field label={t`Name`} autoComplete="name" {...textField('contact_person_name')} data-testid="contact-name" />
        <PhoneField
          label={t`Phone`}
          name="contact_person_number"
          testId="contact-phone"
          dialCode={draft.dialCode}
          onDialCodeChange={(v) => actor.send({ type: 'contact.edit', field: 'dialCode', value: v })}
          pickerEnabled={cfg.pickerEnabled}
          value={draft.phone}
          onChange={(v) => actor.send({ type: 'contact.edit', field: 'phone', value: v })}
          error={err('contact_person_number')}
        />
        <Field
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...textField('contact_person_email')}
          data-testid="contact-email"
        />
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => actor.send({ type: 'contact.reset' })}
            data-testid="contact-reset"
          >
            <Trans>Reset</Trans>
          </button>
          <button type="submit" className={button()} data-testid="contact-save">
            <Trans>Save</Trans>
          </button>
        </div>
        {askingReset ? (
          <ResetConfirmDialog
            testId="contact-reset-confirm"
            onCancel={() => actor.send({ type: 'contact.reset.cancel' })}
            onConfirm={() => actor.send({ type: 'contact.reset.confirm' })}
          />
        ) : null}
      </form>
    </AddressDialog>
  );
}

/** The modal's wiring: its contact machine, opened once with the stored contact, and its draft and errors. */
function useGuestContactForm({ contact, onClose, onSaved }: GuestContactModalProps) {
  const { i18n } = useLingui();
  const logic = useAddressLogic();
  const cfg = useAddressConfig();
  const actor = useActorRef(logic.guestContact);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;

  useEffect(() => {
    const sub = actor.on('saved', (e) => savedRef.current(e.contact));
    actor.send({ type: 'contact.open', contact, dialCode: cfg.dialCode });
    const closed = actor.subscribe((s) => s.hasTag('closed') && closeRef.current());
    return () => {
      sub.unsubscribe();
      closed.unsubscribe();
    };
    // Opened once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);
  const askingReset = useSelector(actor, (s) => s.hasTag('confirmingReset'));
  const err = (k: keyof typeof errors) => (errors[k] ? i18n._(CONTACT_ERRORS[errors[k]]) : undefined);
  // A text field of the form: its name, what it shows, its edits and its error.
  const textField = (field: 'contact_person_name' | 'contact_person_email') => ({
    name: field,
    value: draft[field],
    onChange: (e: { target: { value: string } }) => actor.send({ type: 'contact.edit', field, value: e.target.value }),
    error: err(field),
  });
  return { actor, cfg, draft, err, textField, askingReset };
}
