import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { Field } from '../../ui/Field';
import { AddressPoint } from './AddressPoint';
import { FormActions, LabelChoice } from './AddressFormParts';
import { AddressDialog } from './AddressDialog';
import { BuildingFields, ContactFields } from './AddressFields';
import { useAddressForm } from './useAddressForm';
import type { AddressModalProps } from './useAddressOpening';

export type { AddressModalProps } from './useAddressOpening';

/**
 * acc §2 Address modal: a 236 px map with "use current location", "Label As" and the address form. The map is
 * one way to set the point; the place search and the address field work without it (keyboard, screen reader).
 */
export default function AddressModal(props: AddressModalProps) {
  const { address, store, takeAway = false } = props;
  const { t } = useLingui();
  const form = useAddressForm(props);
  const { actor, cfg, draft, edit, err } = form;
  const guest = store === 'device';
  const editing = address?.id != null;
  // A parcel's receiver (nothing is saved): titled as such, with no Home/Office/Other label to choose.
  const receiver = store === 'none';

  return (
    <AddressDialog
      testId="address-modal"
      className={css({
        maxWidth: '560px',
        maxHeight: { base: '94dvh', sm: '90dvh' },
      })}
      title={
        receiver ? (
          <Trans>Receiver details</Trans>
        ) : editing ? (
          <Trans>Edit Address</Trans>
        ) : (
          <Trans>Add New Address</Trans>
        )
      }
      onDismiss={() => actor.send({ type: 'address.close' })}
    >
      <form
        noValidate
        className={css({ stack: '4' })}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'address.submit' });
        }}
      >
        {takeAway ? null : <AddressPoint actor={actor} cfg={cfg} />}

        {receiver ? null : (
          <LabelChoice
            draft={draft}
            onLabel={(label) => actor.send({ type: 'address.label', label })}
            onName={edit('labelName')}
          />
        )}

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
        <ContactFields form={form} guest={guest} />
        {takeAway ? null : <BuildingFields form={form} />}
        <Field
          label={t`Additional information`}
          name="additional_information"
          value={draft.additional_information}
          onChange={edit('additional_information')}
          data-testid="address-additional"
        />

        <FormActions actor={actor} editing={editing} />
      </form>
    </AddressDialog>
  );
}
