import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { AddressField } from '../../domain/address';
import { useAddressLogic } from '../../flows/address';
import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { CloseIcon } from '../../ui/icons';
import { ADDRESS_ERRORS } from './messages';
import { PhoneField } from '../../ui/PhoneField';
import { AddressPoint } from './AddressPoint';
import { FormActions, LabelChoice } from './AddressFormParts';
import { useAddressConfig } from './useAddressConfig';
import { useOpening, type AddressModalProps } from './useAddressOpening';

export type { AddressModalProps } from './useAddressOpening';

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
