import { useId, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { inputClass } from '../../ui/Field';
import { localStamp, type RentalType, type TripDraft } from '../../domain/rental';
import { PlaceField } from './PlaceField';
import { rentalTypeLabels } from './messages';
import { label, row } from './styles';
import { ChipRadio } from './ChipRadio';
import { NumberField } from './NumberField';

/** `YYYY-MM-DD HH:mm:ss` ⇄ the `datetime-local` input's `YYYY-MM-DDTHH:mm`. */
const toInput = (s: string | null) => (s ? s.slice(0, 16).replace(' ', 'T') : '');
const fromInput = (s: string) => (s ? `${s.replace('T', ' ')}:00` : null);

/** A group of the trip's choices under its name. */
function ChoiceGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={css({ stack: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>{legend}</legend>
      {children}
    </fieldset>
  );
}

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
    <ChoiceGroup legend={<Trans>Rental type</Trans>}>
      <div className={row}>
        {(['hourly', 'distance_wise'] as const).map((type) => (
          <ChipRadio
            key={type}
            name={name}
            checked={value === type}
            disabled={!types.includes(type)}
            onPick={() => onPick(type)}
            testId={`rental-type-${type}`}
          >
            {i18n._(rentalTypeLabels[type])}
          </ChipRadio>
        ))}
      </div>
    </ChoiceGroup>
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
    <ChoiceGroup legend={<Trans>Pickup time</Trans>}>
      <div className={row}>
        <ChipRadio name={name} checked={!later} onPick={() => onPick(null)} inputTestId="pickup-now">
          <Trans>Now</Trans>
        </ChipRadio>
        <ChipRadio
          name={name}
          checked={later}
          onPick={() => onPick(localStamp(new Date(Date.now() + 3_600_000)))}
          inputTestId="pickup-later"
        >
          <Trans>Later</Trans>
        </ChipRadio>
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
    </ChoiceGroup>
  );
}

/** The trip's numbers: the hours of an hourly trip, the km and hours of a distance-wise one. */
const TRIP_NUMBERS = {
  hours: { label: msg`Estimated hours`, min: 1, max: 720, inputMode: 'numeric', testId: 'trip-hours' },
  distance: { label: msg`Distance (km)`, min: 1, max: 5000, inputMode: 'decimal', testId: 'trip-distance' },
  destinationTime: { label: msg`Trip hours`, min: 0, max: 720, inputMode: 'decimal', testId: 'trip-destination-time' },
} as const;

function TripNumber({
  field,
  value,
  set,
}: {
  field: keyof typeof TRIP_NUMBERS;
  value: TripDraft;
  set: (patch: Partial<TripDraft>) => void;
}) {
  const { i18n } = useLingui();
  const { label: text, testId, ...bounds } = TRIP_NUMBERS[field];
  return (
    <NumberField
      label={i18n._(text)}
      {...bounds}
      value={value[field] || ''}
      onChange={(e) => set({ [field]: Number(e.target.value) })}
      data-testid={testId}
    />
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
    <div className={css({ stack: '3' })} data-testid="trip-form">
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
        <TripNumber field="hours" value={value} set={set} />
      ) : (
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <TripNumber field="distance" value={value} set={set} />
          <TripNumber field="destinationTime" value={value} set={set} />
        </div>
      )}
    </div>
  );
}
