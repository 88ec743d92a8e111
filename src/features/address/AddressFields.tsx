import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { Field } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import type { AddressFormView } from './useAddressForm';

/** The contact person: name and number, and a guest's e-mail. */
export function ContactFields({ form, guest }: { form: AddressFormView; guest: boolean }) {
  const { t } = useLingui();
  const { actor, cfg, draft, edit, err } = form;
  return (
    <>
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
    </>
  );
}

/** Road, house and floor: three columns from sm up. */
export function BuildingFields({ form: { draft, edit } }: { form: AddressFormView }) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr 1fr' }, gap: '3' })}>
      <Field label={t`Road`} name="road" value={draft.road} onChange={edit('road')} data-testid="address-road" />
      <Field label={t`House`} name="house" value={draft.house} onChange={edit('house')} data-testid="address-house" />
      <Field label={t`Floor`} name="floor" value={draft.floor} onChange={edit('floor')} data-testid="address-floor" />
    </div>
  );
}
