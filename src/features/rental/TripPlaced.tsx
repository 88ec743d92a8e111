import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { tripDetailsQuery } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { formatMoney } from '../../domain/money';
import { Skeleton } from '../../ui/Skeleton';
import { paymentStatusLabels, tripStatusLabels } from './messages';
import { card, h1, muted, page, row } from './styles';

/** issue 16 /trip-placed?trip_id=N[&flag=success|fail]: the booked trip, also the return of a digital payment. */
export function TripPlaced({ tripId, flag }: { tripId: number; flag: 'success' | 'fail' | undefined }) {
  const { i18n } = useLingui();
  const scope = useScope();
  const trip = useQuery(tripDetailsQuery(scope, tripId));
  const fmt = useCatalogSettings().money;
  const t = trip.data;
  return (
    <div className={page} data-testid="trip-placed">
      <section
        className={`${card} ${css({ alignItems: 'center', textAlign: 'center', maxWidth: 'xl', mx: 'auto', width: 'full' })}`}
      >
        {flag === 'fail' ? (
          <h1 className={h1} data-testid="trip-payment-failed">
            <Trans>Payment failed</Trans>
          </h1>
        ) : (
          <h1 className={h1}>
            <Trans>Trip booked!</Trans>
          </h1>
        )}
        <p className={muted}>
          <Trans>Trip ID #{tripId}</Trans>
        </p>
        {trip.isPending ? (
          <Skeleton className={css({ height: '16', width: 'full' })} />
        ) : t ? (
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              gap: '1',
              width: 'full',
              fontSize: 'sm',
              textAlign: 'start',
            })}
          >
            <dt>
              <Trans>Provider</Trans>
            </dt>
            <dd>{t.provider?.name}</dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd data-testid="trip-placed-status">
              {i18n._(tripStatusLabels[t.trip_status as keyof typeof tripStatusLabels] ?? tripStatusLabels.pending)}
            </dd>
            <dt>
              <Trans>Payment</Trans>
            </dt>
            <dd data-testid="trip-placed-payment">
              {paymentStatusLabels[t.payment_status]
                ? i18n._(paymentStatusLabels[t.payment_status]!)
                : t.payment_status}
            </dd>
            <dt className={css({ fontWeight: 'bold' })}>
              <Trans>Total</Trans>
            </dt>
            <dd className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>{formatMoney(t.trip_amount, fmt)}</dd>
          </dl>
        ) : null}
        {flag === 'fail' ? (
          <p className={muted}>
            <Trans>The trip is booked but not paid. You can pay it from the trip's page.</Trans>
          </p>
        ) : null}
        <div className={row}>
          <Link
            to="/my-trips/$tripId"
            params={{ tripId: String(tripId) }}
            className={button()}
            data-testid="trip-placed-details"
          >
            {flag === 'fail' ? <Trans>Pay now</Trans> : <Trans>Trip details</Trans>}
          </Link>
          <Link to="/home" className={button({ variant: 'outline' })}>
            <Trans>Back to home</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
