import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Skeleton } from '../../ui/Skeleton';
import { PagedRows } from '../../ui/PagedRows';
import { tripListQuery } from '../../api/queries/trips';
import { useCatalogSettings } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { formatMoney } from '../../domain/money';
import { formatDateTime } from '../../domain/datetime';
import { paymentStatusLabels, tripStatusLabels } from './messages';
import { card, chip, h1, muted, page, row } from './styles';
import { EmptyList } from './EmptyList';
import { lazyPart } from '../../ui/lazyPart';

// The tracker's phone field carries libphonenumber-js (about 30 KB gzip); the trip list paints without it.
const TrackTrip = lazyPart(() => import('./TrackTrip'));

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
              <button
                key={k}
                role="tab"
                type="button"
                aria-selected={tab === k}
                aria-pressed={tab === k}
                className={chip}
                onClick={() => onTab(k)}
                data-testid={`trips-tab-${k}`}
              >
                {k === 'running' ? <Trans>Running</Trans> : <Trans>Completed</Trans>}
              </button>
            ))}
          </div>
          <TripList tab={tab} />
        </>
      ) : null}
      <Suspense fallback={<Skeleton className={css({ height: '48' })} />}>
        <TrackTrip />
      </Suspense>
    </div>
  );
}

/** acc §9: ten trips at a time, the next ten on "Load more", none left out. */
function TripList({ tab }: { tab: 'running' | 'completed' }) {
  const { i18n } = useLingui();
  const scope = useScope();
  const fmt = useCatalogSettings().money;
  return (
    <PagedRows
      key={tab}
      pageQuery={(page) => tripListQuery(scope, tab, page)}
      testId="trips-list"
      className={css({ stack: '3' })}
      more={<Trans>Load more</Trans>}
      pending={<Skeleton className={css({ height: '24' })} />}
      empty={
        <EmptyList
          testId="trips-empty"
          message={tab === 'running' ? <Trans>No trip is running now.</Trans> : <Trans>No completed trips yet.</Trans>}
        >
          <Link to="/rental/vehicle-search" search={{ all_category: 1 }} className={button({ variant: 'outline' })}>
            <Trans>Find a vehicle</Trans>
          </Link>
        </EmptyList>
      }
      row={(trip) => (
        <li key={trip.id}>
          <Link
            to="/my-trips/$tripId"
            params={{ tripId: String(trip.id) }}
            className={`${card} ${css({ flexDirection: 'row', alignItems: 'center', textDecoration: 'none' })}`}
            data-testid="trip-row"
          >
            <img
              src={trip.provider?.logo_full_url ?? undefined}
              alt=""
              width={48}
              height={48}
              className={css({ width: '12', height: '12', borderRadius: 'full', bg: 'bg.subtle', flexShrink: 0 })}
            />
            <span className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: 'semibold' })}>
                <Trans>Trip #{trip.id}</Trans> · {trip.provider?.name}
              </span>
              <span className={muted}>{formatDateTime(trip.schedule_at ?? trip.created_at, i18n.locale)}</span>
              <span className={css({ fontSize: 'xs' })} data-testid="trip-row-status">
                {i18n._(
                  tripStatusLabels[trip.trip_status as keyof typeof tripStatusLabels] ?? tripStatusLabels.pending,
                )}{' '}
                ·{' '}
                {paymentStatusLabels[trip.payment_status]
                  ? i18n._(paymentStatusLabels[trip.payment_status]!)
                  : trip.payment_status}
              </span>
            </span>
            <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>
              {formatMoney(trip.trip_amount, fmt)}
            </span>
          </Link>
        </li>
      )}
    />
  );
}
