import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { TripDraft } from '../../domain/rental';
import { rentalTypeLabels } from './messages';

/** The shared trip data, read only. */
export function TripSummary({ trip }: { trip: TripDraft }) {
  const { i18n } = useLingui();
  const rows: [React.ReactNode, React.ReactNode][] = [
    [<Trans key="t">Rental type</Trans>, i18n._(rentalTypeLabels[trip.rentalType])],
    [<Trans key="p">Pickup</Trans>, trip.pickup?.location_name || '—'],
    [<Trans key="d">Destination</Trans>, trip.destination?.location_name || '—'],
    [<Trans key="w">Pickup time</Trans>, trip.pickupTime ?? <Trans>Now</Trans>],
    trip.rentalType === 'hourly'
      ? [<Trans key="h">Estimated hours</Trans>, String(trip.hours)]
      : [<Trans key="k">Distance (km)</Trans>, String(trip.distance)],
  ];
  return (
    <dl
      className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1', columnGap: '3', fontSize: 'sm' })}
      data-testid="trip-summary"
    >
      {rows.map(([k, v], i) => (
        <div key={i} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'fg.muted' })}>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
