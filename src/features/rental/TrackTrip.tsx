import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { dialCodeOf, normalizePhone } from '../../domain/contact';
import { configQuery } from '../../api/queries/config';
import { card, label } from './styles';

/**
 * acc §2 "track trip" for guests (and anyone with a trip id and the contact number it was booked with): the
 * phone as order tracking takes it, local (01711223344) after the country picker or international.
 */
export default function TrackTrip() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // acc §5 Phone entry: the config's country and its picker switch, as order tracking reads them.
  const config = useQuery(configQuery()).data;
  const idField = useId();
  const [id, setId] = useState('');
  const [dial, setDial] = useState(dialCodeOf(config?.country));
  const [phone, setPhone] = useState('');
  return (
    <form
      className={card}
      aria-labelledby="track-trip-title"
      onSubmit={(e) => {
        e.preventDefault();
        const number = normalizePhone(phone, dial);
        if (!/^\d+$/.test(id.trim()) || !number) return;
        void navigate({
          to: '/my-trips/$tripId',
          params: { tripId: id.trim() },
          search: { phone: number },
        });
      }}
      data-testid="track-trip"
    >
      <h2 id="track-trip-title" className={css({ fontWeight: 'bold' })}>
        <Trans>Track a trip</Trans>
      </h2>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          gap: '3',
          alignItems: 'start',
        })}
      >
        <label htmlFor={idField} className={label}>
          <Trans>Trip ID</Trans>
          <input
            id={idField}
            className={inputClass}
            inputMode="numeric"
            required
            value={id}
            onChange={(e) => setId(e.target.value)}
            data-testid="track-trip-id"
          />
        </label>
        <PhoneField
          label={t`Phone`}
          name="phone"
          testId="track-trip-phone"
          dialCode={dial}
          onDialCodeChange={setDial}
          pickerEnabled={config?.country_picker_status === 1}
          value={phone}
          onChange={setPhone}
        />
      </div>
      <button
        type="submit"
        className={`${button()} ${css({ alignSelf: 'flex-start' })}`}
        data-testid="track-trip-submit"
      >
        <Trans>Track trip</Trans>
      </button>
    </form>
  );
}
