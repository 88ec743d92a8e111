import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { inputClass } from '../../ui/Field';
import { localStamp, type RentalType, type TripDraft } from '../../domain/rental';
import { PlaceField } from './PlaceField';
import { rentalTypeLabels } from './messages';
import { chip, label, row } from './styles';
import { NumberField } from './NumberField';

/** `YYYY-MM-DD HH:mm:ss` ⇄ the `datetime-local` input's `YYYY-MM-DDTHH:mm`. */
const toInput = (s: string | null) => (s ? s.slice(0, 16).replace(' ', 'T') : '');
const fromInput = (s: string) => (s ? `${s.replace('T', ' ')}:00` : null);

/** The rental types; those the vehicle does not offer stay visible but disabled. */
function RentalTypeChoice({
  name,
  value,
  types,
  onPick,
}: {
  name: string;
  value: RentalType;
  types: RentalType[];
  onPick: (type: RentalType) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
        <Trans>Rental type</Trans>
      </legend>
      <div className={row}>
        {(['hourly', 'distance_wise'] as const).map((type) => (
          <label key={type} className={chip} data-testid={`rental-type-${type}`}>
            <input
              type="radio"
              name={name}
              className={css({ srOnly: true })}
              checked={value === type}
              disabled={!types.includes(type)}
              onChange={() => onPick(type)}
            />
            {i18n._(rentalTypeLabels[type])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Pickup now, or later at a chosen date and time (an hour from now to start with). */
function PickupTime({
  name,
  timeId,
  value,
  onPick,
}: {
  name: string;
  timeId: string;
  value: string | null;
  onPick: (pickupTime: string | null) => void;
}) {
  const later = value !== null;
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
        <Trans>Pickup time</Trans>
      </legend>
      <div className={row}>
        <label className={chip}>
          <input
            type="radio"
            name={name}
            className={css({ srOnly: true })}
            checked={!later}
            onChange={() => onPick(null)}
            data-testid="pickup-now"
          />
          <Trans>Now</Trans>
        </label>
        <label className={chip}>
          <input
            type="radio"
            name={name}
            className={css({ srOnly: true })}
            checked={later}
            onChange={() => onPick(localStamp(new Date(Date.now() + 3_600_000)))}
            data-testid="pickup-later"
          />
          <Trans>Later</Trans>
        </label>
      </div>
      {later ? (
        <label htmlFor={timeId} className={label}>
          <Trans>Date and time</Trans>
          <input
            id={timeId}
            type="datetime-local"
            className={inputClass}
            value={toInput(value)}
            onChange={(e) => onPick(fromInput(e.target.value))}
            data-testid="pickup-time"
          />
        </label>
      ) : null}
    </fieldset>
  );
}

/**
 * issue 16: the trip data shared by every rental cart line — rental type, pickup and destination, pickup
 * time, hours or km. `types` limits the rental types to those the vehicle offers.
 */
export function TripForm({
  value,
  onChange,
  types = ['hourly', 'distance_wise'],
}: {
  value: TripDraft;
  onChange: (update: (t: TripDraft) => TripDraft) => void;
  types?: RentalType[];
}) {
  const { t } = useLingui();
  const ids = { time: useId(), when: useId() };
  // An update, not a value: a place is set when its details arrive, and must not undo what was typed meanwhile.
  const set = (patch: Partial<TripDraft>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="trip-form">
      <RentalTypeChoice
        name={`${ids.when}-type`}
        value={value.rentalType}
        types={types}
        onPick={(rentalType) => set({ rentalType })}
      />
      <PlaceField
        label={t`Pickup location`}
        value={value.pickup}
        onChange={(pickup) => set({ pickup })}
        testId="pickup"
      />
      <PlaceField
        label={value.rentalType === 'distance_wise' ? t`Destination` : t`Destination (optional)`}
        value={value.destination}
        onChange={(destination) => set({ destination })}
        testId="destination"
      />
      <PickupTime
        name={ids.when}
        timeId={ids.time}
        value={value.pickupTime}
        onPick={(pickupTime) => set({ pickupTime })}
      />
      {value.rentalType === 'hourly' ? (
        <NumberField
          label={<Trans>Estimated hours</Trans>}
          min={1}
          max={720}
          inputMode="numeric"
          value={value.hours || ''}
          onChange={(e) => set({ hours: Number(e.target.value) })}
          data-testid="trip-hours"
        />
      ) : (
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <NumberField
            label={<Trans>Distance (km)</Trans>}
            min={1}
            max={5000}
            inputMode="decimal"
            value={value.distance || ''}
            onChange={(e) => set({ distance: Number(e.target.value) })}
            data-testid="trip-distance"
          />
          <NumberField
            label={<Trans>Trip hours</Trans>}
            min={0}
            max={720}
            inputMode="decimal"
            value={value.destinationTime || ''}
            onChange={(e) => set({ destinationTime: Number(e.target.value) })}
            data-testid="trip-destination-time"
          />
        </div>
      )}
    </div>
  );
}
