import { useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { dialCodeOf, normalizePhone } from '../../domain/contact';
import { configQuery } from '../../api/queries/config';
import { Skeleton } from '../../ui/Skeleton';
import { tripListQuery } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { formatMoney } from '../../domain/money';
import { formatDateTime } from '../../domain/datetime';
import { paymentStatusLabels, tripStatusLabels } from './messages';
import { card, chip, h1, label, muted, page, row } from './styles';

/** acc §2 /my-trips: running and completed trips; guests track a trip by id and phone. */
export function MyTrips({ tab, onTab }: { tab: 'running' | 'completed'; onTab: (t: 'running' | 'completed') => void }) {
  const scope = useScope();
  return (
    <div className={page} data-testid="trips-page">
      <h1 className={h1}>
        <Trans>My Trips</Trans>
      </h1>
      {scope.signedIn ? (
        <>
          <div role="tablist" className={row}>
            {(['running', 'completed'] as const).map((k) => (
              <button key={k} role="tab" type="button" aria-selected={tab === k} aria-pressed={tab === k} className={chip} onClick={() => onTab(k)} data-testid={`trips-tab-${k}`}>
                {k === 'running' ? <Trans>Running</Trans> : <Trans>Completed</Trans>}
              </button>
            ))}
          </div>
          <TripList tab={tab} />
        </>
      ) : null}
      <TrackTrip />
    </div>
  );
}

function TripList({ tab }: { tab: 'running' | 'completed' }) {
  const { i18n } = useLingui();
  const scope = useScope();
  const trips = useQuery(tripListQuery(scope, tab));
  const fmt = useCatalogSettings().money;
  if (trips.isPending) return <Skeleton className={css({ height: '24' })} />;
  if (!trips.data?.length) {
    return (
      <div className={css({ py: '8', textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })} data-testid="trips-empty">
        <p className={muted}>{tab === 'running' ? <Trans>No trip is running now.</Trans> : <Trans>No completed trips yet.</Trans>}</p>
        <Link to="/rental/vehicle-search" search={{ all_category: 1 }} className={button({ variant: 'outline' })}>
          <Trans>Find a vehicle</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="trips-list">
      {trips.data.map((trip) => (
        <li key={trip.id}>
          <Link to="/my-trips/$tripId" params={{ tripId: String(trip.id) }} className={`${card} ${css({ flexDirection: 'row', alignItems: 'center', textDecoration: 'none' })}`} data-testid="trip-row">
            <img src={trip.provider?.logo_full_url ?? undefined} alt="" width={48} height={48} className={css({ width: '12', height: '12', borderRadius: 'full', bg: 'bg.subtle', flexShrink: 0 })} />
            <span className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: 'semibold' })}>
                <Trans>Trip #{trip.id}</Trans> · {trip.provider?.name}
              </span>
              <span className={muted}>{formatDateTime(trip.schedule_at ?? trip.created_at, i18n.locale)}</span>
              <span className={css({ fontSize: 'xs' })} data-testid="trip-row-status">
                {i18n._(tripStatusLabels[trip.trip_status as keyof typeof tripStatusLabels] ?? tripStatusLabels.pending)} ·{' '}
                {paymentStatusLabels[trip.payment_status] ? i18n._(paymentStatusLabels[trip.payment_status]!) : trip.payment_status}
              </span>
            </span>
            <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>{formatMoney(trip.trip_amount, fmt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * acc §2 "track trip" for guests (and anyone with a trip id and the contact number it was booked with): the
 * phone as order tracking takes it, local (01711223344) after the country picker or international.
 */
function TrackTrip() {
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
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3', alignItems: 'start' })}>
        <label htmlFor={idField} className={label}>
          <Trans>Trip ID</Trans>
          <input id={idField} className={inputClass} inputMode="numeric" required value={id} onChange={(e) => setId(e.target.value)} data-testid="track-trip-id" />
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
      <button type="submit" className={`${button()} ${css({ alignSelf: 'flex-start' })}`} data-testid="track-trip-submit">
        <Trans>Track trip</Trans>
      </button>
    </form>
  );
}
